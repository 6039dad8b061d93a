/**
 * PostgreSQL out of connections under parallel admin reads (PostgreSQL mode). The service runs as
 * a child process, connected as a login role of its own; the test caps that role at two
 * connections (CONNECTION LIMIT: other test files on the same server keep theirs) and ends the
 * ones it holds, so every further connection is refused with 53300, as when max_connections or
 * a pool is exhausted. Parallel reads of every heavy admin endpoint then answer 200 or 503 with
 * the envelope; a CSV export arrives whole or fails visibly (503 before the first byte, an aborted
 * connection after it), never as a short file that ends cleanly; the process lives on, logs no
 * unhandled rejection, and serves everything again once connections are free.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  contactSubmissions,
  newsletterSubscribers,
  organizations,
  securityLogs,
  waitlistEntries,
} from '../../src/server/db/schema.ts';
import { createTestDatabase, type TestDatabase } from '../../src/server/testing/database.ts';
import { type ChildServer, startChildServer } from './support/child-server.ts';
import { faultTally } from './support/proxied-app.ts';

/** Rows per exported table: three keyset pages of 1000, so a later page can fail. */
const ROWS = 2_500;
const PARALLEL = 10;
const DASHBOARD_PARALLEL = 20;
const ADMIN = { email: 'exhaustion-admin@example.com', password: 'exhaustion-admin-password' };

const tally = faultTally('connection exhaustion');
const role = `fault_${randomBytes(5).toString('hex')}`;
let scratch: TestDatabase | undefined;
let superuser: pg.Client | undefined;
let server: ChildServer | undefined;
let token = '';
let adminId = '';

/** The exports, with a filter that keeps out what the test itself writes, and their row count. */
const EXPORTS: Record<string, number> = {
  '/api/admin/waitlist/export': ROWS,
  '/api/admin/contact-submissions/export': ROWS,
  '/api/admin/marketing/newsletter/export': ROWS,
  '/api/admin/security-logs/export?to=2020-12-31': ROWS,
};
const heavyReads = () => [
  '/api/admin/users',
  `/api/admin/users/${adminId}`,
  `/api/admin/users/${adminId}/audit-log`,
  '/api/admin/security-logs',
  '/api/admin/emails',
  '/api/admin/contact-submissions',
  '/api/admin/waitlist',
  '/api/admin/feedback',
  '/api/admin/changelog',
  '/api/admin/marketing/banners',
  '/api/admin/marketing/newsletter',
  '/api/admin/organizations',
  '/api/admin/organizations/org-exhaustion',
];

async function seed(db: TestDatabase['database']['db']) {
  const range = Array.from({ length: ROWS }, (_, index) => index);
  const long = new Date('2020-06-01T00:00:00Z');
  await db.insert(waitlistEntries).values(range.map((i) => ({ email: `w${i}@example.com`, name: `W ${i}` })));
  await db
    .insert(contactSubmissions)
    .values(range.map((i) => ({ fullName: `C ${i}`, email: `c${i}@example.com`, message: 'Hello' })));
  await db.insert(newsletterSubscribers).values(range.map((i) => ({ email: `n${i}@example.com` })));
  await db.insert(securityLogs).values(
    range.map((i) => ({
      timestamp: new Date(long.getTime() + i * 1000),
      eventType: 'login_failed',
      eventCategory: 'authentication',
      severity: 'medium',
      description: `seeded ${i}`,
      success: false,
    })),
  );
  await db.insert(organizations).values({ id: 'org-exhaustion', name: 'Exhausted', slug: 'exhausted' });
}

