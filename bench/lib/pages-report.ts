/**
 * `npm run bench:pages`'s results, the issue's targets judged against them, and the Markdown of the
 * "Public pages (Lighthouse)" section of docs/benchmarks.md (printed on stdout too).
 */
import { CATEGORIES, type Category, type PageRun } from './lighthouse.ts';
import type { Measurement } from './load.ts';
import type { PageWeight } from './page-weight.ts';
import { fixed, type Results, type Target, targetTable } from './report.ts';

export interface AuditedPage {
  /** What the tables show: the path, with `{slug}` for the post. */
  label: string;
  path: string;
  runs: PageRun[];
}

export interface HtmlThroughput {
  label: string;
  service: Measurement;
  ceiling: Measurement;
  bodyBytes: number;
}

export interface PagesResults extends Pick<Results, 'date' | 'commit' | 'machine'> {
  settings: {
    runs: number;
    database: string;
    posts: number;
    postSlug: string;
    serverCommand: string;
    duration: number;
    connections: number;
    lighthouse: string;
    browser: string;
  };
  ours: AuditedPage[];
  /** The peer's origin and pages, when BENCH_PEER_URL was given. */
  peer: { origin: string; pages: AuditedPage[] } | undefined;
  throughput: HtmlThroughput[];
  javascript: Array<{ label: string; weight: PageWeight | undefined }>;
  notes: string[];
}

/**
 * The pages' gzipped JavaScript when the issue was written (commit 04922df, measured by this
 * benchmark on 2026-11-28): "at most what it is today".
 */
export const JS_TODAY: Record<string, number> = { '/': 199_316, '/blog': 152_150, '/blog/{slug}': 149_886 };

const TARGETS = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 } as const;
const METRICS = [
  { key: 'fcpMs', name: 'FCP', limit: 1200, show: (ms: number) => `${fixed(ms / 1000, 2)} s` },
  { key: 'lcpMs', name: 'LCP', limit: 1800, show: (ms: number) => `${fixed(ms / 1000, 2)} s` },
  { key: 'cls', name: 'CLS', limit: 0.02, show: (value: number) => fixed(value, 3) },
  { key: 'tbtMs', name: 'TBT', limit: 150, show: (ms: number) => `${fixed(ms)} ms` },
] as const;
const CATEGORY_NAMES: Record<Category, string> = {
  performance: 'Performance',
  accessibility: 'Accessibility',
  'best-practices': 'Best practices',
  seo: 'SEO',
};
const CEILING_SHARE = 0.4;

/** The median of the runs (of two, their mean, as any median of an even count). */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** A median score: whole unless two runs split it. */
const showScore = (score: number) => fixed(score, Number.isInteger(score) ? 0 : 1);
const scoreOf = (page: AuditedPage, category: Category) =>
  median(page.runs.map((run) => run.scores[category]));
const metricOf = (page: AuditedPage, key: (typeof METRICS)[number]['key']) =>
  median(page.runs.map((run) => run[key]));

/** "86 (84, 88)": the median, then each run when they differ. */
function cell(values: number[], show: (value: number) => string): string {
  const shown = values.map(show);
  const all = new Set(shown).size > 1 ? ` (${shown.join(', ')})` : '';
  return `${show(median(values))}${all}`;
}

