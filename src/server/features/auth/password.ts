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

export interface ScryptParameters {
  N: number;
  r: number;
  p: number;
}

/** better-auth's parameters, for the hashes it (or we, before) stored as `salt:key`. */
const LEGACY: ScryptParameters = { N: 16_384, r: 16, p: 1 };
/** OWASP's row: what every running service stores. */
export const OWASP: ScryptParameters = { N: 32_768, r: 8, p: 3 };
/**
 * The test suites' cost (NODE_ENV=test: Vitest sets it, and the browser tests' servers run with
 * it): the same code, format and queue at 1/96 of the work. The suites hash some thousands of
 * passwords; at OWASP's cost (about a quarter of a second of a core each) that was a large part
 * of their CPU time on a two-core CI machine. Verification reads the parameters from each hash,
 * so nothing else differs. password-queue.test.ts checks that every other NODE_ENV gets OWASP's.
 */
export const TEST_SUITE: ScryptParameters = { N: 1_024, r: 8, p: 1 };

/** The parameters of new hashes for a service running with this NODE_ENV. */
export const hashCostFor = (env: 'development' | 'production' | 'test'): ScryptParameters =>
  env === 'test' ? TEST_SUITE : OWASP;
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

export async function hashPassword(password: string, parameters: ScryptParameters = OWASP): Promise<string> {
  const salt = randomBytes(16).toString('hex');
  const key = await deriveKey(password, salt, parameters);
  const { N, r, p } = parameters;
  return `${PREFIX}n=${N},r=${r},p=${p}$${salt}$${key.toString('hex')}`;
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
