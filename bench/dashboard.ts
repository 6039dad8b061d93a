/**
 * Measures GET /api/admin/dashboard's service at scale: 100,000 users, 100,000 posts (with views
 * per day and likes), 10,000 subscriptions and 1,000,000 security-log rows, on the PostgreSQL
 * server of BENCH_DATABASE_URL (a scratch database is created and dropped).
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/dashboard.ts
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '../src/server/db/client.ts';
import { createDashboardService } from '../src/server/features/dashboard/service.ts';
import { DASHBOARD_RANGES as RANGES } from '../src/shared/dashboard-ranges.ts';

const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
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
  await db.execute(sql`insert into "user" (id, name, email, email_verified, role, created_at, updated_at)
    select 'u' || g, 'User ' || g, 'user' || g || '@example.com', true, 'user',
      now() - ((g * 5) || ' minutes')::interval, now() from generate_series(1, 100000) g`);
  await db.execute(sql`insert into blog_post (title, slug, excerpt, content, content_html, published, published_at, author_id, created_at)
    select 'Post ' || g, 'post-' || g, '', 'x', '<p>x</p>', g % 10 <> 0, now() - ((g * 5) || ' minutes')::interval,
      'u' || (1 + g % 100), now() - ((g * 5) || ' minutes')::interval from generate_series(1, 100000) g`);
  await db.execute(sql`insert into blog_post_view_daily (post_id, day, views)
    select 1 + (g % 100000), (now() - ((g % 400) || ' days')::interval)::date, 1 + g % 20
    from generate_series(1, 200000) g on conflict do nothing`);
  await db.execute(sql`insert into blog_like (post_id, user_id, created_at)
    select 1 + (g % 100000), 'u' || (1 + (g * 7) % 100000), now() - ((g * 3) || ' minutes')::interval
    from generate_series(1, 100000) g on conflict do nothing`);
  await db.execute(sql`insert into subscription (id, user_id, plan_id, status, billing_cycle, created_at, canceled_at, provider_updated_at)
    select 'sub_' || g, 'u' || g, 2 + g % 2, case when g % 5 = 0 then 'canceled' else 'active' end,
      case when g % 3 = 0 then 'yearly' else 'monthly' end, now() - ((g * 40) || ' minutes')::interval,
      case when g % 5 = 0 then now() - ((g * 10) || ' minutes')::interval end, now()
    from generate_series(1, 10000) g`);
  await db.execute(sql`insert into contact_submission (full_name, email, message, created_at)
    select 'C ' || g, 'c' || g || '@example.com', 'm', now() - ((g * 30) || ' minutes')::interval from generate_series(1, 20000) g`);
  await db.execute(sql`insert into waitlist_entry (email, name, created_at)
    select 'w' || g || '@example.com', 'W', now() - ((g * 30) || ' minutes')::interval from generate_series(1, 20000) g`);
  await db.execute(sql`insert into security_log (timestamp, user_id, event_type, event_category, severity, description, success, metadata)
    select now() - (g || ' seconds')::interval, 'u' || (1 + g % 100000),
      (array['user_login','login_failed','user_logout','permission_denied','admin_access'])[1 + g % 5],
      'authentication', 'low', 'event ' || g, g % 5 <> 1, '{}'::jsonb
    from generate_series(1, 1000000) g`);
  await db.execute(sql`vacuum analyze`);
  console.log(`seeded in ${Math.round(performance.now() - started)} ms`);

  const dashboard = createDashboardService({ db });
  console.log('| range | median ms | max ms |\n|---|---|---|');
  for (const range of RANGES) {
    const times: number[] = [];
    for (let index = 0; index < 9; index++) {
      started = performance.now();
      await dashboard.get(range);
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    console.log(`| ${range} | ${times[4]!.toFixed(1)} | ${times[8]!.toFixed(1)} |`);
  }
} finally {
  await database.close();
  if (process.env.BENCH_KEEP) console.log(`kept database ${name}`);
  else await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await admin.end();
}
