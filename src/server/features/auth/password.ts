/**
 * Password hashing for better-auth, scrypt through a bounded queue (hashing-queue.ts).
 *
 * New hashes: `$scrypt$n=32768,r=8,p=3$<salt hex>$<key hex>`, OWASP's scrypt row "N=2^15, r=8,
 * p=3" (Password Storage Cheat Sheet): 32 MiB per hash like before, three times the work of the
 * former parameters. Hashes in better-auth's own format (`salt:key` in hex, N=16384, r=16, p=1)
 * still verify, so every stored password keeps working. Input is NFKC-normalised like better-auth's.
 * We supply `verify` because better-auth's compares the derived keys as hex strings with `===`;
 * here they are compared with crypto.timingSafeEqual, like every other secret in the service.
 */
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { createHashingQueue } from './hashing-queue.ts';

interface ScryptParameters {
  N: number;
  r: number;
  p: number;
}

/** better-auth's parameters, for the hashes it (or we, before) stored as `salt:key`. */
const LEGACY: ScryptParameters = { N: 16_384, r: 16, p: 1 };
export const CURRENT: ScryptParameters = { N: 32_768, r: 8, p: 3 };
const KEY_BYTES = 64;
const PREFIX = '$scrypt$';

/** Every hash and verification of the process goes through this one queue. */
export const passwordHashing = createHashingQueue();

function deriveKey(password: string, salt: string, { N, r, p }: ScryptParameters): Promise<Buffer> {
  return passwordHashing.run(
    () =>
      new Promise((resolve, reject) => {
        // scrypt needs 128·N·r bytes (the lanes of p run one after another).
        scrypt(
          password.normalize('NFKC'),
          salt,
          KEY_BYTES,
          { N, r, p, maxmem: 2 * 128 * N * r },
          (error, key) => (error ? reject(error) : resolve(key)),
        );
      }),
  );
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16).toString('hex');
  const key = await deriveKey(password, salt, CURRENT);
  return `${PREFIX}n=${CURRENT.N},r=${CURRENT.r},p=${CURRENT.p}$${salt}$${key.toString('hex')}`;
}

function parseHash(hash: string): { salt: string; key: string; parameters: ScryptParameters } {
  if (!hash.startsWith(PREFIX)) {
    const [salt, key] = hash.split(':');
    if (!salt || !key) throw new Error('Invalid password hash');
    return { salt, key, parameters: LEGACY };
  }
  const [settings = '', salt, key] = hash.slice(PREFIX.length).split('$');
  const match = /^n=(\d+),r=(\d+),p=(\d+)$/.exec(settings);
  if (!match || !salt || !key) throw new Error('Invalid password hash');
  return { salt, key, parameters: { N: Number(match[1]), r: Number(match[2]), p: Number(match[3]) } };
}

export async function verifyPassword({
  hash,
  password,
}: {
  hash: string;
  password: string;
}): Promise<boolean> {
  const { salt, key, parameters } = parseHash(hash);
  const expected = Buffer.from(key, 'hex');
  const actual = await deriveKey(password, salt, parameters);
  // Lengths are public (always 64 bytes for our hashes); timingSafeEqual needs them equal.
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
