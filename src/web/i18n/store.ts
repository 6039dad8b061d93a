/**
 * The web app's current language and its messages, outside React so that plain functions (toasts,
 * formatters, form error maps) translate too; React reads it through provider.tsx. Changing the
 * language loads that language's catalogs first, then switches everything at once.
 */
import { isLocale, LOCALE_COOKIE, negotiateLocale, PSEUDO_LOCALE } from '@shared/i18n/locales';
import { createIntl, createIntlCache, type IntlShape } from 'react-intl';
import { type AppLocale, type AreaGroup, loadMessages, type Messages } from './catalogs';

export type { AppLocale } from './catalogs';

export type MessageValues = Record<string, string | number | Date | null | undefined>;

const cache = createIntlCache();
const listeners = new Set<() => void>();

function makeIntl(locale: AppLocale, messages: Messages): IntlShape {
  return createIntl(
    {
      // Intl has no data for the pseudo-language: numbers and dates format as English.
      locale: locale === PSEUDO_LOCALE ? 'en' : locale,
      messages,
      // A missing message shows its id; the catalog test keeps every language complete, so only
      // development hears of it (a clean console in production).
      onError: (error) => {
        if (import.meta.env.DEV) console.warn(error.message);
      },
    },
    cache,
  );
}

let current: { locale: AppLocale; groups: Set<AreaGroup>; intl: IntlShape } = {
  locale: 'en',
  groups: new Set(),
  intl: makeIntl('en', {}),
};

export const isAppLocale = (value: unknown): value is AppLocale => isLocale(value) || value === PSEUDO_LOCALE;

function readCookie(name: string): string | undefined {
  const match = document.cookie.split('; ').find((part) => part.startsWith(`${name}=`));
  return match ? decodeURIComponent(match.slice(name.length + 1)) : undefined;
}

/** Remembers a choice for a year; the server reads it for <html lang> and server-rendered pages. */
function saveChoice(locale: AppLocale) {
  // biome-ignore lint/suspicious/noDocumentCookie: a plain preference the server reads too
  document.cookie = `${LOCALE_COOKIE}=${encodeURIComponent(locale)}; path=/; max-age=31536000; samesite=lax`;
}

/**
 * The language to start in: `?locale=` (kept as the choice; how tests pick the pseudo-language),
 * else the saved choice (cookie), else the browser's languages. A signed-in user's saved language
 * arrives with /api/me and switches later if it differs (saved-locale.tsx).
 */
function initialLocale(): AppLocale {
  const fromUrl = new URLSearchParams(window.location.search).get('locale');
  if (isAppLocale(fromUrl)) {
    saveChoice(fromUrl);
    return fromUrl;
  }
  const saved = readCookie(LOCALE_COOKIE);
  if (isAppLocale(saved)) return saved;
  return negotiateLocale(navigator.languages?.length ? navigator.languages : [navigator.language]);
}

async function load(locale: AppLocale, groups: Set<AreaGroup>) {
  const parts = await Promise.all([...groups].map((group) => loadMessages(locale, group)));
  current = { locale, groups, intl: makeIntl(locale, Object.assign({}, ...parts)) };
  document.documentElement.lang = locale;
  for (const listener of listeners) listener();
}

/** Before the first render: the starting language's app catalogs. */
export function startI18n(): Promise<void> {
  return load(initialLocale(), new Set(['app']));
}

/** The admin area's catalogs, loaded when it opens. */
export async function ensureGroup(group: AreaGroup): Promise<void> {
  if (current.groups.has(group)) return;
  await load(current.locale, new Set([...current.groups, group]));
}

/** Switches the language (and remembers it in this browser). */
export async function setLocale(locale: AppLocale): Promise<void> {
  saveChoice(locale);
  if (locale === current.locale) return;
  await load(locale, current.groups);
}

export const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const getIntl = (): IntlShape => current.intl;
export const getLocale = (): AppLocale => current.locale;
/** The BCP 47 tag for Intl formatters (English for the pseudo-language). */
export const formattingLocale = (): string => current.intl.locale;

/** A message as a string, for code outside components (toasts, form rules, formatters). */
export function t(id: string, values?: MessageValues): string {
  return current.intl.formatMessage({ id }, values);
}