beforeAll(async () => {
  if (!process.env.TEST_DATABASE_URL) return;
  scratch = await createTestDatabase();
  await seed(scratch.database.db);
  const url = new URL(scratch.databaseUrl!);
  // A plain login role (a superuser ignores connection limits) that may do all the service does.
  // Roles belong to the server: they are capped from a connection outside the scratch database,
  // which is dropped (its connections ended) at the end.
  superuser = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await superuser.connect();
  await superuser.query(`create role ${role} login`);
  const grant = (statement: string) => scratch!.database.db.execute(sql.raw(statement));
  await grant(`grant all on database "${url.pathname.slice(1)}" to ${role}`);
  for (const schema of ['public', 'drizzle']) {
    await grant(`grant all on schema ${schema} to ${role}`);
    await grant(`grant all on all tables in schema ${schema} to ${role}`);
    await grant(`grant all on all sequences in schema ${schema} to ${role}`);
  }
  url.username = role;
  url.password = '';
  server = await startChildServer({
    DATABASE_URL: url.toString(),
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
  });
  const signIn = await fetch(`${server.url}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  const body = (await signIn.json()) as { data: { session: { token: string; user: { id: string } } } };
  token = body.data.session.token;
  adminId = body.data.session.user.id;
}, 120_000);

afterAll(async () => {
  tally.print();
  await server?.kill('SIGKILL');
  await scratch?.close();
  await superuser?.query(`drop role if exists ${role}`).catch(() => {});
  await superuser?.end();
});

interface Outcome {
  url: string;
  status: number;
  headers: Headers;
  body: string;
  /** The connection ended before the body did (the client can tell the file is incomplete). */
  aborted: boolean;
}

/** One GET as the admin; status 0 when nothing answered (the process is gone). */
async function get(url: string): Promise<Outcome> {
  const response = await fetch(`${server!.url}${url}`, {
    headers: { authorization: `Bearer ${token}` },
  }).catch(() => undefined);
  if (!response) return { url, status: 0, headers: new Headers(), body: '', aborted: true };
  const body = await response.text().then(
    (text) => ({ body: text, aborted: false }),
    () => ({ body: '', aborted: true }),
  );
  return { url, status: response.status, headers: response.headers, ...body };
}

/** The process is still serving, and logged no unhandled rejection or uncaught exception. */
function expectAlive() {
  const output = server!.output();
  expect(server!.process.exitCode, output).toBeNull();
  expect(server!.process.signalCode, output).toBeNull();
  expect(output).not.toMatch(/unhandled|uncaught/i);
}

/** Caps the service's role at `limit` connections (-1: none) and ends the ones beyond it now. */
async function capConnections(limit: number) {
  await superuser!.query(`alter role ${role} connection limit ${limit}`);
  if (limit >= 0)
    await superuser!.query(`select pg_terminate_backend(pid) from pg_stat_activity where usename = $1`, [
      role,
    ]);
}

const expectUnavailable = (outcome: Outcome) => {
  expect(outcome.status, `${outcome.url}: ${outcome.body}`).toBe(503);
  expect(outcome.headers.get('content-type'), outcome.url).toContain('application/json');
  expect(outcome.headers.get('content-disposition'), outcome.url).toBeNull();
  expect(JSON.parse(outcome.body), outcome.url).toEqual({
    success: false,
    error: 'Service Unavailable',
    code: 'service_unavailable',
  });
};

const csvRows = (body: string) => body.split('\n').filter(Boolean).length - 1;

describe.skipIf(!process.env.TEST_DATABASE_URL)('PostgreSQL out of connections', () => {
  it('answers parallel reads of every heavy admin endpoint with 200 or 503, and exports whole or visibly cut, while the process lives on', async () => {
    await capConnections(2);
    tally.add('connection caps');
    const urls = [
      ...Array.from(
        { length: DASHBOARD_PARALLEL },
        (_, i) => `/api/admin/dashboard?range=${i % 2 ? '12m' : '30d'}`,
      ),
      ...heavyReads().flatMap((url) => Array.from({ length: PARALLEL }, () => url)),
      ...Object.keys(EXPORTS).flatMap((url) => Array.from({ length: PARALLEL }, () => url)),
    ];
    const outcomes = await Promise.all(urls.map(get));
    expectAlive();

    const statuses = new Map<string, number>();
    for (const outcome of outcomes) {
      const kind = `${outcome.status}${outcome.aborted ? ' aborted' : ''}`;
      statuses.set(kind, (statuses.get(kind) ?? 0) + 1);
    }
    console.log(`[faults] connection exhaustion outcomes: ${JSON.stringify(Object.fromEntries(statuses))}`);
    for (const outcome of outcomes) {
      const expectedRows = EXPORTS[outcome.url];
      if (outcome.status === 503) {
        expectUnavailable(outcome);
        continue;
      }
      // A 500 is an error the handler did not know as the database's: the server's error lines say which.
      const errors = () =>
        server!
          .output()
          .split('\n')
          .filter((line) => line.includes('"level":50'))
          .slice(-5)
          .join('\n');
      expect(
        outcome.status,
        `${outcome.url}: ${outcome.body}\n${outcome.status === 500 ? errors() : ''}`,
      ).toBe(200);
      if (expectedRows === undefined) {
        expect(outcome.aborted, outcome.url).toBe(false);
        expect(JSON.parse(outcome.body), outcome.url).toMatchObject({ success: true });
      } else if (!outcome.aborted) {
        // A 200 that ended cleanly is the whole file.
        expect(csvRows(outcome.body), outcome.url).toBe(expectedRows);
      }
    }
    expect(statuses.get('503')).toBeGreaterThan(0);
    tally.add('requests refused a connection', statuses.get('503') ?? 0);
    tally.add('exports aborted mid-stream', statuses.get('200 aborted') ?? 0);

    expectAlive();
  }, 120_000);

  it('serves every one of them again once connections are free, without a restart', async () => {
    await capConnections(-1);
    const outcomes = await Promise.all(
      ['/api/admin/dashboard', ...heavyReads(), ...Object.keys(EXPORTS)].map(get),
    );
    for (const outcome of outcomes) {
      expect(outcome.status, `${outcome.url}: ${outcome.body}`).toBe(200);
      expect(outcome.aborted, outcome.url).toBe(false);
      const expectedRows = EXPORTS[outcome.url];
      if (expectedRows !== undefined) expect(csvRows(outcome.body), outcome.url).toBe(expectedRows);
    }
    expectAlive();
  }, 60_000);
});
