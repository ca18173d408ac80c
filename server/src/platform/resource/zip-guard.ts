import { inflateRawSync } from 'node:zlib';

/**
 * An .xlsx is a zip, and a few hundred kilobytes of zip can inflate to gigabytes (a "zip bomb"); the Excel
 * reader inflates every part in memory before it reads a row. So, before it runs, each part is inflated
 * here with a bound on its output, found through the zip's own directory (the same entries the reader
 * opens): a file whose parts inflate to more than `limit` bytes in all is refused without ever holding
 * more than that. The sizes a zip declares are not trusted; only the inflated output counts.
 */

export type ZipCheck = 'ok' | 'notZip' | 'tooLarge';

const END_OF_DIRECTORY = Buffer.from([0x50, 0x4b, 0x05, 0x06]);
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const STORED = 0;
const DEFLATED = 8;

export function checkZip(bytes: Buffer, limit: number): ZipCheck {
  // The end record sits in the last 22 bytes plus at most 64 KB of comment.
  const end = bytes.lastIndexOf(END_OF_DIRECTORY);
  if (end < 0 || end + 22 > bytes.length || end < bytes.length - 22 - 0xffff) return 'notZip';
  const entries = bytes.readUInt16LE(end + 10);
  let at = bytes.readUInt32LE(end + 16);
  let total = 0;
  for (let i = 0; i < entries; i++) {
    if (at + 46 > bytes.length || bytes.readUInt32LE(at) !== DIRECTORY_ENTRY) return 'notZip';
    const method = bytes.readUInt16LE(at + 10);
    const compressed = bytes.readUInt32LE(at + 20);
    const local = bytes.readUInt32LE(at + 42);
    at += 46 + bytes.readUInt16LE(at + 28) + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
    if (local + 30 > bytes.length || bytes.readUInt32LE(local) !== LOCAL_HEADER) return 'notZip';
    const start = local + 30 + bytes.readUInt16LE(local + 26) + bytes.readUInt16LE(local + 28);
    // 0xFFFFFFFF marks a zip64 size: no import sheet is that large.
    if (compressed === 0xffffffff || start + compressed > bytes.length) return 'tooLarge';
    const data = bytes.subarray(start, start + compressed);
    if (method === STORED) total += data.length;
    else if (method === DEFLATED) {
      try {
        total += inflateRawSync(data, { maxOutputLength: Math.max(1, limit - total + 1) }).length;
      } catch (error) {
        if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') return 'tooLarge';
        return 'notZip';
      }
    } else return 'notZip';
    if (total > limit) return 'tooLarge';
  }
  return 'ok';
}
