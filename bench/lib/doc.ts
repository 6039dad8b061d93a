/**
 * docs/benchmarks.md: each script rewrites its own region of it (doc-sections.ts): `npm run bench`
 * the lead part (everything before the other regions), `npm run bench:pages` the "## Public pages
 * (Lighthouse)" section, `npm run soak` the "## Soak" section (Biome does not format Markdown here).
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { comparison, readBefore } from './compare.ts';
import {
  PAGES_HEADING,
  type Region,
  replaceRegion,
  SOAK_HEADING,
  splitRegions,
  WEBHOOKS_HEADING,
} from './doc-sections.ts';
import { fixed, type Results, type Target, tables, targetTable } from './report.ts';
import { ROOT } from './server.ts';

export const DOC = path.join(ROOT, 'docs/benchmarks.md');

const readDoc = (fallback = '') => (existsSync(DOC) ? readFileSync(DOC, 'utf8') : fallback);

function writeRegion(region: Region, markdown: string): void {
  writeFileSync(DOC, replaceRegion(readDoc('# Benchmarks\n'), region, markdown));
}

/** Replaces the benchmark's part (the page's lead); the other scripts' sections stay as they are. */
export function writeBenchmarkDoc(results: Results, targets: Target[]): void {
  let doc = replaceRegion(readDoc(), 'lead', benchmarkDoc(results, targets));
  // As before: a page the soak never ran on says so.
  if (!splitRegions(doc).has(SOAK_HEADING))
    doc = replaceRegion(doc, SOAK_HEADING, `${SOAK_HEADING}\n\nNot recorded yet: run \`npm run soak\`.`);
  writeFileSync(DOC, doc);
  mkdirSync(path.join(ROOT, 'test-results'), { recursive: true });
  writeFileSync(
    path.join(ROOT, 'test-results/bench-latest.json'),
    `${JSON.stringify({ ...results, targets }, null, 2)}\n`,
  );
}

/** Replaces the "## Soak" section of docs/benchmarks.md (`markdown` without its heading). */
export function writeSoakSection(markdown: string): void {
  writeRegion(SOAK_HEADING, `${SOAK_HEADING}\n\n${markdown.trim()}`);
}

/** Replaces the "## Webhook deliveries" section (`markdown` without its heading). */
export function writeWebhooksSection(markdown: string): void {
  writeRegion(WEBHOOKS_HEADING, `${WEBHOOKS_HEADING}\n\n${markdown.trim()}`);
}

/** Replaces the "## Public pages (Lighthouse)" section (`markdown` without its heading). */
export function writePagesSection(markdown: string): void {
  writeRegion(PAGES_HEADING, `${PAGES_HEADING}\n\n${markdown.trim()}`);
}

function beforeAndAfter(results: Results): string {
  const before = readBefore();
  return before ? `\n## Before and after\n\n${comparison(before, results)}\n` : '';
}

