/**
 * docs/benchmarks.md: the benchmark's part (everything before "## Soak") is rewritten by
 * `npm run bench`, the "## Soak" section by `npm run soak`; Biome then lays out the tables.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fixed, type Results, type Target, tables, targetTable } from './report.ts';
import { ROOT } from './server.ts';

export const DOC = path.join(ROOT, 'docs/benchmarks.md');
const SOAK_HEADING = '\n## Soak\n';

/** Lets Biome lay out the tables, so `npm run lint` accepts the page as written. */
function formatDoc(): void {
  try {
    execFileSync(path.join(ROOT, 'node_modules/.bin/biome'), ['format', '--write', DOC], {
      cwd: ROOT,
      stdio: 'ignore',
    });
  } catch {
    console.warn('could not format docs/benchmarks.md with Biome');
  }
}

/** Replaces everything before "## Soak" (the soak section is the soak script's). */
export function writeBenchmarkDoc(results: Results, targets: Target[]): void {
  const existing = existsSync(DOC) ? readFileSync(DOC, 'utf8') : '';
  const at = existing.indexOf(SOAK_HEADING);
  const soak = at === -1 ? `${SOAK_HEADING}\nNot recorded yet: run \`npm run soak\`.\n` : existing.slice(at);
  writeFileSync(DOC, `${benchmarkDoc(results, targets).trimEnd()}\n${soak}`);
  formatDoc();
  mkdirSync(path.join(ROOT, 'test-results'), { recursive: true });
  writeFileSync(
    path.join(ROOT, 'test-results/bench-latest.json'),
    `${JSON.stringify({ ...results, targets }, null, 2)}\n`,
  );
}

/** Replaces the "## Soak" section (the last one) of docs/benchmarks.md. */
export function writeSoakSection(markdown: string): void {
  const existing = existsSync(DOC) ? readFileSync(DOC, 'utf8') : '# Benchmarks\n';
  const at = existing.indexOf(SOAK_HEADING);
  writeFileSync(
    DOC,
    `${(at === -1 ? existing : existing.slice(0, at)).trimEnd()}\n${SOAK_HEADING}\n${markdown.trim()}\n`,
  );
  formatDoc();
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
| \`SOAK_SECONDS\`, \`SOAK_RATE\`, \`SOAK_DATABASE\` | \`300\`, \`1000\`, \`postgres\` | The soak test's length, total request rate and database |

The raw figures of the last run are in \`test-results/bench-latest.json\`.

## Results

Errors are connection errors and timeouts plus non-2xx answers. Peak RSS is the service's resident
memory, sampled every 200 ms during the measured run. "× ceiling" and "× naive floor" divide the
scenario's requests per second by the baselines'.

${tables(results)}

## Targets

${targetTable(targets)}

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
- **Sign-in** is slow on purpose: the password hash (scrypt, N=16384, r=16) is built to cost CPU
  and memory. Every connection waits for the hashes queued before its own, so on a busy machine
  ${settings.connections} concurrent sign-ins can outlast autocannon's 10 s timeout: then the row shows 0 req/s
  and one error (timeout) per connection.
- **PGlite** runs PostgreSQL compiled to WebAssembly inside the service's process: its start-up
  includes compiling that WebAssembly (seconds on a busy machine, whatever the data), and the
  service's RSS includes the database's memory.
- **GET /api/blog/{slug}** counts a view once per visitor and post per 30 minutes: the benchmark's
  one client counts each post once, then every request checks that it has already been counted.
- The Redis variant is the blog list with the rate-limit counters in Redis instead of in the
  process (\`REDIS_URL\`): the difference is what a shared limiter costs per request.
`;
}
