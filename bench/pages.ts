/**
 * `npm run bench:pages`: Lighthouse (mobile, default simulated throttling) on every public page of
 * the production server, each page BENCH_PAGES_RUNS (2) times, and the same pages of
 * nextjs/saas-starter in the same rounds when BENCH_PEER_URL gives its build; then the HTML
 * throughput of `/` and a post against the same HTML from memory, and each page's JavaScript.
 * Prints the tables and the targets, and writes the "Public pages (Lighthouse)" section of
 * docs/benchmarks.md and test-results/bench-pages-latest.json. Nothing but this machine is contacted.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { demoPosts } from '../src/server/seed/blog-content.ts';
import { startCeiling } from './lib/baselines.ts';
import { runWithCleanup } from './lib/cleanup.ts';
import { writePagesSection } from './lib/doc.ts';
import { auditPage } from './lib/lighthouse.ts';
import { measure, settings } from './lib/load.ts';
import { CHROMIUM, javascriptWeight } from './lib/page-weight.ts';
import { pagesMarkdown } from './lib/pages-markdown.ts';
import {
  type AuditedPage,
  evaluatePageTargets,
  type HtmlThroughput,
  type PagesResults,
} from './lib/pages-report.ts';
import { PEER_PAGES, peerOrigin, peerPages } from './lib/peer.ts';
import { machineInfo, targetTable } from './lib/report.ts';
import { type DatabaseKind, prepareScratch } from './lib/seed.ts';
import { ROOT, type Service, serverCommand, startService } from './lib/server.ts';
import { ensureWebBuild } from './lib/web-build.ts';

const RUNS = Number(process.env.BENCH_PAGES_RUNS ?? 2);
const DATABASE = (process.env.BENCH_PAGES_DATABASE ?? 'postgres') as DatabaseKind;
const POSTS = Number(process.env.BENCH_PAGES_POSTS ?? 1000);
const LATEST = path.join(ROOT, 'test-results/bench-pages-latest.json');
// The first post every install shows (seeded with its featured image).
const POST_SLUG = demoPosts[0]!.slug;

/** Every public page; `{slug}` stands for the seeded post in the tables. */
const PAGES = [
  '/',
  '/pricing',
  '/blog',
  '/blog/{slug}',
  '/faq',
  '/changelog',
  '/contact',
  '/waitlist',
  '/sign-in',
  '/sign-up',
].map((label) => ({ label, path: label.replace('{slug}', POST_SLUG) }));

const step = (message: string) => console.log(`[bench:pages] ${message}`);
const fileName = (kit: string, label: string, run: number) =>
  `${kit}-${label === '/' ? 'home' : label.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '')}-${run}`;

/** Round after round, each of our pages then the peer's same page, so drift in load hits both. */
async function lighthouseRounds(
  service: Service,
  peer: PagesResults['peer'],
): Promise<{ ours: AuditedPage[]; browser: string }> {
  const ours: AuditedPage[] = PAGES.map((page) => ({ ...page, runs: [] }));
  for (let run = 1; run <= RUNS; run++) {
    for (const page of ours) {
      step(`Lighthouse ${run}/${RUNS}: ${page.label}`);
      page.runs.push(await auditPage(`${service.url}${page.path}`, fileName('ours', page.label, run)));
      const theirs = peer?.pages.find((candidate) => candidate.path === page.path);
      if (!peer || !theirs) continue;
      step(`Lighthouse ${run}/${RUNS}: nextjs/saas-starter ${page.label}`);
      theirs.runs.push(await auditPage(`${peer.origin}${theirs.path}`, fileName('peer', page.label, run)));
    }
  }
  return { ours, browser: ours[0]?.runs[0]?.browser ?? 'unknown' };
}

/** The page's HTML as a client without Accept-Encoding gets it (what autocannon asks for). */
async function html(url: string): Promise<Buffer> {
  const response = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
  const body = Buffer.from(await response.arrayBuffer());
  if (response.status !== 200) throw new Error(`GET ${url} answered ${response.status}`);
  return body;
}

async function throughput(service: Service): Promise<HtmlThroughput[]> {
  // The post's HTML over 100 generated posts in turn, as `npm run bench` reads the API's.
  const slugs = Array.from({ length: 100 }, (_, index) => `bench-post-${1 + ((index * 97) % (POSTS - 20))}`);
  const cases = [
    { label: '/', paths: ['/'] },
    { label: '/blog/{slug}', paths: slugs.map((slug) => `/blog/${slug}`) },
  ];
  const rows: HtmlThroughput[] = [];
  for (const { label, paths } of cases) {
    step(`throughput: GET ${label}`);
    const body = await html(`${service.url}${paths[0]}`);
    const requests = paths.map((path) => ({ path }));
    const measured = await measure(service.url, { name: `GET ${label}`, requests }, service.pid);
    step(`throughput: the same HTML from memory (${body.length} bytes)`);
    const ceiling = await startCeiling(body, 'text/html; charset=utf-8');
    const top = await measure(ceiling.url, { name: 'Ceiling', requests: [{ path: '/' }] }, ceiling.pid);
    await ceiling.stop();
    rows.push({ label, service: measured, ceiling: top, bodyBytes: body.length });
  }
  return rows;
}

