/**
 * The message catalogs the web app downloads: src/shared/i18n/catalogs/<locale>/<area>.json, one
 * chunk each, parsed at build time (scripts/vite-i18n-messages.ts) and loaded for the current
 * language only. A key `save` in `common.json` is the message id `common.save`. The core areas
 * load before the first render; a page's own areas load with its route (routes/*.tsx), and the
 * admin area loads every area, so a visitor of the blog never downloads the admin's messages.
 * Areas named `server-*` are the server's own (e-mails, server-rendered pages) and never reach
 * the browser.
 */
import { type MessageFormatElement, TYPE } from '@formatjs/icu-messageformat-parser';
import { DEFAULT_LOCALE, type Locale, PSEUDO_LOCALE } from '@shared/i18n/locales';
import type { CatalogFile } from './catalog-files';
import { englishCatalogFiles } from './public-catalogs';

export { CORE_AREAS } from '@shared/i18n/areas';

export type AppLocale = Locale | typeof PSEUDO_LOCALE;
/** Messages as parsed ICU (the build parses the catalogs). */
export type Messages = Record<string, MessageFormatElement[]>;

/** A plain-text message, as the build ships it (scripts/vite-i18n-messages.ts), in parsed form. */
const literal = (value: string): MessageFormatElement[] => [{ type: TYPE.literal, value }];

/**
 * Where each public catalog file is (./public-catalogs.ts): English's list is part of the app,
 * the other languages' list is downloaded when one of them is first shown. The admin's areas
 * (admin*.json) have their own list (./admin-catalogs), downloaded with the admin area.
 */
async function publicCatalogFiles(locale: Locale): Promise<CatalogFile[]> {
  if (locale === DEFAULT_LOCALE) return englishCatalogFiles;
  return (await import('./other-catalogs')).otherCatalogFiles;
}

const isAdminArea = (area: string) => area === 'admin' || area.startsWith('admin-');

/** The catalog files `areas` need in `locale`. */
async function catalogFilesFor(locale: Locale, areas: ReadonlySet<string>): Promise<CatalogFile[]> {
  const [own, admin] = await Promise.all([
    publicCatalogFiles(locale),
    [...areas].some(isAdminArea) ? import('./admin-catalogs').then((module) => module.adminCatalogFiles) : [],
  ]);
  return [...own, ...admin];
}

/** Every area the browser may load (the admin area loads them all). */
export async function allAreas(): Promise<string[]> {
  const { adminCatalogFiles } = await import('./admin-catalogs');
  return [...new Set([...englishCatalogFiles, ...adminCatalogFiles].map((file) => file.area))];
}

async function loadCatalogs(locale: Locale, areas: ReadonlySet<string>): Promise<Messages> {
  const catalogFiles = await catalogFilesFor(locale, areas);
  const wanted = catalogFiles.filter((file) => file.locale === locale && areas.has(file.area));
  const loaded = await Promise.all(
    wanted.map(async (file) => {
      const catalog = await file.load();
      return Object.entries(catalog).map(
        ([key, message]) =>
          [`${file.area}.${key}`, typeof message === 'string' ? literal(message) : message] as const,
      );
    }),
  );
  return Object.fromEntries(loaded.flat());
}

/** Some areas in a language; the pseudo-language is English run through pseudo.ts. */
export async function loadMessages(locale: AppLocale, areas: ReadonlySet<string>): Promise<Messages> {
  if (locale !== PSEUDO_LOCALE) return loadCatalogs(locale, areas);
  const [english, { pseudoLocalize }] = await Promise.all([
    loadCatalogs(DEFAULT_LOCALE, areas),
    import('./pseudo'),
  ]);
  return Object.fromEntries(Object.entries(english).map(([id, message]) => [id, pseudoLocalize(message)]));
}
