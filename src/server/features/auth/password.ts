/**
 * Password hashing for better-auth: its own format and parameters (scrypt N=16384, r=16, p=1,
 * 64-byte key, `salt:key` in hex, NFKC-normalised input), so every stored hash keeps working.
 * We supply `verify` because better-auth's compares the derived keys as hex strings with `===`;
 * here they are compared with crypto.timingSafeEqual, like every other secret in the service.
 */
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

const COST = 16_384;
const BLOCK_SIZE = 16;
const KEY_BYTES = 64;

function deriveKey(password: string, salt: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(
      password.normalize('NFKC'),
      salt,
      KEY_BYTES,
      { N: COST, r: BLOCK_SIZE, p: 1, maxmem: 128 * COST * BLOCK_SIZE * 2 },
      (error, key) => (error ? reject(error) : resolve(key)),
    );
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16).toString('hex');
  return `${salt}:${(await deriveKey(password, salt)).toString('hex')}`;
}

export async function verifyPassword({
  hash,
  password,
}: {
  hash: string;
  password: string;
}): Promise<boolean> {
  const [salt, key] = hash.split(':');
  if (!salt || !key) throw new Error('Invalid password hash');
  const expected = Buffer.from(key, 'hex');
  const actual = await deriveKey(password, salt);
  // Lengths are public (always 64 bytes for our hashes); timingSafeEqual needs them equal.
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
