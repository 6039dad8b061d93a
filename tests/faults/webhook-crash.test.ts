/**
 * kill -9 with webhook deliveries pending loses none. The real service runs as a child process
 * (a PGlite data folder, or a scratch PostgreSQL database when TEST_DATABASE_URL is set). Events
 * are made (project.created) for an endpoint whose receiver holds every request without answering,
 * so deliveries are in flight and more wait in the job table; SIGKILL lands. Started again on the
 * same data with the receiver answering, the service delivers every event at least once: the
 * jobs it held come back when their lease ends, the others were never taken.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ChildData, prepareChildData } from './support/child-data.ts';
import { type ChildServer, startChildServer } from './support/child-server.ts';
import { faultTally } from './support/proxied-app.ts';

const EVENTS = 30;
const ADMIN = { email: 'crash-admin@example.com', password: 'crash admin password 1' };

const tally = faultTally('webhook crash');
let data: ChildData;
const servers: ChildServer[] = [];

/** The receiver: holds each request (phase `hold`) or answers 204 (phase `answer`). */
const receiver = {
  phase: 'hold' as 'hold' | 'answer',
  held: [] as ServerResponse[],
  /** Event ids answered 204. */
  delivered: new Set<string>(),
  server: createServer((request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (receiver.phase === 'hold') {
        receiver.held.push(response);
        return;
      }
      const event = JSON.parse(Buffer.concat(chunks).toString()) as { id: string };
      receiver.delivered.add(event.id);
      response.writeHead(204).end();
    });
  }),
  url: '',
};

beforeAll(async () => {
  data = await prepareChildData('starter-webhook-crash-');
  await new Promise<void>((resolve) => receiver.server.listen(0, '127.0.0.1', resolve));
  receiver.url = `http://127.0.0.1:${(receiver.server.address() as AddressInfo).port}/hook`;
});
afterAll(async () => {
  tally.print();
  for (const server of servers) await server.kill('SIGKILL');
  receiver.server.closeAllConnections();
  receiver.server.close();
  await data?.remove();
});

async function api<T>(url: string, path: string, token: string | null, method = 'GET', body?: object) {
  const response = await fetch(`${url}${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const parsed = (await response.json()) as { data: T; error?: string };
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${parsed.error}`);
  return parsed.data;
}

const waitFor = async (check: () => boolean, timeoutMs: number, what: string) => {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

describe('a crash with webhook deliveries pending', () => {
  it('loses none: SIGKILL mid-delivery, restart on the same data, every event delivered', async () => {
    const env = {
      ...data.env,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      WEBHOOK_ALLOW_PRIVATE_URLS: 'true',
      // A held job comes back 2 s after the crash; the receiver's silence is retried at once.
      JOB_LEASE_MS: '2000',
      WEBHOOK_RETRY_BASE_MS: '1',
    };
    const first = await startChildServer(env);
    servers.push(first);
    const { session } = await api<{ session: { token: string } }>(
      first.url,
      '/api/auth/sign-in',
      null,
      'POST',
      ADMIN,
    );
    const token = session.token;
    const me = await api<{ user: { id: string } }>(first.url, '/api/me', token);
    await api(first.url, `/api/admin/users/${me.user.id}/entitlements`, token, 'PUT', {
      flags: { webhooks: true },
      limits: { projects: null },
    });
    await api(first.url, '/api/webhooks/endpoints', token, 'POST', {
      url: receiver.url,
      events: ['project.created'],
    });
    for (let index = 0; index < EVENTS; index++)
      await api(first.url, '/api/projects', token, 'POST', { name: `Crash ${index}` });

    // Deliveries in flight (held by the receiver), the rest waiting in the job table.
    await waitFor(() => receiver.held.length >= 5, 30_000, 'deliveries in flight');
    const inFlight = receiver.held.length;
    await first.kill('SIGKILL');
    tally.add('SIGKILL with webhook deliveries in flight');
    for (const response of receiver.held) response.destroy();
    receiver.phase = 'answer';

    const second = await startChildServer(env);
    servers.push(second);
    await waitFor(() => receiver.delivered.size >= EVENTS, 60_000, `${EVENTS} events delivered`);
    console.log(
      `[faults] webhook crash (${data.label}): ${inFlight} deliveries in flight at SIGKILL, ` +
        `${receiver.delivered.size} of ${EVENTS} events delivered after the restart`,
    );
    expect(receiver.delivered.size).toBe(EVENTS);
    expect(second.output()).not.toMatch(/"level":(50|60)/);
    expect(await second.kill('SIGTERM')).toBe(0);
  }, 240_000);
});
