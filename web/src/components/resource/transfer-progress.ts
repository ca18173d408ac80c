import type { DownloadProgress } from '../../app/file-transfer';

/**
 * A streamed workbook's size per row, measured on the bench (docs/performance.md, "Log export"): the bar is
 * an estimate from the bytes received against the rows announced (X-Total-Count).
 */
export const BYTES_PER_ROW = 50;

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** Estimated percentage of a download: 99 at most until the last byte is in, 0 while the size is unknown. */
export function exportPercent(progress: DownloadProgress, bytesPerRow = BYTES_PER_ROW): number {
  if (progress.done) return 100;
  if (!progress.total) return 0;
  return Math.min(99, Math.floor((progress.received / (progress.total * bytesPerRow)) * 100));
}

/** An import's answer as the dialog reports it (the server runtime's ImportReport, decision 059). */
export interface ImportReport {
  /** data rows in the sheet */
  total: number;
  /** rows that pass every check */
  valid: number;
  /** rows refused, each with its reasons in `errors` */
  failed: number;
  /** rows written (0 for a check) */
  imported: number;
  errors: { row: number | null; message: string }[];
}

const count = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

/** Reads an import's answer; what it lacks counts as 0 or no errors, so an odd answer never breaks the dialog. */
export function importReport(answer: unknown): ImportReport {
  const body = (answer && typeof answer === 'object' ? answer : {}) as Record<string, unknown>;
  const list = Array.isArray(body.errors) ? body.errors : [];
  const errors = list.flatMap((entry: unknown) => {
    const item = (entry && typeof entry === 'object' ? entry : {}) as Record<string, unknown>;
    const message = typeof item.message === 'string' ? item.message : typeof entry === 'string' ? entry : '';
    return message ? [{ row: typeof item.row === 'number' ? item.row : null, message }] : [];
  });
  return {
    total: count(body.total),
    valid: count(body.valid),
    failed: count(body.failed),
    imported: count(body.imported),
    errors,
  };
}

/** Whether a picked file is one the import takes: its ending among `accept` (".xlsx,.xls") and its size. */
export function fileProblem(
  file: { name: string; size: number },
  accept: string,
  maxBytes: number,
): 'type' | 'size' | null {
  const endings = accept
    .split(',')
    .map((part) => part.trim().toLowerCase())
    .filter((part) => part.startsWith('.'));
  const name = file.name.toLowerCase();
  if (endings.length && !endings.some((ending) => name.endsWith(ending))) return 'type';
  if (file.size > maxBytes) return 'size';
  return null;
}
