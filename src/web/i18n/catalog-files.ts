import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';

/** A catalog file as the build ships it: plain strings, or ICU already parsed. */
export type CatalogModule = Record<string, string | MessageFormatElement[]>;

export interface CatalogFile {
  locale: string;
  area: string;
  load: () => Promise<CatalogModule>;
}

/** The files of an `import.meta.glob` over src/shared/i18n/catalogs/<locale>/<area>.json. */
export function catalogFilesOf(files: Record<string, () => Promise<CatalogModule>>): CatalogFile[] {
  return Object.entries(files).map(([path, load]) => {
    const [, locale = '', area = ''] = /\/catalogs\/([^/]+)\/([^/]+)\.json$/.exec(path) ?? [];
    return { locale, area, load };
  });
}
