import { Readable } from 'node:stream';
import { CHAT_IMAGE_MAX_BYTES } from '@app/common';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { contextOf } from '../../platform/context.js';
import { ok } from '../../platform/envelope.js';
import { AppError, badRequest, tooLarge } from '../../platform/errors.js';
import { chatImagePath } from './im-pair.js';

/** A size-limit error of the multipart parser, when it stops a stream at the limit. */
const isSizeLimit = (error: unknown) =>
  (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE' ||
  (error instanceof AppError && error.key === 'file.tooLarge');

/**
 * Chat images (SPEC §5, client-facts §6): one image (a second refuses the request), recognised from its
 * bytes, strictly under 5 MB, refused with the chat's own sentences. data.name is what a SendMessage image
 * names. This static path wins over the general /api/file/Uploader/:type.
 */
export async function chatImageRoutes(app: FastifyInstance) {
  await app.register(multipart, { limits: { files: 2, fields: 5, fieldSize: 1024, parts: 8 } });

  app.post(
    '/api/file/Uploader/IM',
    {
      config: { access: 'user' },
      schema: {
        tags: ['message'],
        summary:
          'Upload one chat image (multipart field "file"; png, jpeg, gif, webp or bmp under 5 MB); data.name goes in SendMessage',
        consumes: ['multipart/form-data'],
      },
    },
    async (request) => {
      const ctx = contextOf(request);
      if (!request.isMultipart()) throw badRequest('file.missing');
      // Every file part is read before anything is stored: a second image refuses the whole request.
      const images: { name: string; bytes: Buffer }[] = [];
      try {
        // One byte under the limit is the most a chat image may have (SPEC §5 compares strictly).
        for await (const part of request.parts({
          limits: { fileSize: CHAT_IMAGE_MAX_BYTES - 1, files: 2 },
        })) {
          if (part.type !== 'file') continue;
          images.push({ name: part.filename, bytes: await part.toBuffer() });
        }
      } catch (error) {
        if (isSizeLimit(error)) throw tooLarge('chat.imageTooLarge');
        if ((error as { code?: string }).code === 'FST_FILES_LIMIT') throw badRequest('chat.oneImage');
        throw error;
      }
      if (images.length === 0) throw badRequest('file.missing');
      if (images.length > 1) throw badRequest('chat.oneImage');
      const [image] = images;
      try {
        const saved = await ctx.services.files.save(
          'IM',
          image.name,
          Readable.from([image.bytes]),
          () => false,
          ctx.user.id,
        );
        return ok(request, {
          name: saved.id,
          fileId: saved.id,
          url: chatImagePath(saved.id),
          size: saved.size,
        });
      } catch (error) {
        if (error instanceof AppError && error.key === 'file.notImage') throw badRequest('chat.notImage');
        throw error;
      }
    },
  );
}
