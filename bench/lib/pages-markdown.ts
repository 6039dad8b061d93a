/**
 * The "Public pages (Lighthouse)" section of docs/benchmarks.md, from `npm run bench:pages`'s
 * results and targets (printed on stdout too).
 */
import { CATEGORIES, type Category } from './lighthouse.ts';
import {
  type AuditedPage,
  CATEGORY_NAMES,
  METRICS,
  median,
  type PagesResults,
  showScore,
} from './pages-report.ts';
import { fixed, type Target, targetTable } from './report.ts';

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

/** Each audit once, in the order first seen, with the range of its estimated cost over the runs. */
function missedList(page: AuditedPage, category: Category): string[] {
  const savings = new Map<string, number[]>();
  for (const run of page.runs)
    for (const audit of run.belowPar[category] ?? []) {
      const seen = savings.get(audit.id) ?? [];
      if (audit.savingsMs !== undefined) seen.push(Math.round(audit.savingsMs));
      savings.set(audit.id, seen);
    }
  return [...savings].map(([id, ms]) => {
    if (ms.length === 0) return id;
    const [low, high] = [Math.min(...ms), Math.max(...ms)];
    return `${id} (~${low === high ? low : `${low}–${high}`} ms)`;
  });
}

function belowPar(results: PagesResults): string {
  const lines = results.ours.flatMap((page) => {
    const parts = CATEGORIES.flatMap((id) => {
      const ids = missedList(page, id);
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
  // Other work on a shared machine moves the figures, the throughput's most: say how much there was.
  const ended =
    results.loadAverageAtEnd === undefined ? '' : `, ${fixed(results.loadAverageAtEnd, 1)} when it ended`;
  return `Measured by \`npm run bench:pages\` (\`bench/pages.ts\`) on ${results.date}, commit \`${results.commit}\`,
on ${machine.cores} × ${machine.cpu} (load average ${fixed(machine.loadAverage, 1)} when the run started${ended}), Node.js ${machine.node}.
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
npm run bench:pages                                        # about 5 minutes on 2 cores
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
