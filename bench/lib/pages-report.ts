/**
 * `npm run bench:pages`'s results and the issue's targets judged against them (the Markdown of its
 * section of docs/benchmarks.md is pages-markdown.ts).
 */
import { CATEGORIES, type Category, type PageRun } from './lighthouse.ts';
import type { Measurement } from './load.ts';
import type { PageWeight } from './page-weight.ts';
import { fixed, type Results, type Target } from './report.ts';

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
  /** The 1-minute load average when the run ended (machine.loadAverage is at its start). */
  loadAverageAtEnd?: number;
  notes: string[];
}

/**
 * The pages' gzipped JavaScript when the issue was written (commit 04922df, measured by this
 * benchmark on 2026-11-28): "at most what it is today".
 */
export const JS_TODAY: Record<string, number> = { '/': 199_316, '/blog': 152_150, '/blog/{slug}': 149_886 };

const TARGETS = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 } as const;
export const METRICS = [
  { key: 'fcpMs', name: 'FCP', limit: 1200, show: (ms: number) => `${fixed(ms / 1000, 2)} s` },
  { key: 'lcpMs', name: 'LCP', limit: 1800, show: (ms: number) => `${fixed(ms / 1000, 2)} s` },
  { key: 'cls', name: 'CLS', limit: 0.02, show: (value: number) => fixed(value, 3) },
  { key: 'tbtMs', name: 'TBT', limit: 150, show: (ms: number) => `${fixed(ms)} ms` },
] as const;
export const CATEGORY_NAMES: Record<Category, string> = {
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
export const showScore = (score: number) => fixed(score, Number.isInteger(score) ? 0 : 1);
export const scoreOf = (page: AuditedPage, category: Category) =>
  median(page.runs.map((run) => run.scores[category]));
export const metricOf = (page: AuditedPage, key: (typeof METRICS)[number]['key']) =>
  median(page.runs.map((run) => run[key]));

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
