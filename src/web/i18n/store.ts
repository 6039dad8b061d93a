/**
 * The web app's current language and its messages, outside React so that plain functions (toasts,
 * formatters, form error maps) translate too; React reads it through provider.tsx. Changing the
 * language loads that language's catalogs first, then switches everything at once.
 */
import { isLocale, LOCALE_COOKIE, negotiateLocale, PSEUDO_LOCALE } from '@shared/i18n/locales';
import { createIntl, createIntlCache, type IntlShape } from 'react-intl';
import { type AppLocale, CORE_AREAS, loadMessages, type Messages } from './catalogs';

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

let current: { locale: AppLocale; areas: ReadonlySet<string>; messages: Messages; intl: IntlShape } = {
  locale: 'en',
  areas: new Set(),
  messages: {},
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

/** Loads `areas` in `locale` and switches to it (a new language replaces every message). */
async function load(locale: AppLocale, areas: ReadonlySet<string>) {
  const sameLocale = locale === current.locale;
  const wanted = sameLocale ? new Set([...areas].filter((area) => !current.areas.has(area))) : areas;
  const loaded = await loadMessages(locale, wanted);
  const messages = sameLocale ? { ...current.messages, ...loaded } : loaded;
  const allAreas = sameLocale ? new Set([...current.areas, ...areas]) : new Set(areas);
  current = { locale, areas: allAreas, messages, intl: makeIntl(locale, messages) };
  document.documentElement.lang = locale;
  for (const listener of listeners) listener();
}

/** Before the first render: the starting language's core areas. */
export function startI18n(): Promise<void> {
  current = { ...current, locale: initialLocale() };
  return load(current.locale, new Set(CORE_AREAS));
}

/** A page's own areas, loaded by its route before it renders (and on hover, with the route). */
export async function ensureAreas(areas: readonly string[]): Promise<void> {
  if (areas.every((area) => current.areas.has(area))) return;
  await load(current.locale, new Set(areas));
}

/** Switches the language (and remembers it in this browser): every loaded area, in the new one. */
export async function setLocale(locale: AppLocale): Promise<void> {
  saveChoice(locale);
  if (locale === current.locale) return;
  await load(locale, current.areas);
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

/** For a route's `beforeLoad`: the page's own areas, before it renders (and on hover, with it). */
export const loadAreas =
  (...areas: string[]) =>
  () =>
    ensureAreas(areas);
