/**
 * `npm run bench`: the real service under load on each database of BENCH_DATABASES, compared with
 * a ceiling (the same JSON from memory) and a naive floor (the straightforward SQL), plus start-up
 * time, memory and the blog page's JavaScript. Prints the tables and the targets, and writes
 * docs/benchmarks.md and test-results/bench-latest.json. See docs/benchmarks.md for the variables.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Redis } from 'ioredis';
import { createApiKey, createVerifiedUser, getJson, signInAdmin, signInCookie } from './lib/accounts.ts';
import { startCeiling, startNaive } from './lib/baselines.ts';
import { runWithCleanup } from './lib/cleanup.ts';
import { writeBenchmarkDoc } from './lib/doc.ts';
import { type Measurement, measure, type Scenario, settings } from './lib/load.ts';
import { CHROMIUM, javascriptWeight } from './lib/page-weight.ts';
import {
  ADMIN_USERS,
  BLOG_LIST,
  BLOG_POST,
  type DatabaseRun,
  evaluateTargets,
  LIKE_POST,
  ME_BEARER,
  ME_COOKIE,
  machineInfo,
  PROJECTS_BEARER,
  PROJECTS_KEY,
  type Results,
  SIGN_IN,
  tables,
  targetTable,
  USAGE_EVENT,
} from './lib/report.ts';
import { type DatabaseKind, prepareScratch, type Scratch } from './lib/seed.ts';
import { ROOT, type Service, serverCommand, startService } from './lib/server.ts';
import { ensureWebBuild } from './lib/web-build.ts';

const databases = (process.env.BENCH_DATABASES ?? 'pglite,postgres')
  .split(',')
  .map((name) => name.trim())
  .filter(Boolean) as DatabaseKind[];
const redisUrl = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const POSTS = Number(process.env.BENCH_POSTS ?? 10_000);

const step = (message: string) => console.log(`[bench] ${message}`);

async function scenarios(service: Service): Promise<Scenario[]> {
  const admin = await signInAdmin(service.url);
  const reader = await createVerifiedUser(service.url, admin.token, 'reader');
  const signer = await createVerifiedUser(service.url, admin.token, 'signer');
  const slugs = Array.from({ length: 100 }, (_, index) => `bench-post-${1 + ((index * 97) % (POSTS - 20))}`);
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const cookie = await signInCookie(service.url, reader.email, reader.password);
  const liked = await getJson<{ post: { id: number } }>(service.url, `/api/blog/${slugs[0]}`);
  const developer = await createVerifiedUser(service.url, admin.token, 'developer');
  const apiKey = await createApiKey(service.url, admin.token, developer, ['usage:write', 'projects:read']);
  for (let index = 0; index < 10; index++)
    await getJson(service.url, '/api/projects', {
      method: 'POST',
      token: developer.token,
      body: JSON.stringify({ name: `Bench project ${index}` }),
    });
  let usageEvents = 0;
  return [
    { name: BLOG_LIST, requests: [{ path: '/api/blog?limit=10' }] },
    { name: BLOG_POST, requests: slugs.map((slug) => ({ path: `/api/blog/${slug}` })) },
    { name: ME_BEARER, requests: [{ path: '/api/me', headers: bearer(reader.token) }] },
    { name: ME_COOKIE, requests: [{ path: '/api/me', headers: { cookie } }] },
    {
      // An authenticated write: every request toggles the reader's like (insert, then delete).
      name: LIKE_POST,
      requests: [{ method: 'POST', path: `/api/blog/${liked.post.id}/like`, headers: bearer(reader.token) }],
    },
    {
      // Every request a new event (its own idempotency key): the insert path, not the repeat.
      name: USAGE_EVENT,
      requests: [
        {
          method: 'POST',
          path: '/api/usage',
          headers: { ...bearer(apiKey), 'content-type': 'application/json' },
          setupRequest: (request) => ({
            ...request,
            body: JSON.stringify({
              meter: 'bench_events',
              quantity: 1,
              idempotencyKey: `bench-${usageEvents++}`,
            }),
          }),
        },
      ],
    },
    { name: PROJECTS_KEY, requests: [{ path: '/api/projects', headers: bearer(apiKey) }] },
    { name: PROJECTS_BEARER, requests: [{ path: '/api/projects', headers: bearer(developer.token) }] },
    {
      name: ADMIN_USERS,
      requests: [{ path: '/api/admin/users?page=1', headers: bearer(admin.token) }],
    },
    {
      name: 'GET /api/admin/dashboard (admin)',
      requests: [{ path: '/api/admin/dashboard', headers: bearer(admin.token) }],
    },
    {
      name: SIGN_IN,
      requests: [
        {
          method: 'POST',
          path: '/api/auth/sign-in',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: signer.email, password: signer.password }),
        },
      ],
    },
  ];
}

async function runDatabase(scratch: Scratch, webDistDir: string, results: Results): Promise<Buffer> {
  const options = { dataDir: scratch.dataDir, databaseUrl: scratch.databaseUrl, webDistDir };
  step(`${scratch.kind}: first start`);
  const first = await startService(options);
  await first.stop();
  const service = await startService(options);
  step(`${scratch.kind}: second start in ${Math.round(service.startupMs)} ms`);
  const run: DatabaseRun = {
    kind: scratch.kind,
    firstStartMs: first.startupMs,
    startupMs: service.startupMs,
    scenarios: [],
  };
  results.databases.push(run);
  // Before the load: the page's own API calls must not wait behind a scenario's leftovers.
  if (results.databases.length === 1) await measurePage(service.url, results);
  for (const scenario of await scenarios(service)) {
    step(`${scratch.kind}: ${scenario.name}`);
    run.scenarios.push(await measure(service.url, scenario, service.pid));
  }
  const response = await fetch(`${service.url}/api/blog?limit=10`);
  if (response.status !== 200) throw new Error(`GET /api/blog?limit=10 answered ${response.status}`);
  const body = Buffer.from(await response.arrayBuffer());
  await service.stop();
  return body;
}

async function measurePage(url: string, results: Results): Promise<void> {
  step('blog page JavaScript');
  try {
    results.pageWeight = await javascriptWeight(`${url}/blog`);
    if (!results.pageWeight) results.notes.push(`Blog page JavaScript not measured: ${CHROMIUM} is missing.`);
  } catch (error) {
    results.notes.push(`Blog page JavaScript not measured: ${(error as Error).message.split('\n')[0]}`);
  }
}

async function redisAnswers(url: string): Promise<boolean> {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  redis.on('error', () => {});
  try {
    await redis.connect();
    return (await redis.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    redis.disconnect();
  }
}

async function withRedis(scratch: Scratch, webDistDir: string): Promise<Measurement> {
  step('postgres + Redis rate limiter: GET /api/blog?limit=10');
  const service = await startService({
    dataDir: scratch.dataDir,
    databaseUrl: scratch.databaseUrl,
    webDistDir,
    redisUrl,
  });
  try {
    const measurement = await measure(
      service.url,
      { name: BLOG_LIST, requests: [{ path: '/api/blog?limit=10' }] },
      service.pid,
    );
    return { ...measurement, name: `${BLOG_LIST}, limiter in Redis (postgres)` };
  } finally {
    await service.stop();
  }
}

/** Prints and writes the report of given results (BENCH_REPORT_ONLY re-renders the last run's). */
function report(results: Results): number {
  const targets = evaluateTargets(results);
  console.log(`\n${tables(results)}\n\n${targetTable(targets)}\n`);
  writeBenchmarkDoc(results, targets);
  step('wrote docs/benchmarks.md and test-results/bench-latest.json');
  return 0;
}

