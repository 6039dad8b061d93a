import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, json, type TestApp } from '../../testing/app.ts';
import { passwordHashOf } from '../account-security/credentials.ts';
import { hashCostFor, hashPassword, OWASP, passwordHashing, TEST_SUITE, verifyPassword } from './password.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('password hashing', () => {
  it("hashes with OWASP's scrypt parameters and still verifies better-auth's former format", async () => {
    const hash = await hashPassword('a long enough password');
    expect(hash).toMatch(/^\$scrypt\$n=32768,r=8,p=3\$[0-9a-f]{32}\$[0-9a-f]{128}$/);
    // OWASP: N=2^15, r=8, p=3 (or stronger); at least the former 32 MiB per hash.
    expect(OWASP.N * OWASP.r * OWASP.p).toBeGreaterThanOrEqual(2 ** 15 * 8 * 3);
    expect(128 * OWASP.N * OWASP.r).toBeGreaterThanOrEqual(128 * 16_384 * 16);
    expect(await verifyPassword({ hash, password: 'a long enough password' })).toBe(true);
    expect(await verifyPassword({ hash, password: 'a long enough passwore' })).toBe(false);
    await expect(verifyPassword({ hash: '$scrypt$n=1$x', password: 'x' })).rejects.toThrow();
  });

  it("gives a development or production service OWASP's cost, and only a test run the cheap one", () => {
    expect(hashCostFor('production')).toBe(OWASP);
    expect(hashCostFor('development')).toBe(OWASP);
    expect(hashCostFor('test')).toBe(TEST_SUITE);
  });

  it('stores what the sign-up of a test run hashed in the same format, and signs in with it', async () => {
    const user = await t.createUser();
    expect(await passwordHashOf(t.deps.database.db, user.id)).toMatch(
      /^\$scrypt\$n=1024,r=8,p=1\$[0-9a-f]{32}\$[0-9a-f]{128}$/,
    );
    const signedIn = await t.call('POST', '/api/auth/sign-in', {
      payload: { email: user.email, password: user.password },
    });
    expect(signedIn.statusCode).toBe(200);
  });

  it('answers a sign-in with 503 at once when the hashing queue is full, and signs in again after', async () => {
    const user = await t.createUser();
    // Fill every running slot and every waiting place with hashes that finish when told to.
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const holders: Promise<unknown>[] = [];
    while (true) {
      const before = passwordHashing.running + passwordHashing.waiting;
      const holder = passwordHashing.run(() => held).catch(() => undefined);
      if (passwordHashing.running + passwordHashing.waiting === before) break;
      holders.push(holder);
    }
    const library = vi.spyOn(t.deps.auth.api, 'signInEmail');
    try {
      const started = performance.now();
      const refused = await t.call('POST', '/api/auth/sign-in', {
        payload: { email: user.email, password: user.password },
      });
      expect(refused.statusCode).toBe(503);
      expect(json(refused)).toEqual({
        success: false,
        error: expect.stringContaining('Too many sign-ins'),
        code: 'too_many_sign_ins',
      });
      expect(refused.headers['retry-after']).toBe('1');
      expect(performance.now() - started).toBeLessThan(2_000);
      // Refused before any other work: the auth library (and its account lookups) never ran.
      expect(library).not.toHaveBeenCalled();
      // Bad input still gets its own answer.
      const malformed = await t.call('POST', '/api/auth/sign-in', { payload: { email: 'nope' } });
      expect(malformed.statusCode).toBe(400);
      for (const path of ['/api/auth/sign-up', '/api/auth/reset-password']) {
        const body =
          path === '/api/auth/sign-up'
            ? {
                name: 'Queued',
                email: `queued-${Date.now()}@example.com`,
                password: 'a long enough password',
              }
            : { token: 'x'.repeat(32), password: 'a long enough password' };
        expect((await t.call('POST', path, { payload: body })).statusCode, path).toBe(503);
      }
    } finally {
      library.mockRestore();
      release();
      await Promise.all(holders);
    }
    const signedIn = await t.call('POST', '/api/auth/sign-in', {
      payload: { email: user.email, password: user.password },
    });
    expect(signedIn.statusCode).toBe(200);
  });
});
