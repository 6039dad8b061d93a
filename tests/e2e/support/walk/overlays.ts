/**
 * What the page walk does not see: the dialogs, menus and toasts that open over a page (issue #29
 * item 16). As the walk's admin, in one window and one language, it opens a representative set
 * one after another (the header's language, theme and user menus, the phone's navigation sheet,
 * the Feedback dialog, the confirmation before signing out other sessions, the "New project"
 * dialog, the admin's "New FAQ" dialog, and the toast of a saved profile) and checks each like a
 * page: no console error, no sideways scrolling, the overlay inside the window and not wider
 * than itself, no cut-off text in it, and, in the pseudo-language, only catalog text in it. Four
 * page loads in all: the app is not reloaded between overlays of one page.
 */
import { readFileSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { PSEUDO_LOCALE } from '../../../../src/shared/i18n/locales.ts';
import { pseudoText } from '../../../../src/web/i18n/pseudo.ts';
import type { TestServer } from '../server.ts';
import { cutOffText, horizontalOverflow, openPage, type PageWatch, watchPage } from './checks.ts';
import { WALK_ADMIN } from './pages.ts';
import { untranslatedTexts } from './untranslated.ts';
import type { ViewportName, Walker } from './walker.ts';

export type OverlayLocale = 'de' | typeof PSEUDO_LOCALE;

/**
 * A plain catalog message (no placeholders) as the app shows it in `locale`: the pseudo-language
 * is the English message accented and bracketed (src/web/i18n/catalogs.ts), so the steps find
 * their buttons by name in either language.
 */
export function message(locale: OverlayLocale, id: string): string {
  const dot = id.indexOf('.');
  const read = (language: string) =>
    (
      JSON.parse(
        readFileSync(
          new URL(
            `../../../../src/shared/i18n/catalogs/${language}/${id.slice(0, dot)}.json`,
            import.meta.url,
          ),
          'utf8',
        ),
      ) as Record<string, string>
    )[id.slice(dot + 1)];
  const text = read(locale === PSEUDO_LOCALE ? 'en' : locale);
  if (text === undefined) throw new Error(`no message ${id}`);
  return locale === PSEUDO_LOCALE ? `[${pseudoText(text)}]` : text;
}

/** What opens: a menu, a dialog or sheet, or the toasts. */
const OVERLAY = {
  menu: '[role="menu"]',
  dialog: '[role="dialog"], [role="alertdialog"]',
  toast: '[data-sonner-toast]',
} as const;

interface Step {
  name: string;
  kind: keyof typeof OVERLAY;
  /** Only on this window size (the navigation sheet's button is the phone's). */
  only?: ViewportName;
  open(page: Page, say: (id: string) => string): Promise<void>;
}

const header = (page: Page) => page.locator('header').first();

/** The steps of one page, in order; each leaves the page as it found it (Escape closes). */
const ACCOUNT_STEPS: Step[] = [
  {
    name: 'language menu',
    kind: 'menu',
    open: (page, say) =>
      header(page)
        .getByRole('button', { name: say('common.language.change'), exact: true })
        .click(),
  },
  {
    name: 'theme menu',
    kind: 'menu',
    open: (page, say) =>
      header(page)
        .getByRole('button', { name: say('common.theme.change'), exact: true })
        .click(),
  },
  { name: 'user menu', kind: 'menu', open: (page) => page.getByTestId('user-menu-trigger').click() },
  {
    name: 'navigation sheet',
    kind: 'dialog',
    only: 'phone',
    open: (page, say) =>
      header(page)
        .getByRole('button', { name: say('common.header.openMenu'), exact: true })
        .click(),
  },
  { name: 'Feedback dialog', kind: 'dialog', open: (page) => page.getByTestId('feedback-button').click() },
];

const SECURITY_STEPS: Step[] = [
  {
    name: 'confirmation: sign out other sessions',
    kind: 'dialog',
    open: (page, say) =>
      page.getByRole('button', { name: say('account-security.sessions.revokeOthers') }).click(),
  },
];

const PROJECT_STEPS: Step[] = [
  {
    name: 'New project dialog',
    kind: 'dialog',
    open: (page) => page.getByTestId('project-new').click(),
  },
];

const ADMIN_STEPS: Step[] = [
  {
    name: 'admin: New FAQ dialog',
    kind: 'dialog',
    open: (page, say) =>
      page
        .getByRole('button', { name: say('admin-faqs.list.new'), exact: true })
        .first()
        .click(),
  },
];

/** The checks of the page walk, on what is open now. */
async function checkOverlay(
  page: Page,
  overlay: Locator,
  selector: string,
  locale: OverlayLocale,
  width: number,
): Promise<string[]> {
  const found = [...(await horizontalOverflow(page)), ...(await cutOffText(page, selector))];
  for (const element of await overlay.all()) {
    const box = await element.evaluate((node) => {
      const rect = node.getBoundingClientRect();
      return { left: rect.left, right: rect.right, scroll: node.scrollWidth, client: node.clientWidth };
    });
    if (box.left < -1 || box.right > width + 1)
      found.push(
        `reaches from ${Math.round(box.left)}px to ${Math.round(box.right)}px in a ${width}px window`,
      );
    if (box.scroll > box.client + 1) found.push(`is ${box.scroll}px wide inside, ${box.client}px outside`);
  }
  if (locale === PSEUDO_LOCALE)
    found.push(...(await untranslatedTexts(page, selector)).map((text) => `untranslated: ${text}`));
  return found;
}

/**
 * Opens every overlay for the walk's admin in `page` (a context signed in as the admin) and
 * returns the findings, one line each. `locale` is chosen with the first page's ?lang=.
 */
export async function walkOverlays(
  page: Page,
  watch: PageWatch,
  server: TestServer,
  viewport: ViewportName,
  locale: OverlayLocale,
): Promise<string[]> {
  const findings: string[] = [];
  const width = page.viewportSize()?.width ?? 0;
  const say = (id: string) => message(locale, id);
  // "Sign out all other sessions" asks only when there is another session: sign in once more.
  const signIn = await fetch(`${server.url}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url },
    body: JSON.stringify({ email: WALK_ADMIN.email, password: WALK_ADMIN.password }),
  });
  if (!signIn.ok) throw new Error(`second sign-in: ${signIn.status}`);

  const run = async (where: string, steps: Step[]) => {
    for (const step of steps) {
      if (step.only && step.only !== viewport) continue;
      const selector = OVERLAY[step.kind];
      const overlay = page.locator(selector);
      try {
        await step.open(page, say);
        await overlay.first().waitFor();
        await watch.quiet();
        await page.waitForTimeout(250); // the enter animation: measure where it ends
        const found = [
          ...watch.takeErrors(),
          ...(await checkOverlay(page, overlay, selector, locale, width)),
        ];
        findings.push(...found.map((finding) => `${where}, ${step.name}: ${finding}`));
        await page.keyboard.press('Escape');
        await overlay.first().waitFor({ state: 'detached', timeout: 5_000 });
      } catch (error) {
        findings.push(
          `${where}, ${step.name}: did not open and close (${(error as Error).message.split('\n')[0]})`,
        );
        await page.keyboard.press('Escape');
      }
    }
  };

  const open = async (path: string, first = false) => {
    const url = new URL(path, server.url);
    if (first) url.searchParams.set('lang', locale);
    await openPage(page, watch, url.href);
    findings.push(...watch.takeErrors().map((error) => `${path}: ${error}`));
    const lang = await page.evaluate(() => document.documentElement.lang);
    if (lang !== locale) findings.push(`${path}: shown in ${lang}, not ${locale}`);
  };

  await open('/account', true);
  await run('/account', ACCOUNT_STEPS);

  // A toast: the profile saved (a name of the same length, so the later pages look the same).
  const name = page.getByLabel(say('account.profile.name'), { exact: true });
  const current = await name.inputValue();
  await name.fill(current.endsWith('.') ? current.slice(0, -1) : `${current.slice(0, -1)}.`);
  await page.getByRole('button', { name: say('account.profile.save'), exact: true }).click();
  const toast = page.locator(OVERLAY.toast);
  try {
    await toast.first().waitFor();
    await page.waitForTimeout(250);
    const found = [
      ...watch.takeErrors(),
      ...(await checkOverlay(page, toast, '[data-sonner-toaster]', locale, width)),
    ];
    findings.push(...found.map((finding) => `/account, toast: ${finding}`));
  } catch (error) {
    findings.push(`/account, toast: none shown (${(error as Error).message.split('\n')[0]})`);
  }

  await open('/account/security');
  await run('/account/security', SECURITY_STEPS);
  await open('/projects');
  await run('/projects', PROJECT_STEPS);
  await open('/dashboard/admin/faqs');
  await run('/dashboard/admin/faqs', ADMIN_STEPS);
  return findings;
}

/** The overlays walked in a fresh context of the walk's admin at `viewport`: the findings. */
export async function overlayFindings(
  walker: Walker,
  viewport: ViewportName,
  locale: OverlayLocale,
): Promise<string[]> {
  const context = await walker.context('admin', viewport, 'light');
  try {
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    return await walkOverlays(page, watchPage(page), walker.server, viewport, locale);
  } finally {
    await context.close();
  }
}
