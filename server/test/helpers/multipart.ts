/** A multipart/form-data body with one file field, as a browser upload sends it. */
export function multipartFile(
  filename: string,
  content: Buffer,
  contentType = 'application/octet-stream',
  field = 'file',
) {
  const boundary = `----test${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, content, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const IHDR = Buffer.from('0000000d49484452000000010000000108060000001f15c489', 'hex');

/** Bytes that start like a real PNG, padded to exactly `size`. */
export function pngOfSize(size: number): Buffer {
  const buffer = Buffer.alloc(size);
  Buffer.concat([PNG_SIGNATURE, IHDR]).copy(buffer);
  return buffer;
}
