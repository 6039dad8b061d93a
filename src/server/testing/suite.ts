/**
 * A test file's shared app and users, declared once at the top of the file:
 *
 *   const t = sharedTestApp();
 *   const admin = sharedUser(t, { role: 'admin' });
 *
 * The app is created in the file's first `beforeAll` and closed in its `afterAll`; the users are
 * created in the `beforeAll`s that follow, in order. Until then the handles are empty: read them
 * inside hooks and tests only.
 */
import { afterAll, beforeAll } from 'vitest';
import type { BuildAppOptions } from '../app.ts';
import { createTestApp, type TestApp, type TestUser } from './app.ts';

export function sharedTestApp(env: Record<string, string> = {}, options: BuildAppOptions = {}): TestApp {
  let current: TestApp | undefined;
  beforeAll(async () => {
    current = await createTestApp(env, options);
  });
  afterAll(async () => {
    await current?.close();
  });
  // Every member is read from the app of the moment (its methods are closures, not `this`-bound).
  return new Proxy({} as TestApp, {
    get(_, key) {
      if (!current) throw new Error('The test app exists inside hooks and tests only');
      return Reflect.get(current, key);
    },
  });
}

/** A user signed up and signed in before the file's tests (an admin with `role: 'admin'`). */
export function sharedUser(t: TestApp, input?: Parameters<TestApp['createUser']>[0]): TestUser {
  const user = {} as TestUser;
  beforeAll(async () => {
    Object.assign(user, await t.createUser(input));
  });
  return user;
}
