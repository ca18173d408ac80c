import type { FastifyRequest } from 'fastify';
import { badRequest, tooLarge } from '../errors.js';
import type { MessageKey } from '../i18n/messages.js';

/** The one small file of a multipart request, read whole, with the plain form fields sent beside it. */
export interface UploadedFile {
  bytes: Buffer;
  fileName: string;
  /** a plain text field of the form, when sent */
  field(name: string): string | undefined;
}

export interface UploadLimit {
  bytes: number;
  /** the route's own "file too large" message, with {size} */
  message: MessageKey;
  /** the limit as users read it, e.g. '1 MB' */
  size: string;
}

/**
 * Reads an import or upload (routes that register @fastify/multipart): no file → 400 file.missing,
 * over the limit → 413 with the route's message. Only for files small enough to hold in memory.
 */
export async function readUploadedFile(request: FastifyRequest, limit: UploadLimit): Promise<UploadedFile> {
  if (!request.isMultipart()) throw badRequest('file.missing');
  const part = await request.file({ limits: { fileSize: limit.bytes, files: 1 } });
  if (!part) throw badRequest('file.missing');
  let bytes: Buffer;
  try {
    bytes = await part.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw tooLarge(limit.message, { size: limit.size });
    throw error;
  }
  const fields = part.fields as Record<string, unknown>;
  return {
    bytes,
    fileName: part.filename,
    field(name) {
      const field = fields[name] as { type?: string; value?: unknown } | undefined;
      return field?.type === 'field' && typeof field.value === 'string' ? field.value : undefined;
    },
  };
}
