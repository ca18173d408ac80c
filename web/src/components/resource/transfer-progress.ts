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

/** What an import answered, as the dialog reports it: rows written and the rows refused with their reason. */
export interface ImportReport {
  count: number | null;
  errors: { row: number | null; message: string }[];
}

/**
 * Reads an import's answer: `count` (or `total`/`success`) rows written, and `errors` (or `failures`), each
 * `{row, message}`; anything else is counted as nothing known.
 */
export function importReport(answer: unknown): ImportReport {
  const body = (answer && typeof answer === 'object' ? answer : {}) as Record<string, unknown>;
  const count = [body.count, body.success, body.total].find((value) => typeof value === 'number');
  const list = [body.errors, body.failures].find(Array.isArray) ?? [];
  const errors = (list as unknown[]).flatMap((entry) => {
    const item = (entry && typeof entry === 'object' ? entry : {}) as Record<string, unknown>;
    const message = typeof item.message === 'string' ? item.message : typeof entry === 'string' ? entry : '';
    if (!message) return [];
    return [{ row: typeof item.row === 'number' ? item.row : null, message }];
  });
  return { count: typeof count === 'number' ? count : null, errors };
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
