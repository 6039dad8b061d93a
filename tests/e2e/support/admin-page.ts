/**
 * What the admin pages' browser tests share: waiting on the database, and axe's WCAG 2.1 A and AA
 * rules (every impact, not only the walk's serious and critical ones).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core'), 'utf8');

/** Polls `check` every 100 ms until it holds; throws after `timeoutMs`. */
export async function waitFor(check: () => Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Every axe rule of WCAG 2.1 A and AA on the page as it is, or only the axe `rules` named. */
export async function wcagViolations(page: Page, rules?: string[]): Promise<string[]> {
  await page.addScriptTag({ content: AXE });
  return page.evaluate(async (only) => {
    const axe = (
      window as unknown as {
        axe: { run: (context: object, options: object) => Promise<{ violations: unknown[] }> };
      }
    ).axe;
    const result = await axe.run(document, {
      runOnly: only
        ? { type: 'rule', values: only }
        : { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    });
    return (
      result.violations as { id: string; nodes: { target: string[]; failureSummary: string }[] }[]
    ).flatMap((violation) =>
      violation.nodes.map((node) => `${violation.id} ${node.target.join(' ')}: ${node.failureSummary}`),
    );
  }, rules);
}
