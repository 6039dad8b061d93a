/**
 * The benchmark's results: the machine they come from, the targets judged against them, and
 * the Markdown tables printed on stdout and written to docs/benchmarks.md (doc.ts).
 */
import { execFileSync } from 'node:child_process';
import os from 'node:os';
import type { Measurement } from './load.ts';
import type { PageWeight } from './page-weight.ts';
import { ROOT } from './server.ts';

export interface DatabaseRun {
  kind: string;
  firstStartMs: number;
  startupMs: number;
  scenarios: Measurement[];
}

export interface Results {
  date: string;
  commit: string;
  machine: { cpu: string; cores: number; memoryGb: number; node: string; loadAverage?: number };
  settings: { duration: number; connections: number; posts: number; serverCommand: string };
  databases: DatabaseRun[];
  redis: Measurement | undefined;
  ceiling: Measurement | undefined;
  naive: Measurement | undefined;
  notes: string[];
  pageWeight: PageWeight | undefined;
}

export interface Target {
  name: string;
  met: boolean | undefined;
  figure: string;
}

export const BLOG_LIST = 'GET /api/blog?limit=10';
export const BLOG_POST = 'GET /api/blog/{slug}';
export const ME_BEARER = 'GET /api/me (bearer)';
export const ME_COOKIE = 'GET /api/me (cookie)';
export const LIKE_POST = 'POST /api/blog/{id}/like (bearer)';
export const ADMIN_USERS = 'GET /api/admin/users?page=1 (admin)';
export const SIGN_IN = 'POST /api/auth/sign-in (burst)';
export const USAGE_EVENT = 'POST /api/usage (API key, a new event each)';
export const PROJECTS_KEY = 'GET /api/projects (API key)';
export const PROJECTS_BEARER = 'GET /api/projects (bearer session)';

export function machineInfo(): Pick<Results, 'date' | 'commit' | 'machine'> {
  let commit = 'unknown';
  try {
    commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).trim();
  } catch {
    // not a git checkout
  }
  const cpus = os.cpus();
  return {
    date: `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`,
    commit,
    machine: {
      cpu: cpus[0]?.model.trim() ?? 'unknown',
      cores: cpus.length,
      memoryGb: Math.round(os.totalmem() / 2 ** 30),
      node: process.version,
      loadAverage: os.loadavg()[0],
    },
  };
}

export const fixed = (value: number | undefined, digits = 0) =>
  value === undefined || Number.isNaN(value)
    ? '—'
    : value.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
const ratio = (value: number, base: Measurement | undefined, digits: number) =>
  base && base.requestsPerSecond > 0 ? fixed(value / base.requestsPerSecond, digits) : '—';

function measurementRows(rows: Measurement[], results: Results): string[] {
  return rows.map(
    (row) =>
      `| ${row.name} | ${fixed(row.requestsPerSecond)} | ${fixed(row.p50, 1)} | ${fixed(row.p99, 1)} | ${row.errors} | ${fixed(row.peakRssMb)} | ${ratio(row.requestsPerSecond, results.ceiling, 2)} | ${ratio(row.requestsPerSecond, results.naive, 1)} |`,
  );
}

const HEADER = [
  '| Scenario | req/s | p50 ms | p99 ms | errors | peak RSS MB | × ceiling | × naive floor |',
  '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
];

export function tables(results: Results): string {
  const parts: string[] = [];
  for (const run of results.databases) {
    parts.push(`### ${run.kind}\n`, ...HEADER, ...measurementRows(run.scenarios, results), '');
  }
  const others = [results.redis, results.ceiling, results.naive].filter((row) => row !== undefined);
  if (others.length > 0)
    parts.push('### Baselines and variants\n', ...HEADER, ...measurementRows(others, results), '');
  parts.push(
    '### Start-up (spawn → first 200 from /api/health)\n',
    '| Database | first start ms | second start ms |',
    '| --- | ---: | ---: |',
  );
  for (const run of results.databases)
    parts.push(`| ${run.kind} | ${fixed(run.firstStartMs)} | ${fixed(run.startupMs)} |`);
  parts.push('', '### Blog page JavaScript (`/blog`, gzip -9)\n');
  if (results.pageWeight) {
    parts.push('| File | bytes | gzipped |', '| --- | ---: | ---: |');
    for (const file of results.pageWeight.files)
      parts.push(`| \`${file.path}\` | ${fixed(file.bytes)} | ${fixed(file.gzipBytes)} |`);
    parts.push(`| **total** | | **${fixed(results.pageWeight.gzipBytes)}** |`);
  } else parts.push('Not measured (Chromium missing).');
  if (results.notes.length > 0) parts.push('', ...results.notes.map((note) => `- ${note}`));
  return parts.join('\n');
}

/** Errors that were not HTTP answers: connection errors and timeouts. */
const timeouts = (row: Measurement) =>
  row.errors -
  Object.entries(row.statusCodes).reduce((sum, [code, count]) => sum + (code.startsWith('2') ? 0 : count), 0);

