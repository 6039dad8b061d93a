/**
 * Measures the blog at scale: 100,000 posts (90 % published, 5 % scheduled, 5 % drafts) with
 * categories, tags, views and likes, on the PostgreSQL server of BENCH_DATABASE_URL (a scratch
 * database is created and dropped).
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/blog-list.ts
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { createAdminActionRunner } from '../src/server/core/admin-action.ts';
import { createSecurityLog } from '../src/server/core/security-log.ts';
import { openDatabase } from '../src/server/db/client.ts';
import { readArticle } from '../src/server/features/blog/articles.ts';
import { createBlogDeps } from '../src/server/features/blog/deps.ts';
import { listPosts, relatedPosts } from '../src/server/features/blog/posts.ts';
import { createViewCounter } from '../src/server/features/blog/views.ts';
import { createCacheBus } from '../src/server/http/cache-bus.ts';
import { createJobRunner } from '../src/server/jobs/runner.ts';
import type { PostListQuery } from '../src/shared/contracts/blog.ts';

const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const POSTS = Number(process.env.BENCH_POSTS ?? 100_000);
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
  await db.execute(sql`insert into "user" (id, name, email, email_verified, role)
    select 'a' || g, 'Author ' || g, 'author' || g || '@example.com', true, 'admin' from generate_series(1, 20) g`);
  await db.execute(sql`insert into blog_category (name, slug)
    select 'Category ' || g, 'category-' || g from generate_series(1, 20) g`);
  await db.execute(sql`insert into blog_tag (name, slug)
    select 'Tag ' || g, 'tag-' || g from generate_series(1, 200) g`);
  const words = [
    'postgres',
    'index',
    'billing',
    'stripe',
    'react',
    'fastify',
    'security',
    'markdown',
    'launch',
    'pricing',
  ];
  await db.execute(sql`insert into blog_post (title, slug, excerpt, content, content_html, published, published_at,
      author_id, view_count, like_count, reading_time_minutes, created_at)
    select 'Post ' || g || ' about ' || (${sql.raw(`array['${words.join("','")}']`)})[1 + g % 10],
      'post-' || g, 'Excerpt of post ' || g,
      repeat('Some words about ' || (${sql.raw(`array['${words.join("','")}']`)})[1 + (g * 7) % 10] || ' and more. ', 60),
      '<p>' || repeat('Some words and more. ', 60) || '</p>',
      g % 20 <> 0, case when g % 20 = 0 then null when g % 20 = 1 then now() + interval '10 days'
        else now() - (g || ' minutes')::interval end,
      'a' || (1 + g % 20), (g::bigint * 7919) % 5000, (g::bigint * 104729) % 300, 3, now() - (g || ' minutes')::interval
    from generate_series(1, ${POSTS}) g`);
  await db.execute(sql`insert into blog_post_category (post_id, category_id)
    select id, 1 + id % 20 from blog_post`);
  await db.execute(sql`insert into blog_post_tag (post_id, tag_id)
    select id, 1 + (id * 3) % 200 from blog_post union select id, 1 + (id * 11) % 200 from blog_post`);
  await db.execute(sql`vacuum analyze`);
  console.log(`seeded ${POSTS} posts in ${Math.round(performance.now() - started)} ms`);

  // No cache (a TTL of 0): every call measures the database. Views are counted in memory, as in
  // the service, and written once a second.
  const log = { warn: console.warn, info: () => {} } as unknown as FastifyBaseLogger;
  const views = createViewCounter({ db, log });
  const blog = createBlogDeps(
    {
      db,
      runAdminAction: createAdminActionRunner(db, createSecurityLog(db)),
      views,
      cacheBus: createCacheBus(undefined, log),
      // Never started: the bench lists posts and publishes none.
      jobs: createJobRunner({ db, log, pollMs: 1000, concurrency: 1, leaseMs: 60_000 }),
    },
    0,
  );
  const base: PostListQuery = { page: 1, limit: 10, order: 'desc' };
  const visitor = undefined;
  const adminViewer = { id: 'a1', isAdmin: true };
  const cases: Array<[string, () => Promise<unknown>]> = [
    ['public: page 1', () => listPosts(blog, base, visitor)],
    ['public: page 500', () => listPosts(blog, { ...base, page: 500 }, visitor)],
    ['public: category', () => listPosts(blog, { ...base, category: 'category-7' }, visitor)],
    ['public: tag', () => listPosts(blog, { ...base, tag: 'tag-42' }, visitor)],
    ['public: search "stripe"', () => listPosts(blog, { ...base, search: 'stripe' }, visitor)],
    [
      'public: search "stripe billing"',
      () => listPosts(blog, { ...base, search: 'stripe billing' }, visitor),
    ],
    ['public: sort views', () => listPosts(blog, { ...base, sort: 'views' }, visitor)],
    ['public: sort likes asc', () => listPosts(blog, { ...base, sort: 'likes', order: 'asc' }, visitor)],
    ['public: author', () => listPosts(blog, { ...base, author: 'a3' }, visitor)],
    ['admin: all statuses', () => listPosts(blog, base, adminViewer)],
    ['admin: drafts', () => listPosts(blog, { ...base, status: 'draft' }, adminViewer)],
    ['article by slug (view counted in memory)', () => readArticle(blog, 'post-4242', visitor, 'ip:bench')],
    ['related posts', () => relatedPosts(blog, 'post-4242', visitor)],
  ];
  console.log('| query | median ms | max ms |\n|---|---|---|');
  for (const [label, run] of cases) {
    const times: number[] = [];
    for (let index = 0; index < 9; index++) {
      started = performance.now();
      await run();
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    console.log(`| ${label} | ${times[4]!.toFixed(1)} | ${times[8]!.toFixed(1)} |`);
  }
  await views.close();
} finally {
  await database.close();
  if (process.env.BENCH_KEEP) console.log(`kept database ${name}`);
  else await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await admin.end();
}
