import { badRequest } from '../errors.js';
import type { MessageKey } from '../i18n/messages.js';

/**
 * The document of an imported export file (data interfaces, designs, flow engines): JSON whose `format` and
 * `version` are the expected ones and whose `body` member is an object. Anything else is refused: text that
 * is no JSON with import.notJson, another kind of file with the importer's own `wrongFormat` message.
 */
export function parseExportFile<T>(
  bytes: Buffer,
  expected: { format: string; version: number; body: string },
  wrongFormat: MessageKey,
): T {
  let doc: unknown;
  try {
    doc = JSON.parse(bytes.toString('utf8'));
  } catch {
    throw badRequest('import.notJson');
  }
  const head = doc as Record<string, unknown> | null;
  const body = head && typeof head === 'object' ? head[expected.body] : null;
  if (
    !head ||
    typeof head !== 'object' ||
    Array.isArray(head) ||
    head.format !== expected.format ||
    head.version !== expected.version ||
    !body ||
    typeof body !== 'object' ||
    Array.isArray(body)
  )
    throw badRequest(wrongFormat);
  return doc as T;
}