async function main(): Promise<number> {
  if (process.env.BENCH_REPORT_ONLY === '1') {
    return report(JSON.parse(readFileSync(path.join(ROOT, 'test-results/bench-latest.json'), 'utf8')));
  }
  const results: Results = {
    ...machineInfo(),
    settings: {
      duration: settings.duration,
      connections: settings.connections,
      posts: POSTS,
      serverCommand: serverCommand().label,
    },
    databases: [],
    redis: undefined,
    ceiling: undefined,
    naive: undefined,
    notes: [],
    pageWeight: undefined,
  };
  const webDistDir = ensureWebBuild();
  let ceilingBody: Buffer | undefined;
  for (const kind of databases) {
    step(`${kind}: seeding ${POSTS} posts`);
    const scratch = await prepareScratch(kind, POSTS);
    const body = await runDatabase(scratch, webDistDir, results);
    if (!ceilingBody || kind === 'postgres') ceilingBody = body;
    if (kind !== 'postgres') continue;
    if (await redisAnswers(redisUrl)) results.redis = await withRedis(scratch, webDistDir);
    else results.notes.push(`Redis variant skipped: nothing answers at ${redisUrl}.`);
    step('naive floor');
    const naive = await startNaive(scratch.databaseUrl!);
    results.naive = {
      ...(await measure(
        naive.url,
        { name: 'Naive floor (SQL per request)', requests: [{ path: '/' }] },
        naive.pid,
      )),
    };
    await naive.stop();
  }
  if (!databases.includes('postgres'))
    results.notes.push('Naive floor skipped: postgres is not in BENCH_DATABASES.');
  if (ceilingBody) {
    step('ceiling');
    results.notes.push(
      `The ceiling's body (GET /api/blog?limit=10 as the service answered it): ${ceilingBody.length.toLocaleString('en-US')} bytes.`,
    );
    const ceiling = await startCeiling(ceilingBody);
    results.ceiling = await measure(
      ceiling.url,
      { name: 'Ceiling (same JSON from memory)', requests: [{ path: '/' }] },
      ceiling.pid,
    );
    await ceiling.stop();
  }
  return report(results);
}

await runWithCleanup(main);
