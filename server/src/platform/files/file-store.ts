import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { fileTypeFromFile } from 'file-type';
import type { Db } from '../../db/database.js';
import type { Clock } from '../clock.js';
import { AppError, badRequest, notFound, tooLarge } from '../errors.js';
import { FILE_TYPES, IMAGE_MIME, limitBytes, STORED_NAME } from './file-types.js';

export interface StoredFile {
  id: string;
  type: string;
  originalName: string;
  mime: string;
  size: number;
}

const LINK_TTL_MS = 5 * 60_000;

/** Files live under <dataDir>/files/<type>/<generated name>; the database remembers their real names. */
export class FileStore {
  private readonly root: string;

  constructor(
    dataDir: string,
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly secret: string,
  ) {
    this.root = path.join(dataDir, 'files');
  }

  rule(type: string) {
    const rule = Object.hasOwn(FILE_TYPES, type) ? FILE_TYPES[type] : undefined;
    if (!rule) throw badRequest('file.badType', { type: type.slice(0, 30) });
    return rule;
  }

  /** Streams an upload to disk; `truncated()` tells whether the multipart parser cut it at the limit. */
  async save(
    type: string,
    originalName: string,
    stream: Readable,
    truncated: () => boolean,
    userId: string | null,
  ): Promise<StoredFile> {
    const rule = this.rule(type);
    const tmpDir = path.join(this.root, '.tmp');
    await fs.promises.mkdir(tmpDir, { recursive: true });
    const tmp = path.join(tmpDir, randomUUID());
    try {
      await pipeline(stream, fs.createWriteStream(tmp));
      const { size } = await fs.promises.stat(tmp);
      if (truncated() || size >= limitBytes(rule)) throw tooLarge('file.tooLarge', rule.limit);
      if (size === 0) throw badRequest('file.empty');
      const detected = await fileTypeFromFile(tmp);
      let mime = detected?.mime ?? 'application/octet-stream';
      let ext = extensionOf(originalName);
      if (rule.image) {
        const imageExt = IMAGE_MIME[mime];
        if (!imageExt) throw badRequest('file.notImage');
        ext = imageExt;
      } else if (detected && IMAGE_MIME[detected.mime]) {
        ext = IMAGE_MIME[detected.mime];
      } else if (!detected) {
        mime = 'application/octet-stream';
      }
      const id = `${dateStamp(this.clock.now())}_${randomUUID().replace(/-/g, '')}.${ext}`;
      const dir = path.join(this.root, type);
      await fs.promises.mkdir(dir, { recursive: true });
      await fs.promises.rename(tmp, path.join(dir, id));
      const file = { id, type, originalName: cleanName(originalName), mime, size };
      await this.db
        .insertInto('baseFile')
        .values({ ...file, creatorTime: this.clock.now(), creatorUserId: userId })
        .execute();
      return file;
    } finally {
      await fs.promises.rm(tmp, { force: true });
    }
  }

  /** The stored file named in a URL; names that are not ours never reach the file system. */
  async find(type: string, name: string): Promise<StoredFile & { path: string }> {
    this.rule(type);
    if (!STORED_NAME.test(name)) throw badRequest('file.badName');
    const row = await this.db
      .selectFrom('baseFile')
      .select(['id', 'type', 'originalName', 'mime', 'size'])
      .where('id', '=', name)
      .where('type', '=', type)
      .executeTakeFirst();
    const full = path.join(this.root, type, name);
    // A row whose file was removed from disk by hand is still "not found", not a crash.
    const onDisk = row
      ? await fs.promises.access(full).then(
          () => true,
          () => false,
        )
      : false;
    if (!row || !onDisk) throw notFound('file.notFound');
    return { ...row, path: full };
  }

  /** A link the browser can follow without a token header, valid for a few minutes. */
  signedLink(type: string, name: string): string {
    return `/api/file/Attachment/${type}/${name}?${this.signedQuery(type, name)}`;
  }

  /** `expires=…&sign=…` for a link to another route that checks it with checkLink (e.g. backup downloads). */
  signedQuery(type: string, name: string): string {
    const expires = this.clock.now() + LINK_TTL_MS;
    return `expires=${expires}&sign=${this.sign(type, name, expires)}`;
  }

  checkLink(type: string, name: string, expires: number, sign: string): void {
    const expected = Buffer.from(this.sign(type, name, expires));
    const given = Buffer.from(sign);
    const valid = given.length === expected.length && timingSafeEqual(given, expected);
    if (!valid || expires < this.clock.now()) throw new AppError(403, 403, 'file.linkExpired');
  }

  private sign(type: string, name: string, expires: number): string {
    return createHmac('sha256', this.secret).update(`${type}/${name}/${expires}`).digest('base64url');
  }
}

function extensionOf(name: string): string {
  const ext = path.extname(name).slice(1).toLowerCase();
  return /^[a-z0-9]{1,10}$/.test(ext) ? ext : 'bin';
}

/** Keeps the name a user gave, without folders or control characters. */
function cleanName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping control characters is the point
  return base.replace(/[\u0000-\u001f\u007f]/g, '').slice(0, 200) || 'file';
}

function dateStamp(ms: number): string {
  const d = new Date(ms);
  return `${d.getFullYear()}${String(d.getMonth() + 1).padStart(2, '0')}${String(d.getDate()).padStart(2, '0')}`;
}
