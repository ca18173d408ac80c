import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Encrypts data-source passwords at rest with AES-256-GCM. The stored text is
 * `v1.<iv>.<tag>.<ciphertext>` (base64url parts), so a wrong key or an edited row fails to open
 * instead of yielding garbage, and a later key scheme can sit beside this one.
 */
export class SecretBox {
  private readonly key: Buffer;

  /** `configuredKey`: DATA_SOURCE_KEY (64 hex digits or base64 of 32 bytes); empty → derived from `fallbackSecret`. */
  constructor(configuredKey: string, fallbackSecret: string) {
    this.key = configuredKey ? parseKey(configuredKey) : deriveKey(fallbackSecret);
  }

  seal(plain: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return ['v1', iv, cipher.getAuthTag(), body]
      .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
      .join('.');
  }

  /** The password, or null when the text was sealed with another key or altered. */
  open(sealed: string): string | null {
    const [version, iv, tag, body] = sealed.split('.');
    if (version !== 'v1' || iv === undefined || tag === undefined || body === undefined) return null;
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
        'utf8',
      );
    } catch {
      return null;
    }
  }
}

function parseKey(text: string): Buffer {
  const key = /^[0-9a-fA-F]{64}$/.test(text) ? Buffer.from(text, 'hex') : Buffer.from(text, 'base64');
  if (key.length !== 32) throw new Error('DATA_SOURCE_KEY must be 32 bytes: 64 hex digits or base64');
  return key;
}

// A separate key from the one that signs download links, so neither use can stand in for the other.
function deriveKey(secret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'data-source-passwords', 'aes-256-gcm', 32));
}