async function javascript(service: Service, notes: string[]): Promise<PagesResults['javascript']> {
  const rows: PagesResults['javascript'] = [];
  for (const page of PAGES.filter(({ label }) => ['/', '/blog', '/blog/{slug}'].includes(label))) {
    step(`JavaScript of ${page.label}`);
    const weight = await javascriptWeight(`${service.url}${page.path}`).catch((error: Error) => {
      notes.push(`${page.label}'s JavaScript not measured: ${error.message.split('\n')[0]}`);
      return undefined;
    });
    rows.push({ label: page.label, weight });
  }
  return rows;
}

/** What Lighthouse said about its own runs: its warnings, and the audits it could not run. */
function lighthouseNotes(audited: AuditedPage[], browser: string): string[] {
  const notes: string[] = [];
  const warnings = [...new Set(audited.flatMap((page) => page.runs.flatMap((run) => run.warnings)))];
  notes.push(...warnings.map((warning) => `Lighthouse warned: ${warning}`));
  const failed = audited.flatMap((page) => page.runs.flatMap((run) => run.failedAudits));
  const names = (weighted: boolean) => [
    ...new Set(failed.filter((audit) => audit.weighted === weighted).map((audit) => `\`${audit.id}\``)),
  ];
  if (names(false).length > 0)
    notes.push(
      `Lighthouse could not run ${names(false).join(', ')} in ${browser} (diagnostics of no weight).`,
    );
  if (names(true).length > 0)
    notes.push(
      `Lighthouse could not run ${names(true).join(', ')}, which weigh in a score: Lighthouse gives that category no score, counted here as 0.`,
    );
  return notes;
}

function report(results: PagesResults): number {
  const targets = evaluatePageTargets(results);
  const markdown = pagesMarkdown(results, targets);
  console.log(`\n${markdown}\n`);
  writePagesSection(markdown);
  mkdirSync(path.dirname(LATEST), { recursive: true });
  writeFileSync(LATEST, `${JSON.stringify({ ...results, targets }, null, 2)}\n`);
  step('wrote docs/benchmarks.md and test-results/bench-pages-latest.json');
  const missed = targets.filter((target) => target.met === false);
  if (missed.length > 0) console.log(`\nNot met:\n\n${targetTable(missed)}\n`);
  return process.env.BENCH_STRICT === '1' && missed.length > 0 ? 1 : 0;
}

async function main(): Promise<number> {
  // Refused before anything starts: the benchmark contacts this machine only.
  const origin = peerOrigin(process.env.BENCH_PEER_URL);
  if (process.env.BENCH_REPORT_ONLY === '1') return report(JSON.parse(readFileSync(LATEST, 'utf8')));
  if (!existsSync(CHROMIUM))
    throw new Error(`${CHROMIUM} is missing: apt-get install chromium (or CHROMIUM_PATH)`);
  if (!(POSTS >= 120))
    throw new Error('BENCH_PAGES_POSTS must be at least 120 (the throughput reads 100 posts)');
  const info = machineInfo(); // the date and load average when the run starts
  let peer: PagesResults['peer'];
  if (origin) {
    const found = await peerPages(origin, PEER_PAGES);
    if (found.length === 0)
      throw new Error(`BENCH_PEER_URL: ${origin} answers none of ${PEER_PAGES.join(', ')}`);
    step(`peer at ${origin}: ${found.join(', ')}`);
    peer = { origin, pages: found.map((found) => ({ label: found, path: found, runs: [] })) };
  }
  const webDistDir = ensureWebBuild();
  step(`${DATABASE}: seeding the demo content and ${POSTS} posts`);
  const scratch = await prepareScratch(DATABASE, POSTS, { featuredImages: true });
  const service = await startService({
    dataDir: scratch.dataDir,
    databaseUrl: scratch.databaseUrl,
    webDistDir,
  });
  const notes: string[] = [];
  // Each page once before it is measured (which also checks the post exists), ours and the
  // peer's alike: Lighthouse then meets a warm server, as a visitor would.
  for (const page of PAGES) await html(`${service.url}${page.path}`);
  for (const page of peer?.pages ?? []) await html(`${peer!.origin}${page.path}`);
  const javascriptRows = await javascript(service, notes);
  const { ours, browser } = await lighthouseRounds(service, peer);
  const throughputRows = await throughput(service);
  await service.stop();
  const lighthouseVersion = createRequire(import.meta.url)('lighthouse/package.json').version as string;
  notes.push(...lighthouseNotes([...ours, ...(peer?.pages ?? [])], browser));
  return report({
    ...info,
    settings: {
      runs: RUNS,
      database: DATABASE,
      posts: POSTS,
      postSlug: POST_SLUG,
      serverCommand: serverCommand().label,
      duration: settings.duration,
      connections: settings.connections,
      lighthouse: lighthouseVersion,
      browser,
    },
    ours,
    peer,
    throughput: throughputRows,
    javascript: javascriptRows,
    loadAverageAtEnd: os.loadavg()[0],
    notes,
  });
}

await runWithCleanup(main);
