import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const scryptAsync = promisify(scrypt) as (
  password: string,
  salt: Buffer,
  keylen: number,
  options: { N: number; r: number; p: number; maxmem: number },
) => Promise<Buffer>;

const KEY_LENGTH = 32;
const BLOCK_SIZE = 8;

/**
 * The client sends md5(password) (SPEC §5); we store a salted scrypt of that value.
 * Format: scrypt$<log2 N>$<r>$<salt b64>$<hash b64>, so the cost can rise later without breaking old hashes.
 */
export async function hashPassword(md5Hex: string, logCost: number): Promise<string> {
  const salt = randomBytes(16);
  const hash = await derive(md5Hex.toLowerCase(), salt, logCost, BLOCK_SIZE);
  return ['scrypt', logCost, BLOCK_SIZE, salt.toString('base64'), hash.toString('base64')].join('$');
}

export async function verifyPassword(md5Hex: string, stored: string): Promise<boolean> {
  const [scheme, cost, blockSize, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const actual = await derive(
    md5Hex.toLowerCase(),
    Buffer.from(salt, 'base64'),
    Number(cost),
    Number(blockSize),
  );
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

function derive(value: string, salt: Buffer, logCost: number, r: number): Promise<Buffer> {
  const N = 2 ** logCost;
  return scryptAsync(value, salt, KEY_LENGTH, { N, r, p: 1, maxmem: 256 * N * r });
}
