import { once } from 'node:events';
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';

/**
 * One sheet of an .xlsx streamed as it is written: rows arrive a batch at a time and are committed to
 * exceljs' streaming writer, which zips them as they come, so memory holds one batch whatever the row
 * count. The runtime's exports and the operation log's export (modules/system/log-export.ts) write through it.
 */

export interface SheetColumn {
  header: string;
  width: number;
}

type EntryStream = NodeJS.EventEmitter & { _writableState?: { needDrain?: boolean } };

/** The zip entry stream the sheet's rows go into (exceljs' StreamBuf pipes into it); null if that changes. */
function zipEntryOf(worksheet: ExcelJS.Worksheet): EntryStream | null {
  const stream = (worksheet as unknown as { stream?: { pipes?: EntryStream[] } }).stream;
  return stream?.pipes?.[0] ?? null;
}

/** Resolves when `stream` drains, or when the answer closed (client gone). */
async function settled(stream: NodeJS.EventEmitter, out: PassThrough): Promise<void> {
  // The listener of the event that did not come is taken off again.
  const done = new AbortController();
  const { signal } = done;
  await Promise.race([once(stream, 'drain', { signal }), once(out, 'close', { signal })]).catch(() => {});
  done.abort();
}

/**
 * The workbook as a stream. Between batches it waits while the client has not taken what was sent;
 * `stopped()` ends the work when the client went away; a failure is handed to `onError` and ends the stream.
 */
export function streamSheet(
  name: string,
  columns: readonly SheetColumn[],
  batches: AsyncIterable<unknown[][]>,
  stopped: () => boolean,
  onError: (error: unknown) => void,
): PassThrough {
  const out = new PassThrough({ highWaterMark: 256 * 1024 });
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  const worksheet = workbook.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] });
  worksheet.columns = columns.map((c) => ({ header: c.header, width: c.width }));
  worksheet.getRow(1).font = { bold: true };
  worksheet.getRow(1).commit();
  void (async () => {
    for await (const rows of batches) {
      for (const row of rows) worksheet.addRow(row).commit();
      // SQLite answers without leaving the event loop: give the zip's deflate (thread pool) and the socket a
      // turn, or every batch would pile up in memory before the first byte went out.
      await new Promise((resolve) => setImmediate(resolve));
      // exceljs writes the sheet into the zip entry without heeding backpressure: wait while the deflate
      // is behind, and while the client has not taken what was sent.
      const entry = zipEntryOf(worksheet);
      if (entry?._writableState?.needDrain && !stopped()) await settled(entry, out);
      if (out.writableNeedDrain && !stopped()) await settled(out, out);
      if (stopped()) {
        out.destroy();
        return;
      }
    }
    worksheet.commit();
    await workbook.commit();
  })().catch((error) => {
    onError(error);
    out.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return out;
}

/** A small workbook held whole (an import template): a header row, and lists of allowed values. */
export async function templateWorkbook(
  name: string,
  columns: readonly (SheetColumn & { choices?: readonly string[] })[],
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((c) => ({ header: c.header, width: c.width }));
  sheet.getRow(1).font = { bold: true };
  columns.forEach((column, index) => {
    // Excel keeps a list of at most 255 characters, and a comma would split a value in two.
    const list = column.choices?.join(',') ?? '';
    if (!list || list.length > 250 || column.choices?.some((c) => c.includes(','))) return;
    const letter = sheet.getColumn(index + 1).letter;
    // A drop-down of the allowed values on the data rows (the file's own limit of rows to import).
    (sheet as unknown as { dataValidations: { add(range: string, rule: object): void } }).dataValidations.add(
      `${letter}2:${letter}10001`,
      {
        type: 'list',
        allowBlank: true,
        formulae: [`"${list.replace(/"/g, '""')}"`],
      },
    );
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
