/**
 * `npm run bench:webhooks`: a burst of events fanned out to five webhook endpoints, on the real
 * service and PostgreSQL (BENCH_DATABASES picks pglite and/or postgres). BENCH_WEBHOOK_EVENTS
 * events (10,000) are made as the product makes them (POST /api/projects, each a
 * `project.created`), to five local receivers that verify every signature. Measured: deliveries
 * per second from the first event to the last delivery, and the time from an event's creation to
 * its delivery (p50, p99). Every delivery must arrive (at least once): a missing one fails the run.
 * Writes its table into docs/benchmarks.md's "## Webhook deliveries" section.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { getJson, signInAdmin } from './lib/accounts.ts';
import { runWithCleanup } from './lib/cleanup.ts';
import { writeWebhooksSection } from './lib/doc.ts';
import { type DatabaseKind, prepareScratch } from './lib/seed.ts';
import { startService } from './lib/server.ts';

const EVENTS = Number(process.env.BENCH_WEBHOOK_EVENTS ?? 10_000);
const ENDPOINTS = 5;
/** Concurrent creates: enough to make the events a burst. */
const WRITERS = 50;
const databases = (process.env.BENCH_DATABASES ?? 'postgres')
  .split(',')
  .map((name) => name.trim()) as DatabaseKind[];

const step = (message: string) => console.log(`[bench:webhooks] ${message}`);

interface Receiver {
  url: string;
  server: Server;
  secret: string;
  /** Event id → first delivery time, and the event's creation time it carried. */
  received: Map<string, { at: number; createdAt: number }>;
  duplicates: number;
  badSignatures: number;
}

async function startReceiver(): Promise<Receiver> {
  const receiver: Receiver = {
    url: '',
    server: createServer(),
    secret: '',
    received: new Map(),
    duplicates: 0,
    badSignatures: 0,
  };
  receiver.server.on('request', (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const at = Date.now();
      const body = Buffer.concat(chunks).toString();
      try {
        const event = new Webhook(receiver.secret).verify(
          body,
          request.headers as Record<string, string>,
        ) as {
          id: string;
          createdAt: string;
        };
        if (receiver.received.has(event.id)) receiver.duplicates += 1;
        else receiver.received.set(event.id, { at, createdAt: Date.parse(event.createdAt) });
        response.writeHead(204).end();
      } catch {
        receiver.badSignatures += 1;
        response.writeHead(400).end();
      }
    });
  });
  await new Promise<void>((resolve) => receiver.server.listen(0, '127.0.0.1', resolve));
  receiver.url = `http://127.0.0.1:${(receiver.server.address() as AddressInfo).port}/hook`;
  return receiver;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

async function runOn(kind: DatabaseKind): Promise<string> {
  const scratch = await prepareScratch(kind, 0);
  const service = await startService({
    dataDir: scratch.dataDir,
    databaseUrl: scratch.databaseUrl,
    // Local receivers on 127.0.0.1 over plain HTTP: allowed for this run only.
    env: { WEBHOOK_ALLOW_PRIVATE_URLS: 'true', NODE_ENV: 'development', LOG_LEVEL: 'warn' },
    // BENCH_PROFILE=1: a CPU profile of the service, in test-results/profiles/webhooks.
    ...(process.env.BENCH_PROFILE === '1'
      ? { nodeArgs: ['--cpu-prof', '--cpu-prof-dir=test-results/profiles/webhooks'] }
      : {}),
  });
  try {
    const admin = await signInAdmin(service.url);
    const me = await getJson<{ user: { id: string } }>(service.url, '/api/me', { token: admin.token });
    await getJson(service.url, `/api/admin/users/${me.user.id}/entitlements`, {
      method: 'PUT',
      token: admin.token,
      body: JSON.stringify({ flags: { webhooks: true }, limits: { projects: null } }),
    });
    const receivers = await Promise.all(Array.from({ length: ENDPOINTS }, startReceiver));
    for (const receiver of receivers) {
      const created = await getJson<{ secret: string }>(service.url, '/api/webhooks/endpoints', {
        method: 'POST',
        token: admin.token,
        body: JSON.stringify({ url: receiver.url, events: ['project.created'] }),
      });
      receiver.secret = created.secret;
    }

    step(`${kind}: ${EVENTS} events to ${ENDPOINTS} endpoints`);
    const started = Date.now();
    let next = 0;
    const writer = async () => {
      while (next < EVENTS) {
        const index = next++;
        await getJson(service.url, '/api/projects', {
          method: 'POST',
          token: admin.token,
          body: JSON.stringify({ name: `Burst ${index}` }),
        });
      }
    };
    await Promise.all(Array.from({ length: WRITERS }, writer));
    const emittedMs = Date.now() - started;
    const expected = EVENTS * ENDPOINTS;
    const deadline = Date.now() + 10 * 60_000;
    const delivered = () => receivers.reduce((sum, receiver) => sum + receiver.received.size, 0);
    while (delivered() < expected && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 200));
    const count = delivered();
    const last = Math.max(
      ...receivers.flatMap((receiver) => [...receiver.received.values()].map((r) => r.at)),
    );
    const latencies = receivers
      .flatMap((receiver) => [...receiver.received.values()].map((r) => r.at - r.createdAt))
      .sort((a, b) => a - b);
    const duplicates = receivers.reduce((sum, receiver) => sum + receiver.duplicates, 0);
    const bad = receivers.reduce((sum, receiver) => sum + receiver.badSignatures, 0);
    for (const receiver of receivers) receiver.server.close();
    if (count < expected)
      throw new Error(`${kind}: ${expected - count} of ${expected} deliveries never arrived`);
    if (bad > 0) throw new Error(`${kind}: ${bad} deliveries with a bad signature`);
    const seconds = (last - started) / 1000;
    step(`${kind}: ${count} deliveries in ${seconds.toFixed(1)} s`);
    return `| ${kind === 'postgres' ? 'PostgreSQL' : 'PGlite'} | ${EVENTS.toLocaleString('en')} × ${ENDPOINTS} | ${(
      emittedMs / 1000
    ).toFixed(
      1,
    )} s | ${seconds.toFixed(1)} s | ${Math.round(count / seconds).toLocaleString('en')} | ${percentile(
      latencies,
      50,
    )} ms | ${percentile(latencies, 99)} ms | ${count.toLocaleString('en')} of ${expected.toLocaleString('en')}, ${duplicates} twice |`;
  } finally {
    await service.stop();
  }
}

async function main(): Promise<number> {
  const rows: string[] = [];
  for (const kind of databases) rows.push(await runOn(kind));
  const table = [
    `Measured ${new Date().toISOString().slice(0, 10)} on this machine (2 cores; service, database, receivers and load on it), \`npm run bench:webhooks\`, JOB_CONCURRENCY at its default (10).`,
    '',
    '| Database | Events × endpoints | Events made in | Last delivery after | Deliveries/s | Event → delivery p50 | p99 | Delivered |',
    '|---|---|---:|---:|---:|---:|---:|---|',
    ...rows,
  ].join('\n');
  console.log(`\n${table}\n`);
  writeWebhooksSection(table);
  return 0;
}

await runWithCleanup(main);
