/**
 * Every admin route of a feature called by those who may not: anonymously, then as a signed-in
 * user. The test asserts on each answer (403 for both: the guard hides an admin route's existence
 * from a visitor as well).
 */
import type { LightMyRequestResponse } from 'fastify';
import type { HttpMethod, TestApp } from './app.ts';

export async function* nonAdminCalls(
  t: TestApp,
  routes: ReadonlyArray<readonly [HttpMethod, string]>,
  payloadOf: (method: HttpMethod) => object | undefined = () => undefined,
): AsyncGenerator<{ method: HttpMethod; url: string; response: LightMyRequestResponse }> {
  const user = await t.createUser();
  for (const [method, url] of routes) {
    for (const as of [null, user]) {
      yield { method, url, response: await t.call(method, url, { as, payload: payloadOf(method) }) };
    }
  }
}
