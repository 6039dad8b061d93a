/**
 * Every error envelope carries a machine `code` beside its English `error` (docs/decisions.md, "Envelope and errors"): the
 * default of its status for each family of refusal (the services', validation, the framework's,
 * the router's, the rate limit's, a lost unique race, a server failure), documented in the
 * OpenAPI error schema and listed, each with its meaning, in docs/api.md.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { API_ERROR_CODES } from '../../shared/api-error-codes.ts';
import { json, uniqueEmail } from '../testing/app.ts';
import { sharedTestApp, sharedUser } from '../testing/suite.ts';

const t = sharedTestApp({ RATE_LIMIT_CONTACT_MAX: '1' });
const user = sharedUser(t);

describe('the machine code of each family of refusal', () => {
  it('names a missing session: unauthorized', async () => {
    const response = await t.call('GET', '/api/me');
    expect(response.statusCode).toBe(401);
    expect(json(response)).toEqual({ error: 'Unauthorized', success: false, code: 'unauthorized' });
  });

  it("names a caller who may not: forbidden (the admin area's refusal)", async () => {
    const response = await t.call('GET', '/api/admin/users', { as: user });
    expect(response.statusCode).toBe(403);
    expect(json(response)).toEqual({ error: 'Forbidden', success: false, code: 'forbidden' });
  });

  it('names an unknown route and a missing row: not_found', async () => {
    const route = await t.call('GET', '/api/nope');
    expect(json(route)).toEqual({ error: 'Not Found', success: false, code: 'not_found' });
    const file = await t.call('GET', '/api/fileupload/AAAAAAAAAAAAAAAAAAAAAA');
    expect(file.statusCode).toBe(404);
    expect(json(file)).toMatchObject({ success: false, code: 'not_found' });
  });

  it('names a body that fails its schema validation_failed, with the details', async () => {
    const response = await t.call('POST', '/api/auth/sign-up', {
      payload: { email: 'not-an-address', password: 'x', name: '' },
    });
    expect(response.statusCode).toBe(400);
    expect(json(response)).toMatchObject({
      success: false,
      code: 'validation_failed',
      details: expect.arrayContaining([expect.objectContaining({ path: 'email' })]),
    });
  });

  it('names malformed JSON malformed_json, and a framework refusal by its status', async () => {
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(json(malformed)).toEqual({ error: 'Malformed JSON body', success: false, code: 'malformed_json' });
    const tooLong = await t.app.inject({ method: 'GET', url: `/api/blog/${'a'.repeat(300)}` });
    expect(tooLong.statusCode).toBe(414);
    expect(json(tooLong)).toEqual({ error: 'URI Too Long', success: false, code: 'uri_too_long' });
  });

  it('names a refusal of the rate limit rate_limited', async () => {
    const call = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: {},
        remoteAddress: '203.0.113.29',
      });
    await call();
    const limited = await call();
    expect(limited.statusCode).toBe(429);
    expect(json(limited)).toMatchObject({ success: false, code: 'rate_limited' });
  });

  it('names a service refusal by its status when the service names nothing more specific', async () => {
    const response = await t.call('DELETE', '/api/me/passkeys/no-such-passkey', { as: user });
    expect(response.statusCode).toBe(404);
    expect(json(response)).toEqual({ error: 'Passkey not found', success: false, code: 'not_found' });
  });

  it('names a specific refusal by its own code (an e-mail address already taken)', async () => {
    const email = uniqueEmail('taken');
    const payload = { email, password: 'a-long-password-1', name: 'Taken' };
    expect((await t.call('POST', '/api/auth/sign-up', { payload })).statusCode).toBe(201);
    const again = await t.call('POST', '/api/auth/sign-up', { payload });
    expect(again.statusCode).toBe(409);
    expect(json(again)).toEqual({
      error: 'An account with this e-mail already exists',
      success: false,
      code: 'email_taken',
    });
  });
});

describe('the documentation of the codes', () => {
  it('documents `code` in the OpenAPI error schema, with every code', async () => {
    const document = json<{
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    }>(await t.call('GET', '/api/docs/json'));
    const refusal = JSON.stringify(document.paths['/api/me/']?.get?.responses['401']);
    expect(refusal).toContain('"code"');
    for (const code of Object.keys(API_ERROR_CODES)) expect(refusal).toContain(`"${code}"`);
  });

  it('lists every code in docs/api.md', () => {
    const docs = readFileSync(new URL('../../../docs/api.md', import.meta.url), 'utf8');
    const missing = Object.keys(API_ERROR_CODES).filter((code) => !docs.includes(`| \`${code}\``));
    expect(missing).toEqual([]);
  });
});
