/** The payment provider's check: the local provider always answers; Stripe's key must be accepted, asked once a minute at most. */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentsProbe } from './payments-probe.ts';

let server: Server;
let apiUrl = '';
const calls: { path: string | undefined; authorization: string | undefined }[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    calls.push({ path: request.url, authorization: request.headers.authorization });
    const accepted = request.headers.authorization === 'Bearer sk_test_good';
    response.writeHead(accepted ? 200 : 401, { 'content-type': 'application/json' });
    response.end(accepted ? '{"object":"balance"}' : '{"error":{"type":"invalid_request_error"}}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

describe('the payments probe', () => {
  it('is the local provider without a Stripe key, and always answers', async () => {
    const probe = paymentsProbe({ secretKey: undefined, apiUrl: undefined });
    expect(probe.kind).toBe('local');
    await expect(probe.probe()).resolves.toBeUndefined();
  });

  it('asks Stripe for the balance with the key, and keeps the answer for a minute', async () => {
    calls.length = 0;
    const probe = paymentsProbe({ secretKey: 'sk_test_good', apiUrl });
    expect(probe.kind).toBe('stripe');
    await probe.probe();
    await probe.probe();
    expect(calls).toEqual([{ path: '/v1/balance', authorization: 'Bearer sk_test_good' }]);
  });

  it('is down when Stripe refuses the key or does not answer', async () => {
    await expect(paymentsProbe({ secretKey: 'sk_test_revoked', apiUrl }).probe()).rejects.toThrow();
    await expect(
      paymentsProbe({ secretKey: 'sk_test_good', apiUrl: 'http://127.0.0.1:1' }).probe(),
    ).rejects.toThrow();
  });
});