function pageRow(page: AuditedPage, prefix: string[] = []): string {
  const scores = CATEGORIES.map((id) =>
    cell(
      page.runs.map((run) => run.scores[id]),
      showScore,
    ),
  );
  const metrics = METRICS.map((metric) =>
    cell(
      page.runs.map((run) => run[metric.key]),
      (value) => metric.show(value).replace(/ (s|ms)$/, ''),
    ),
  );
  return `| ${[...prefix, `\`${page.label}\``, ...scores, ...metrics].join(' | ')} |`;
}

const SCORE_HEAD = 'Performance | Accessibility | Best practices | SEO | FCP s | LCP s | CLS | TBT ms';

export function evaluatePageTargets(results: PagesResults): Target[] {
  const targets: Target[] = [];
  const worst = (value: (page: AuditedPage) => number, higherIsBetter: boolean) =>
    results.ours.reduce((a, b) => (value(a) < value(b) === higherIsBetter ? a : b));
  for (const id of CATEGORIES) {
    const page = worst((p) => scoreOf(p, id), true);
    const score = scoreOf(page, id);
    targets.push({
      name: `${CATEGORY_NAMES[id]} ${id === 'performance' ? '≥ 95' : '100'} on every public page`,
      met: score >= TARGETS[id],
      figure: `lowest ${showScore(score)} (\`${page.label}\`)`,
    });
  }
  for (const metric of METRICS) {
    const page = worst((p) => metricOf(p, metric.key), false);
    const value = metricOf(page, metric.key);
    targets.push({
      name: `${metric.name} ≤ ${metric.show(metric.limit)} on every public page`,
      met: value <= metric.limit,
      figure: `highest ${metric.show(value)} (\`${page.label}\`)`,
    });
  }
  for (const path of ['/', '/pricing']) targets.push(aheadOfPeer(results, path));
  for (const row of results.throughput) {
    const share = row.service.requestsPerSecond / row.ceiling.requestsPerSecond;
    targets.push({
      name: `GET ${row.label} (HTML, anonymous) ≥ 40 % of the ceiling, ${results.settings.connections} connections`,
      met: row.service.errors === 0 && share >= CEILING_SHARE,
      figure: `${fixed(share * 100)} %${row.service.errors ? `, ${row.service.errors} errors` : ''}`,
    });
  }
  for (const { label, weight } of results.javascript) {
    const today = JS_TODAY[label];
    if (today === undefined) continue;
    targets.push({
      name: `\`${label}\` JavaScript ≤ today's ${fixed(today / 1000, 1)} kB gzipped`,
      met: weight ? weight.gzipBytes <= today : undefined,
      figure: weight ? `${fixed(weight.gzipBytes / 1000, 1)} kB` : 'not measured',
    });
  }
  return targets;
}

/** Ahead: a higher performance score (the median), or the same with a lower LCP. */
function aheadOfPeer(results: PagesResults, path: string): Target {
  const name = `\`${path}\` ahead of nextjs/saas-starter's (performance, then LCP)`;
  const ours = results.ours.find((page) => page.path === path);
  const theirs = results.peer?.pages.find((page) => page.path === path);
  if (!ours || !theirs) return { name, met: undefined, figure: 'peer not run' };
  const [a, b] = [scoreOf(ours, 'performance'), scoreOf(theirs, 'performance')];
  const [lcpA, lcpB] = [metricOf(ours, 'lcpMs'), metricOf(theirs, 'lcpMs')];
  return {
    name,
    met: a > b || (a === b && lcpA < lcpB),
    figure: `${showScore(a)} vs ${showScore(b)}, LCP ${fixed(lcpA / 1000, 2)} vs ${fixed(lcpB / 1000, 2)} s`,
  };
}

function peerSection(results: PagesResults): string {
  const { peer } = results;
  if (!peer)
    return 'Not run: `BENCH_PEER_URL` was not set (a nextjs/saas-starter production build, `next start`, on this machine).';
  const rows = peer.pages.flatMap((theirs) => {
    const ours = results.ours.find((page) => page.path === theirs.path);
    return [...(ours ? [pageRow(ours, ['ours'])] : []), pageRow(theirs, ['nextjs/saas-starter'])];
  });
  return [
    `nextjs/saas-starter at ${peer.origin}, each page right after ours in every round.`,
    '',
    `| Kit | Page | ${SCORE_HEAD} |`,
    `| --- | --- | ${'---: | '.repeat(8).trim()}`,
    ...rows,
  ].join('\n');
}

function belowPar(results: PagesResults): string {
  const lines = results.ours.flatMap((page) => {
    const parts = CATEGORIES.flatMap((id) => {
      const ids = [...new Set(page.runs.flatMap((run) => run.belowPar[id] ?? []))];
      return ids.length ? [`${CATEGORY_NAMES[id].toLowerCase()}: ${ids.join(', ')}`] : [];
    });
    return parts.length ? [`- \`${page.label}\`: ${parts.join('; ')}`] : [];
  });
  return lines.length ? lines.join('\n') : 'Nothing: every audit passed on every page.';
}

function throughputTable(results: PagesResults): string {
  return [
    '| Request | req/s | p50 ms | p99 ms | errors | ceiling req/s | × ceiling | HTML bytes |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...results.throughput.map(
      ({ label, service, ceiling, bodyBytes }) =>
        `| GET ${label} | ${fixed(service.requestsPerSecond)} | ${fixed(service.p50, 1)} | ${fixed(service.p99, 1)} | ${service.errors} | ${fixed(ceiling.requestsPerSecond)} | ${fixed(service.requestsPerSecond / ceiling.requestsPerSecond, 2)} | ${fixed(bodyBytes)} |`,
    ),
  ].join('\n');
}