export function evaluateTargets(results: Results): Target[] {
  const postgres = results.databases.find((run) => run.kind === 'postgres');
  const find = (run: DatabaseRun | undefined, name: string) =>
    run?.scenarios.find((row) => row.name === name);
  const list = find(postgres, BLOG_LIST);
  const article = find(postgres ?? results.databases[0], BLOG_POST);
  const share = (row: Measurement | undefined, base: Measurement | undefined) =>
    row && base ? row.requestsPerSecond / base.requestsPerSecond : undefined;
  const check = (
    name: string,
    value: number | undefined,
    pass: (value: number) => boolean,
    figure: (value: number) => string,
  ): Target =>
    value === undefined
      ? { name, met: undefined, figure: 'not measured' }
      : { name, met: pass(value), figure: figure(value) };
  const percent = (value: number) => `${fixed(value * 100)} %`;
  const targets = [
    check(
      'GET /api/blog on PostgreSQL ≥ 25 % of the ceiling',
      share(list, results.ceiling),
      (v) => v >= 0.25,
      percent,
    ),
    check(
      'GET /api/blog on PostgreSQL ≥ 10× the naive floor',
      share(list, results.naive),
      (v) => v >= 10,
      (v) => `${fixed(v, 1)}×`,
    ),
    check(
      'GET /api/blog on PostgreSQL p99 < 20 ms',
      list?.p99,
      (v) => v < 20,
      (v) => `${fixed(v, 1)} ms`,
    ),
    check(
      'GET /api/blog on PostgreSQL: zero errors',
      list?.errors,
      (v) => v === 0,
      (v) => `${v} errors`,
    ),
    check(
      `GET /api/blog/{slug} (${postgres ? 'postgres' : results.databases[0]?.kind}) ≥ 15 % of the ceiling`,
      share(article, results.ceiling),
      (v) => v >= 0.15,
      percent,
    ),
  ];
  // Issue #22: signed-in requests, the sign-in burst's memory, the embedded database.
  for (const name of [ME_BEARER, ME_COOKIE]) {
    const row = find(postgres, name);
    targets.push(
      check(
        `${name} on PostgreSQL ≥ 25 % of the ceiling`,
        share(row, results.ceiling),
        (v) => v >= 0.25,
        percent,
      ),
      check(
        `${name} on PostgreSQL p99 < 25 ms`,
        row?.p99,
        (v) => v < 25,
        (v) => `${fixed(v, 1)} ms`,
      ),
    );
  }
  for (const name of [LIKE_POST, ADMIN_USERS]) {
    targets.push(
      check(
        `${name} on PostgreSQL ≥ 15 % of the ceiling`,
        share(find(postgres, name), results.ceiling),
        (v) => v >= 0.15,
        percent,
      ),
    );
  }
  // Issue #32: usage recording, and an API key's request against a session's.
  targets.push(
    check(
      `${USAGE_EVENT} on PostgreSQL ≥ 2,000 events/s`,
      find(postgres, USAGE_EVENT)?.requestsPerSecond,
      (v) => v >= 2000,
      (v) => `${fixed(v)} events/s`,
    ),
    check(
      `${USAGE_EVENT} on PostgreSQL: zero errors`,
      find(postgres, USAGE_EVENT)?.errors,
      (v) => v === 0,
      (v) => `${v} errors`,
    ),
    check(
      `${PROJECTS_KEY} on PostgreSQL ≥ 80 % of the same list with a session`,
      share(find(postgres, PROJECTS_KEY), find(postgres, PROJECTS_BEARER)),
      (v) => v >= 0.8,
      percent,
    ),
  );
  const burst = find(postgres, SIGN_IN);
  targets.push(
    check(
      'Sign-in burst on PostgreSQL: peak RSS ≤ 250 MB',
      burst?.peakRssMb,
      (v) => v <= 250,
      (v) => `${fixed(v)} MB`,
    ),
    check(
      'Sign-in burst on PostgreSQL: no timeouts (a full queue answers 503)',
      burst ? (burst.statusCodes['503'] ?? 0) + timeouts(burst) : undefined,
      () => burst !== undefined && timeouts(burst) === 0,
      () => `${burst ? timeouts(burst) : 0} timeouts, ${burst?.statusCodes['503'] ?? 0} × 503`,
    ),
  );
  const pglite = results.databases.find((run) => run.kind === 'pglite');
  if (pglite) {
    const peak = Math.max(...pglite.scenarios.map((row) => row.peakRssMb ?? 0));
    targets.push(
      check(
        'PGlite: peak RSS under the benchmark ≤ 450 MB',
        peak,
        (v) => v <= 450,
        (v) => `${fixed(v)} MB`,
      ),
    );
  }
  for (const run of results.databases) {
    const peak = run.scenarios.reduce<Measurement | undefined>(
      (top, row) => ((row.peakRssMb ?? 0) > (top?.peakRssMb ?? 0) ? row : top),
      undefined,
    );
    targets.push(
      check(
        `Peak RSS under load < 250 MB (${run.kind})`,
        peak?.peakRssMb,
        (v) => v < 250,
        (v) => `${fixed(v)} MB (${peak?.name})`,
      ),
    );
    targets.push(
      check(
        `Start-up < 3 s (${run.kind}, second start)`,
        run.startupMs,
        (v) => v < 3000,
        (v) => `${fixed(v)} ms`,
      ),
    );
  }
  targets.push(
    check(
      'Blog page JavaScript < 150 kB gzipped',
      results.pageWeight?.gzipBytes,
      (v) => v < 150_000,
      (v) => `${fixed(v / 1000, 1)} kB`,
    ),
  );
  return targets;
}

export function targetTable(targets: Target[]): string {
  const mark = (met: boolean | undefined) =>
    met === undefined ? 'not measured' : met ? '**met**' : '**not met**';
  return [
    '| Target | Figure | Result |',
    '| --- | ---: | --- |',
    ...targets.map((t) => `| ${t.name} | ${t.figure} | ${mark(t.met)} |`),
  ].join('\n');
}