function benchmarkDoc(results: Results, targets: Target[]): string {
  const { machine, settings } = results;
  return `# Benchmarks

Measured by \`npm run bench\` (\`bench/run.ts\`) on ${results.date}, commit \`${results.commit}\`.
The figures below come from a machine shared with other work at the time: treat them as an order of
magnitude, and rerun on a quiet machine before comparing two commits.

## Machine

${machine.cores} × ${machine.cpu}, ${machine.memoryGb} GB of memory, Node.js ${machine.node}; load average
${fixed(machine.loadAverage, 1)} (1 minute) when the run started. The service ran as
\`${settings.serverCommand}\` with \`NODE_ENV=production\`, \`LOG_LEVEL=warn\` and the rate limits raised to 10⁹.
Each scenario: ${settings.duration} s at ${settings.connections} connections after a 2 s warm-up, on ${settings.posts.toLocaleString('en-US')} published posts.

## How to run

\`\`\`sh
npm run bench                                   # pglite and postgres, 10 s × 50 connections each
BENCH_DATABASES=pglite npm run bench            # one database
BENCH_DURATION=2 BENCH_CONNECTIONS=20 npm run bench   # a quick check
npm run soak                                    # 5 minutes of mixed traffic at 1,000 req/s
\`\`\`

| Variable | Default | What |
| --- | --- | --- |
| \`BENCH_DATABASES\` | \`pglite,postgres\` | Databases to run on, in order |
| \`BENCH_DATABASE_URL\` | \`postgres://postgres@127.0.0.1:5432/postgres\` | Server on which a scratch database is created and dropped (the role needs \`CREATEDB\`) |
| \`BENCH_REDIS_URL\` | \`redis://127.0.0.1:6379\` | Redis of the rate-limiter variant |
| \`BENCH_DURATION\`, \`BENCH_CONNECTIONS\` | \`10\`, \`50\` | Seconds and connections per scenario |
| \`BENCH_POSTS\` | \`10000\` | Published posts in the scratch database |
| \`BENCH_KEEP\` | — | \`1\` keeps the scratch database and data folders |
| \`BENCH_SERVER\` | \`dist\` when \`dist/server/main.js\` exists, else \`src\` | Run the build (\`node dist/server/main.js\`) or the sources (\`node --import tsx src/server/main.ts\`) |
| \`BENCH_REPORT_ONLY\` | — | \`1\` rewrites this page from \`test-results/bench-latest.json\` without measuring |
| \`BENCH_WEB_DIST\` | — | Serve this web build instead of building one into \`test-results/bench-web\` |
| \`BENCH_BEFORE\` | — | An earlier run's JSON: adds "Before and after" (scenarios and targets side by side) |
| \`SOAK_SECONDS\`, \`SOAK_RATE\`, \`SOAK_DATABASE\` | \`300\`, \`1000\`, \`postgres\` | The soak test's length, total request rate and database |

The raw figures of the last run are in \`test-results/bench-latest.json\`.

## Results

Errors are connection errors and timeouts plus non-2xx answers. Peak RSS is the service's resident
memory, sampled every 200 ms during the measured run. "× ceiling" and "× naive floor" divide the
scenario's requests per second by the baselines'.

${tables(results)}

## Targets

${targetTable(targets)}
${beforeAndAfter(results)}
## How to read this

- **The ceiling** is a plain \`node:http\` server answering every request with the exact JSON body of
  \`GET /api/blog?limit=10\` from memory: no routing, validation, session lookup, rate limit, security
  headers or database. Nothing the service does can be faster on this machine, so "× ceiling" is the
  share of the machine's raw HTTP capacity the service keeps.
- **The naive floor** is what the straightforward implementation gets: for every request, the ten
  newest published posts (every column the API exposes) and a \`count(*)\` of the published ones, on a
  \`pg\` Pool of 10, as JSON. It only runs on PostgreSQL.
- **The load generator shares the machine's cores** with the service (and with PostgreSQL and Redis):
  on ${machine.cores} cores, autocannon's own event loop takes one of them at high request rates, so the
  ceiling measures autocannon as much as node:http, and every figure is lower than on a machine
  where the load comes from elsewhere. Ratios to the ceiling are the figures that travel best.
- **Sign-in** is slow on purpose: the password hash (scrypt, N=32768, r=8, p=3, OWASP's row; 32 MiB
  each) is built to cost CPU and memory. At most one hash per core runs; the others wait in order
  while their expected wait stays under 5 s, and past that the sign-in answers 503 at once
  (\`src/server/features/auth/hashing-queue.ts\`). While the queue is full, sign-in, sign-up and password
  reset answer that 503 before any other work (after validating the body), so a burst costs a refusal
  each. So under ${settings.connections} concurrent sign-ins that retry at once the row shows few 2xx answers
  and thousands of 503s per second (counted as errors), and no timeouts.
- **Signed-in requests** (\`GET /api/me\`, the like, the admin lists) pay the session lookup: the
  signature of the cookie or bearer token is checked in the process (HMAC-SHA256) and the session
  is read with its user in one query by the token's unique index, on every request (nothing is
  cached, so a revocation holds on the very next request on every instance).
- **PGlite** runs PostgreSQL compiled to WebAssembly inside the service's process: its start-up
  includes compiling that WebAssembly (seconds on a busy machine, whatever the data), and the
  service's RSS includes the database's memory.
- **GET /api/blog/{slug}** counts a view once per visitor and post per 30 minutes: the benchmark's
  one client counts each post once, then every request checks that it has already been counted.
- The Redis variant is the blog list with the rate-limit counters in Redis instead of in the
  process (\`REDIS_URL\`): the difference is what a shared limiter costs per request.


## What the profile showed (issue #22)

\`npx tsx bench/profile.ts\` runs the service with \`node --cpu-prof\` under \`GET /api/me\` (bearer, 50
connections, 10 s, PostgreSQL) and prints the self time by package and function. On 2026-11-24, on
the shared 2-core machine (load average 15 to 24 from other work, so compare shares, not rates):

| Share of the busy CPU time | before (\`4fc56c2\`, better-auth's \`getSession\`) | lean lookup (\`6356d02\`) | + prepared subscription read |
| --- | ---: | ---: | ---: |
| better-auth, better-call, @better-auth/core (endpoint context, hooks, \`Headers\`, output filtering) | 11.2 % | 0 % | 0 % |
| WebCrypto (the HMAC key imported and the signature verified through the async crypto job queue, per call) | 11.2 % + 0.9 % | 0.9 % (\`createHmac\`) | 1.2 % |
| drizzle-orm (building and mapping queries: better-auth's adapter, then the subscription read) | 13.4 % | 22.7 % | 2.3 % |
| garbage collection | 13.2 % | 7.9 % | 5.5 % |
| \`writev\` (socket writes: the response and the database round trips) | 16.2 % | 26.4 % | 48.0 % |
| GET /api/me in that run | 445 req/s | 1,379 req/s | — |

Before, the session lookup was library machinery, not the database: an endpoint context per call,
a key import and an async WebCrypto verification of the signature, and an adapter that builds and
maps its queries with drizzle. After it, what is left is mostly the system calls of two database
round trips and the response.

The same profile under the other signed-in scenarios (\`PROFILE_PATH\`, \`PROFILE_METHOD\`,
\`PROFILE_AS=admin\`) showed the same shape: the time goes to \`writev\` on the database socket (29 % of
the busy time for \`GET /api/admin/users\`, 30 % for the like) and to building and planning queries,
so the remedies were fewer round trips and statements planned once:

- **Admin user list**: four queries (the page, a \`count(*)\`, the subscriptions, after the session)
  became one: each row's current subscription is a column (\`currentSubscriptionColumn\`, JSON from a
  correlated subquery, shared by every user read) and the total a window count. Planning that query
  cost more than running it, so the unfiltered list (the page an admin opens) is a prepared statement
  per order: 1,800 → 3,400 req/s measured alone.
- **Like**: the toggle held the post's row lock across four round trips (lock, insert, delete,
  update, then commit), and fifty toggles of one post queue on that lock. It is now one prepared
  statement (data-modifying CTEs; the counter moves by exactly what the insert or delete did, so
  racing toggles never drift it), prepared, and committed asynchronously (\`synchronous_commit = off\`
  for that statement: a like is low-value data, and the lock is freed without waiting for the WAL
  flush). Measured alone on one hot post: 330 → 1,400 (one statement) → 2,100 (prepared) → 2,600 req/s
  (asynchronous commit). Queueing a post's toggles in the process measured slower (900).
- **GET /api/me**: the subscription and the memberships were first read by one prepared statement
  after the session lookup (two round trips per request, three before); now the route asks the
  guard for them (\`config.sessionColumns\`), and they come in the session lookup's own statement:
  one round trip. The profile of \`GET /api/me\` put 29 % of the busy time in \`writev\` (one per
  database round trip and one per response), so a round trip less is CPU the service gets back:
  in an A/B run (PostgreSQL, 2,000 posts, two rounds each, alternating) 3,850 → 4,500–4,640 req/s.
- **Memory under a sign-in burst**: not the hashes (two at once, 32 MiB each, given back after each
  one: four connections signing in without pause peak at 233 MB). A heap snapshot taken at 340 MB of RSS held about 60 MB of live objects: the rest was
  garbage V8 had not collected, because with no heap limit on a 24 GB machine it lets the heap grow
  before collecting. \`npm start\` now caps the old generation at 256 MB and each half of the young
  generation at 8 MB: the burst alone peaked at 420–440 MB without the flags, about 260 MB with the
  first, about 240 MB with both, with the same throughput. Then what a deployment does not use was
  left unloaded: the Stripe SDK without Stripe, PGlite on PostgreSQL, and better-auth's Kysely
  builder (\`better-auth/minimal\`). Idle RSS after a few requests went from 154 to 140 MB, and the
  burst in the full run from 252 to 232 MB. Source maps (\`--enable-source-maps\`) cost another
  12–14 MB at idle; they stay, because a production stack trace should name the TypeScript line.
- **Throughput varies with the machine more than the ratios suggest**: in an A/B run of the
  same scenarios (PostgreSQL, 2,000 posts, two rounds each, alternating), the code before and after
  the lazy loading served \`GET /api/me\` at 3,550–3,900 req/s and the blog list at 6,400–7,200
  either way, while the previous session's run on the same kind of machine measured 4,400 and 9,100
  against a ceiling of 15,700 (about 15,100–15,200 on the day of these runs). The ceiling, a bare Node server, is bounded by
  the load generator sharing the two cores; the service, which does more per request, lost more.
- **PGlite**: PostgreSQL's default 128 MB of shared buffers live inside the WebAssembly memory, which
  never shrinks; 32 MB serves the benchmark at the same rates for about 90 MB less.
`;
}
