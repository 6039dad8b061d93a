/**
 * One Lighthouse run of one page: Lighthouse 12.2.3's default configuration (mobile form factor,
 * simulated throttling: a mid-range phone on slow 4G), the four categories the issue scores, in a
 * Chromium of its own launched by chrome-launcher (fresh profile, so no cache or storage carries
 * over from the previous run), as Lighthouse's CLI does.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { onCleanup } from './cleanup.ts';
import { CHROMIUM } from './page-weight.ts';
import { ROOT } from './server.ts';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];

export interface MissedAudit {
  id: string;
  savingsMs?: number;
}

export interface PageRun {
  /** 0–100, as Lighthouse shows it. */
  scores: Record<Category, number>;
  fcpMs: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  /** Per category, the audits that cost it points (with the time Lighthouse estimates they cost). */
  belowPar: Partial<Record<Category, MissedAudit[]>>;
  /** Lighthouse's own warnings about the run (a page that redirected, a slow machine, …). */
  warnings: string[];
  /**
   * Audits Lighthouse could not run. Lighthouse 12.2.3 reads some trace events newer Chromiums
   * no longer write (its LCP-element and layout-shift diagnostics fail in Chromium 156): a failed
   * audit of no weight leaves the scores as they are, one with weight zeroes its category.
   */
  failedAudits: Array<{ id: string; weighted: boolean }>;
  /** The browser that ran it, from Lighthouse's environment ("Chrome/… (HeadlessChrome)"). */
  browser: string;
}

const CHROME_FLAGS = [
  '--headless=new',
  // Debian's Chromium as root (containers, CI) has no usable sandbox.
  '--no-sandbox',
  // Nothing but this machine: a page that reaches out elsewhere fails to resolve the name (and the
  // failure shows in its best-practices score) instead of contacting a third party. The rules
  // apply to IP literals too, hence the loopback addresses (IPv6 without brackets).
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1, EXCLUDE ::1',
];

const LHR_DIR = path.join(ROOT, 'test-results/bench-pages');

/** Runs Lighthouse once on `url`; the whole report is kept in test-results/bench-pages/`name`.json. */
/**
 * Lighthouse 12.2.3 in Chromium 156 now and then fails to record a load's trace (NO_NAVSTART,
 * "Please run Lighthouse again"): such a run measured nothing, so it is run again, up to twice.
 */
export async function auditPage(url: string, name: string, attempts = 3): Promise<PageRun> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await auditOnce(url, name);
    } catch (error) {
      const retryable = error instanceof Error && /run Lighthouse again/i.test(error.message);
      if (!retryable || attempt >= attempts) throw error;
      console.warn(`[bench:pages] ${error.message}: running it again`);
    }
  }
}

async function auditOnce(url: string, name: string): Promise<PageRun> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: CHROME_FLAGS,
    // Our cleanup stops it (then the server and the database); chrome-launcher's own SIGINT
    // handler would exit the process first.
    handleSIGINT: false,
    logLevel: 'silent',
  });
  const stop = onCleanup(() => chrome.kill());
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
    mkdirSync(LHR_DIR, { recursive: true });
    writeFileSync(path.join(LHR_DIR, `${name}.json`), JSON.stringify(lhr));
    return summarize(lhr);
  } finally {
    await stop();
  }
}

function summarize(lhr: Result): PageRun {
  const numeric = (id: string) => {
    const value = lhr.audits[id]?.numericValue;
    if (value === undefined) throw new Error(`Lighthouse measured no ${id} on ${lhr.finalDisplayedUrl}`);
    return value;
  };
  const weights = new Set(
    CATEGORIES.flatMap((id) => lhr.categories[id]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0)
      .map((ref) => ref.id),
  );
  const scores = {} as Record<Category, number>;
  const belowPar: PageRun['belowPar'] = {};
  for (const id of CATEGORIES) {
    const category = lhr.categories[id];
    // A category Lighthouse could not score (an audit errored) counts as 0, not as a pass.
    scores[id] = Math.round((category?.score ?? 0) * 100);
    const missed = (category?.auditRefs ?? []).flatMap((ref) => missedAudit(lhr, id, ref));
    if (missed.length > 0) belowPar[id] = missed;
  }
  return {
    scores,
    fcpMs: numeric('first-contentful-paint'),
    lcpMs: numeric('largest-contentful-paint'),
    cls: numeric('cumulative-layout-shift'),
    tbtMs: numeric('total-blocking-time'),
    belowPar,
    warnings: lhr.runWarnings.map(String),
    failedAudits: Object.values(lhr.audits)
      .filter((audit) => audit.scoreDisplayMode === 'error')
      .map((audit) => ({ id: audit.id, weighted: weights.has(audit.id) })),
    browser: lhr.environment.hostUserAgent.match(/(?:Headless)?Chrome\/[\d.]+/)?.[0] ?? 'unknown',
  };
}

type AuditRef = Result['categories'][string]['auditRefs'][number];

/**
 * The audits that cost a category points. Performance is scored on its five metrics only (shown
 * in the tables already), so for it these are the opportunities and diagnostics Lighthouse flags
 * (score under 0.9), with the time it estimates they cost; for the other categories, every
 * weighted audit that did not pass.
 */
function missedAudit(lhr: Result, category: Category, ref: AuditRef): MissedAudit[] {
  const audit = lhr.audits[ref.id];
  if (!audit || audit.score === null || audit.scoreDisplayMode === 'informative') return [];
  if (category !== 'performance') return ref.weight > 0 && audit.score < 1 ? [{ id: ref.id }] : [];
  if (ref.group === 'metrics' || ref.group === 'hidden' || audit.score >= 0.9) return [];
  const savings = (audit.details as { overallSavingsMs?: number } | undefined)?.overallSavingsMs;
  return [savings && savings >= 10 ? { id: ref.id, savingsMs: savings } : { id: ref.id }];
}
