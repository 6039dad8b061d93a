/**
 * Scratch databases for the benchmarks: a temporary PGlite folder or a new database on a
 * PostgreSQL server, migrated and filled with the demo content plus generated published posts
 * (realistic 1–3 kB Markdown, rendered once like the service renders on save).
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { excerptOf, readingMinutesOf, renderMarkdown } from '../../src/server/content/markdown.ts';
import { openDatabase } from '../../src/server/db/client.ts';
import { createLocalStorage } from '../../src/server/features/uploads/storage.ts';
import { seedDemoContent } from '../../src/server/seed/seed.ts';
import { onCleanup } from './cleanup.ts';

export type DatabaseKind = 'pglite' | 'postgres';

export interface Scratch {
  kind: DatabaseKind;
  /** DATA_DIR of the service: the PGlite folder, and the uploads folder with PostgreSQL. */
  dataDir: string;
  databaseUrl: string | undefined;
  posts: number;
}

export const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const keep = process.env.BENCH_KEEP === '1';

export interface ScratchOptions {
  /**
   * The demo posts' featured images stored in the data folder, as `npm run seed` stores them, and
   * shared round robin by the generated posts: for the pages a visitor sees (the blog's cards).
   */
  featuredImages?: boolean;
}

/** Creates, migrates and fills a scratch database; it is removed at cleanup unless BENCH_KEEP=1. */
export async function prepareScratch(
  kind: DatabaseKind,
  posts: number,
  options: ScratchOptions = {},
): Promise<Scratch> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), `starter-bench-${kind}-`));
  onCleanup(() => (keep ? console.log(`kept ${dataDir}`) : rm(dataDir, { recursive: true, force: true })));
  let databaseUrl: string | undefined;
  if (kind === 'postgres') {
    const name = `starter_bench_${randomBytes(4).toString('hex')}`;
    await withServer((client) => client.query(`CREATE DATABASE "${name}"`));
    onCleanup(async () => {
      if (keep) console.log(`kept database ${name}`);
      else await withServer((client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
    });
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
  }
  const database = await openDatabase({ databaseUrl, dataDir });
  try {
    await database.migrate();
    // The service stores uploads in DATA_DIR/uploads (uploads/storage.ts) with local storage.
    const storage = options.featuredImages ? createLocalStorage(path.join(dataDir, 'uploads')) : undefined;
    const demo = await seedDemoContent(database.db, { storage });
    await insertPosts(database.db, posts - demo.posts);
    if (options.featuredImages) await shareFeaturedImages(database.db);
  } finally {
    await database.close();
  }
  return { kind, dataDir, databaseUrl, posts };
}

async function withServer<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

type Db = Awaited<ReturnType<typeof openDatabase>>['db'];
const TEMPLATES = 32;

async function insertPosts(db: Db, count: number): Promise<void> {
  await db.execute(sql`insert into "user" (id, name, email, email_verified, role)
    select 'bench-author-' || g, 'Author ' || g, 'author' || g || '@bench.example', true, 'user'
    from generate_series(1, 5) g`);
  await db.execute(sql`insert into blog_category (name, slug)
    select 'Topic ' || g, 'topic-' || g from generate_series(1, 6) g`);
  await db.execute(sql`insert into blog_tag (name, slug)
    select 'Label ' || g, 'label-' || g from generate_series(1, 12) g`);
  // A few dozen distinct articles, rendered once, then repeated under different titles and slugs.
  await db.execute(sql`create table bench_template (i int primary key, title text, content text,
    content_html text, excerpt text, minutes int)`);
  const random = mulberry32(42);
  for (let i = 0; i < TEMPLATES; i++) {
    const article = generateArticle(random);
    await db.execute(sql`insert into bench_template values (${i}, ${article.title}, ${article.content},
      ${renderMarkdown(article.content)}, ${excerptOf(article.content)}, ${readingMinutesOf(article.content)})`);
  }
  // In batches: a statement stays well under the service's query timeout on a busy machine.
  for (let from = 1; from <= count; from += 1000) {
    const to = Math.min(count, from + 999);
    await db.execute(sql`insert into blog_post (title, slug, excerpt, content, content_html, published,
        published_at, author_id, view_count, like_count, reading_time_minutes, created_at, updated_at)
      select t.title || ' (part ' || g || ')', 'bench-post-' || g, t.excerpt, t.content, t.content_html, true,
        now() - (g || ' minutes')::interval, 'bench-author-' || (1 + g % 5), (g::bigint * 7919) % 5000,
        (g::bigint * 104729) % 300, t.minutes, now() - (g || ' minutes')::interval, now() - (g || ' minutes')::interval
      from generate_series(${from}::int, ${to}::int) g join bench_template t on t.i = g % ${TEMPLATES}::int`);
  }
  await db.execute(sql`drop table bench_template`);
  await db.execute(sql`insert into blog_post_category (post_id, category_id)
    select p.id, c.id from blog_post p join blog_category c on c.slug = 'topic-' || (1 + p.id % 6)
    where p.slug like 'bench-post-%'`);
  await db.execute(sql`insert into blog_post_tag (post_id, tag_id)
    select p.id, t.id from blog_post p join blog_tag t
      on t.slug in ('label-' || (1 + p.id % 12), 'label-' || (1 + (p.id * 5 + 3) % 12))
    where p.slug like 'bench-post-%'`);
  await db.execute(sql`vacuum analyze`);
}

/** Gives each generated post one of the demo posts' images, in turn. */
async function shareFeaturedImages(db: Db): Promise<void> {
  await db.execute(sql`with images as (
      select featured_image, row_number() over (order by id) - 1 as i, count(*) over () as n
      from blog_post where featured_image is not null and slug not like 'bench-post-%')
    update blog_post p set featured_image = images.featured_image from images
    where p.slug like 'bench-post-%' and images.i = p.id % images.n`);
}

const WORDS = `the a service request database index query cache latency throughput session token user
  admin plan billing invoice customer webhook queue retry backoff deploy release feature migration
  schema column table row page list search ranking markdown editor preview upload image storage
  bucket region proxy header cookie origin policy limit window counter redis postgres fastify react
  router component state hook render build bundle chunk module import export test suite coverage`
  .split(/\s+/)
  .filter(Boolean);

function generateArticle(random: () => number): { title: string; content: string } {
  const pick = () => WORDS[Math.floor(random() * WORDS.length)]!;
  const sentence = (length: number) => {
    const words = Array.from({ length }, pick);
    return `${words.join(' ').replace(/^./, (first) => first.toUpperCase())}.`;
  };
  const paragraph = () =>
    Array.from({ length: 3 + Math.floor(random() * 3) }, () => sentence(8 + Math.floor(random() * 10))).join(
      ' ',
    );
  const title = `How we ${pick()} the ${pick()} ${pick()}`.replace(/^./, (first) => first.toUpperCase());
  const parts = [paragraph(), `## Why the ${pick()} matters`, paragraph(), paragraph()];
  parts.push(`- **${pick()}**: ${sentence(6)}\n- **${pick()}**: ${sentence(7)}\n- [${pick()} docs](/blog)`);
  if (random() < 0.5)
    parts.push(`\`\`\`ts\nconst ${pick()} = await db.select().from(${pick()}).limit(10);\n\`\`\``);
  const target = 1000 + Math.floor(random() * 2000);
  while (parts.join('\n\n').length < target) parts.push(random() < 0.3 ? `### ${sentence(4)}` : paragraph());
  return { title, content: parts.join('\n\n') };
}

/** A small seeded PRNG, so every run writes the same articles. */
function mulberry32(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let value = Math.imul(state ^ (state >>> 15), 1 | state);
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value;
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
  };
}