function javascriptTable(results: PagesResults): string {
  return [
    '| Page | files | bytes | gzipped | largest file (gzipped) |',
    '| --- | ---: | ---: | ---: | --- |',
    ...results.javascript.map(({ label, weight }) => {
      if (!weight) return `| \`${label}\` | — | — | not measured | |`;
      const bytes = weight.files.reduce((sum, file) => sum + file.bytes, 0);
      const largest = weight.files[0];
      return `| \`${label}\` | ${weight.files.length} | ${fixed(bytes)} | ${fixed(weight.gzipBytes)} | ${largest ? `\`${largest.path}\` (${fixed(largest.gzipBytes)})` : ''} |`;
    }),
  ].join('\n');
}

const times = (n: number) => (n === 1 ? 'once' : n === 2 ? 'twice' : `${n} times`);

/** The section's Markdown, without its heading (doc.ts adds it). */
export function pagesMarkdown(results: PagesResults, targets: Target[]): string {
  const { settings: s, machine } = results;
  const notes = results.notes.map((note) => `- ${note}`).join('\n');
  return `Measured by \`npm run bench:pages\` (\`bench/pages.ts\`) on ${results.date}, commit \`${results.commit}\`,
on ${machine.cores} × ${machine.cpu} (load average ${fixed(machine.loadAverage, 1)} when the run started), Node.js ${machine.node}.
Lighthouse ${s.lighthouse} in ${s.browser}, its default configuration: mobile form factor, simulated
throttling (slow 4G, a 4× slower CPU), a fresh browser profile per run; each page ${times(s.runs)},
round after round. The service: \`${s.serverCommand}\` on ${s.database} with the demo content
(featured images included) and ${fixed(s.posts)} published posts; the post is \`/blog/${s.postSlug}\`.

### Scores and metrics

Each cell is the median of the runs (of two, their mean), then each run when they differ.

| Page | ${SCORE_HEAD} |
| --- | ${'---: | '.repeat(8).trim()}
${results.ours.map((page) => pageRow(page)).join('\n')}

### Beside nextjs/saas-starter

${peerSection(results)}

### What cost points

Audits that did not pass in a run (for performance, the opportunities Lighthouse flags, with the
time it estimates they cost; the score itself comes from the metrics above). The whole reports are
in \`test-results/bench-pages/\`.

${belowPar(results)}

### HTML throughput

Anonymous \`GET\` of the page's HTML (no \`Accept-Encoding\`), ${s.duration} s at ${s.connections} connections after a
2 s warm-up. The ceiling is a plain \`node:http\` server answering the same HTML (the bytes the
service sent for that page) from memory, measured the same way right after.

${throughputTable(results)}

### Page JavaScript

Every JavaScript response Chromium receives while opening the page (until the network is idle),
each gzipped at level 9.

${javascriptTable(results)}

### Targets

${targetTable(targets)}
${notes ? `\n${notes}\n` : ''}
### How to run it

\`\`\`sh
npm run bench:pages                                        # about 10 minutes on 2 cores
BENCH_PEER_URL=http://localhost:4310 npm run bench:pages    # and nextjs/saas-starter's pages beside ours
\`\`\`

| Variable | Default | What |
| --- | --- | --- |
| \`BENCH_PEER_URL\` | — | The peer kit's origin; only \`localhost\`, \`127.0.0.1\` or \`[::1]\` is accepted |
| \`BENCH_PAGES_RUNS\` | \`2\` | Lighthouse runs per page |
| \`BENCH_PAGES_DATABASE\` | \`postgres\` | \`postgres\` (a scratch database on \`BENCH_DATABASE_URL\`) or \`pglite\` |
| \`BENCH_PAGES_POSTS\` | \`1000\` | Published posts |
| \`BENCH_STRICT\` | — | \`1\` exits 1 when a target is not met |
| \`BENCH_REPORT_ONLY\` | — | \`1\` rewrites this section from \`test-results/bench-pages-latest.json\` |
| \`BENCH_DURATION\`, \`BENCH_CONNECTIONS\`, \`BENCH_SERVER\`, \`BENCH_WEB_DIST\`, \`BENCH_KEEP\`, \`CHROMIUM_PATH\` | | As for \`npm run bench\` |`;
}
