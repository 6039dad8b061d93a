/**
 * Measures the admin lists at scale: 100,000 users and 1,000,000 security-log rows on the
 * PostgreSQL server of BENCH_DATABASE_URL (a scratch database is created and dropped).
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/admin-lists.ts
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { createAdminActionRunner } from '../src/server/core/admin-action.ts';
import { createSecurityLog } from '../src/server/core/security-log.ts';
import { openDatabase } from '../src/server/db/client.ts';
import { userDetails } from '../src/server/features/admin-users/details.ts';
import { listUsers } from '../src/server/features/admin-users/list.ts';
import { createSecurityLogService } from '../src/server/features/security-logs/service.ts';

const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const USERS = Number(process.env.BENCH_USERS ?? 100_000);
// BENCH_KEEP=1 leaves the scratch database in place for EXPLAIN sessions.
const LOGS = Number(process.env.BENCH_LOGS ?? 1_000_000);
const name = `starter_bench_${randomBytes(4).toString('hex')}`;

const admin = new pg.Client({ connectionString: serverUrl });
await admin.connect();
await admin.query(`CREATE DATABASE "${name}"`);
const url = new URL(serverUrl);
url.pathname = `/${name}`;
const database = await openDatabase({ databaseUrl: url.toString() });

try {
  await database.migrate();
  const db = database.db;
  let started = performance.now();
  await db.execute(sql`
    insert into "user" (id, name, email, email_verified, role, banned, ban_reason, created_at, updated_at)
    select 'u' || g, 'User ' || g || ' ' || md5(g::text), 'user' || g || '@example.com', g % 3 = 0,
           case when g % 1000 = 0 then 'admin' else 'user' end, g % 97 = 0, case when g % 97 = 0 then 'spam' end,
           now() - (g || ' minutes')::interval, now()
    from generate_series(1, ${USERS}) g`);
  await db.execute(sql`
    insert into security_log (timestamp, user_id, event_type, event_category, severity, description, success, metadata)
    select now() - (g || ' seconds')::interval, 'u' || (1 + g % ${USERS}),
           (array['user_login','login_failed','user_logout','permission_denied','user_banned'])[1 + g % 5],
           (array['authentication','authentication','authentication','authorization','authorization'])[1 + g % 5],
           (array['low','medium','low','medium','high'])[1 + g % 5],
           'event ' || g, g % 5 <> 1, '{}'::jsonb
    from generate_series(1, ${LOGS}) g`);
  // As autovacuum would have done on a live table (sets the visibility map for index-only scans).
  await db.execute(sql`vacuum analyze`);
  console.log(`seeded ${USERS} users and ${LOGS} log rows in ${Math.round(performance.now() - started)} ms`);

  const securityLogs = createSecurityLogService({ db });
  const userDeps = { db, runAdminAction: createAdminActionRunner(db, createSecurityLog(db)), securityLogs };
  const users = {
    list: (query: Parameters<typeof listUsers>[1]) => listUsers(userDeps, query),
    details: (id: string) => userDetails(userDeps, id),
  };
  const cases: Array<[string, () => Promise<unknown>]> = [
    ['users: first page', () => users.list({ page: 1, limit: 20, order: 'desc' })],
    ['users: page 200', () => users.list({ page: 200, limit: 20, order: 'desc' })],
    ['users: search "user4242"', () => users.list({ page: 1, limit: 20, order: 'desc', search: 'user4242' })],
    ['users: search name "42 4"', () => users.list({ page: 1, limit: 20, order: 'desc', search: '42 4' })],
    ['users: role=admin', () => users.list({ page: 1, limit: 20, order: 'desc', role: 'admin' })],
    ['users: status=banned', () => users.list({ page: 1, limit: 20, order: 'desc', status: 'banned' })],
    ['users: details', () => users.details('u4242')],
    ['logs: first page', () => securityLogs.list({ page: 1, limit: 20 })],
    [
      'logs: eventType=user_banned',
      () => securityLogs.list({ page: 1, limit: 20, eventType: 'user_banned' }),
    ],
    ['logs: severity=high', () => securityLogs.list({ page: 1, limit: 20, severity: 'high' })],
    ['logs: success=false', () => securityLogs.list({ page: 1, limit: 20, success: false })],
    ['logs: userId', () => securityLogs.list({ page: 1, limit: 20, userId: 'u4242' })],
    [
      'logs: last 24h',
      () => securityLogs.list({ page: 1, limit: 20, from: new Date(Date.now() - 86_400_000) }),
    ],
    ['logs: audit trail', () => securityLogs.auditTrail('u4242', { page: 1, limit: 20 })],
  ];
  console.log('| query | median ms | max ms |\n|---|---|---|');
  for (const [label, run] of cases) {
    const times: number[] = [];
    for (let index = 0; index < 7; index++) {
      started = performance.now();
      await run();
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    console.log(`| ${label} | ${times[3]!.toFixed(1)} | ${times[6]!.toFixed(1)} |`);
  }
} finally {
  await database.close();
  if (process.env.BENCH_KEEP) console.log(`kept database ${name}`);
  else await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await admin.end();
}
