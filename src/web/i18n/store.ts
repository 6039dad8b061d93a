/**
 * The web app's current language and its messages, outside React so that plain functions (toasts,
 * formatters, form error maps) translate too; React reads it through provider.tsx. Changing the
 * language loads that language's catalogs first, then switches everything at once.
 */
import {
  isLocale,
  LANGUAGE_PARAM,
  LOCALE_COOKIE,
  negotiateLocale,
  PSEUDO_LOCALE,
} from '@shared/i18n/locales';
import { IntlMessageFormat } from 'intl-messageformat';
import type { ReactNode } from 'react';
import { type AppLocale, CORE_AREAS, loadMessages, type Messages } from './catalogs';
import { englishCatalogFiles } from './public-catalogs';

export type { AppLocale } from './catalogs';

export type MessageValues = Record<string, string | number | Date | null | undefined>;
/** Values of a rich-text message: also React nodes, and tags as functions of their content. */
export type RichValues = Record<
  string,
  MessageValues[string] | ReactNode | ((chunks: ReactNode[]) => ReactNode)
>;

/**
 * The current language's messages, formatted with FormatJS's intl-messageformat (the core that
 * react-intl and @formatjs/intl wrap; the wrappers' other formatters are not needed here and
 * would cost the blog page its budget). Each message is compiled once per language.
 */
class Translator {
  readonly formats = new Map<string, IntlMessageFormat>();

  constructor(
    readonly locale: AppLocale,
    readonly messages: Messages,
  ) {}

  /** The BCP 47 tag for Intl formatters (English for the pseudo-language). */
  get formattingLocale(): string {
    return this.locale === PSEUDO_LOCALE ? 'en' : this.locale;
  }

  format(id: string, values?: RichValues): string | ReactNode[] {
    let compiled = this.formats.get(id);
    if (!compiled) {
      const message = this.messages[id];
      // A missing message shows its id; the catalog test keeps every language complete, so only
      // development hears of it (a clean console in production).
      if (!message) {
        if (import.meta.env.DEV) console.warn(`Missing message: ${id} (${this.locale})`);
        return id;
      }
      compiled = new IntlMessageFormat(message, this.formattingLocale);
      this.formats.set(id, compiled);
    }
    return compiled.format(values as Parameters<IntlMessageFormat['format']>[0]) as string | ReactNode[];
  }
}

const listeners = new Set<() => void>();

let current: { locale: AppLocale; areas: ReadonlySet<string>; translator: Translator } = {
  locale: 'en',
  areas: new Set(),
  translator: new Translator('en', {}),
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
 * The language to start in: `?lang=` (kept as the choice; how tests pick the pseudo-language),
 * else the saved choice (cookie), else the browser's languages. A signed-in user's saved language
 * arrives with /api/me and switches later if it differs (saved-locale.tsx).
 */
function initialLocale(): AppLocale {
  const fromUrl = new URLSearchParams(window.location.search).get(LANGUAGE_PARAM);
  if (isAppLocale(fromUrl)) {
    saveChoice(fromUrl);
    return fromUrl;
  }
  const saved = readCookie(LOCALE_COOKIE);
  if (isAppLocale(saved)) return saved;
  return negotiateLocale(navigator.languages?.length ? navigator.languages : [navigator.language]);
}

/** What has been downloaded, per language: switching back to one needs no new request. */
const loaded = new Map<AppLocale, { areas: ReadonlySet<string>; messages: Messages }>();

/** The language asked for last: a slower download for another one must not switch back to it. */
let target: AppLocale = 'en';

/** Loads `areas` in `locale`, then shows that language if it is still the one asked for. */
async function load(locale: AppLocale, areas: ReadonlySet<string>) {
  const missing = [...areas].filter((area) => !loaded.get(locale)?.areas.has(area));
  if (missing.length > 0) {
    const messages = await loadMessages(locale, new Set(missing));
    // Read again after the wait: another load may have added areas of this language meanwhile.
    const before = loaded.get(locale) ?? { areas: new Set<string>(), messages: {} };
    loaded.set(locale, {
      areas: new Set([...before.areas, ...missing]),
      messages: { ...before.messages, ...messages },
    });
  }
  if (locale !== target) return;
  const entry = loaded.get(locale) ?? { areas: new Set<string>(), messages: {} };
  current = { locale, areas: entry.areas, translator: new Translator(locale, entry.messages) };
  document.documentElement.lang = locale;
  for (const listener of listeners) listener();
}

/**
 * Before the first render: the starting language's core areas. A server-rendered page names its
 * language (the one its markup is in), which hydration must render in too.
 */
export function startI18n(locale: AppLocale = initialLocale()): Promise<void> {
  target = locale;
  return load(target, new Set(CORE_AREAS));
}

/** The server renders one page at a time, each in its visitor's language: one state per language. */
const serverStates = new Map<AppLocale, typeof current>();

/**
 * For the server's renderer (ssr/entry-server.tsx): what follows renders in `locale`, with every
 * area of the public site and the account loaded (routes' own loads are then no-ops). Each
 * language's messages are loaded and compiled once per process.
 */
export async function renderInLanguage(locale: AppLocale): Promise<void> {
  let state = serverStates.get(locale);
  if (!state) {
    const areas = new Set(englishCatalogFiles.map((file) => file.area));
    state = { locale, areas, translator: new Translator(locale, await loadMessages(locale, areas)) };
    serverStates.set(locale, state);
  }
  target = locale;
  current = state;
}

/** A page's own areas, loaded by its route before it renders (and on hover, with the route). */
export async function ensureAreas(areas: readonly string[]): Promise<void> {
  // The server's renderer loaded every public area first (renderInLanguage).
  if (import.meta.env.SSR) return;
  if (target === current.locale && areas.every((area) => current.areas.has(area))) return;
  await load(target, new Set([...current.areas, ...areas]));
}

/** Switches the language (and remembers it in this browser): every loaded area, in the new one. */
export async function setLocale(locale: AppLocale): Promise<void> {
  saveChoice(locale);
  if (locale === target) return;
  target = locale;
  await load(locale, current.areas);
}

export const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const getTranslator = (): Translator => current.translator;
export const getLocale = (): AppLocale => current.locale;
/** The BCP 47 tag for Intl formatters (English for the pseudo-language). */
export const formattingLocale = (): string => current.translator.formattingLocale;

export type { Translator };

/** A message as a string, for code outside components (toasts, form rules, formatters). */
export function t(id: string, values?: MessageValues): string {
  return String(current.translator.format(id, values));
}

/** For a route's `beforeLoad`: the page's own areas, before it renders (and on hover, with it). */
export const loadAreas =
  (...areas: string[]) =>
  () =>
    ensureAreas(areas);
