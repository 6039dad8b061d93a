/**
 * The server's own catalog areas (src/shared/i18n/catalogs/<locale>/server-*.json: the built-in
 * e-mails, the invoices' PDF; the pages it renders use the web app's catalogs, through its renderer) in every language of LOCALES, loaded once when the server starts.
 * A new language needs no line here: its folder is found by its code. The import is a template
 * literal, which Node and Vitest resolve as they go and esbuild bundles as every matching file
 * (scripts/build-server.mjs), so the bundled server carries the catalogs and reads no folder.
 */
import { LOCALES, type Locale } from '../../shared/i18n/locales.ts';

/** The server areas, without their `server-` prefix (`mail` is the area `server-mail`). */
const SERVER_AREAS = ['mail', 'invoice'] as const;

export type ServerArea = `server-${(typeof SERVER_AREAS)[number]}`;
export type Catalog = Record<string, string>;

async function loadCatalog(locale: Locale, name: (typeof SERVER_AREAS)[number]): Promise<Catalog> {
  const module = (await import(`../../shared/i18n/catalogs/${locale}/server-${name}.json`, {
    with: { type: 'json' },
  })) as { default: Catalog };
  return module.default;
}

const loaded = await Promise.all(
  SERVER_AREAS.flatMap((name) =>
    LOCALES.map(async (locale) => ({
      area: `server-${name}` as const,
      locale,
      catalog: await loadCatalog(locale, name),
    })),
  ),
);

/** A server area's catalog in one language. */
export function serverCatalog(area: ServerArea, locale: Locale): Catalog {
  const found = loaded.find((entry) => entry.area === area && entry.locale === locale);
  // Unreachable: every pair was loaded above, and a missing file fails the start.
  if (!found) throw new Error(`No ${area} catalog for ${locale}`);
  return found.catalog;
}

export function isServerArea(area: string): area is ServerArea {
  return SERVER_AREAS.some((name) => area === `server-${name}`);
}
