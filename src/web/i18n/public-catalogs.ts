/**
 * Where the catalogs of the public site and the account are (every area but the admin's and the
 * server's), in two lists: English, the default, is part of the app; every other language's list
 * is one chunk, downloaded when a language other than English is first shown. So a new language
 * needs no file here, and an English page carries only English's list (the blog's JavaScript
 * budget, tests/e2e/page-weight.e2e.ts). The admin's areas have their own list (./admin-catalogs).
 */
import { type CatalogModule, catalogFilesOf } from './catalog-files';

export const englishCatalogFiles = catalogFilesOf(
  import.meta.glob<CatalogModule>(
    [
      '../../shared/i18n/catalogs/en/*.json',
      '!../../shared/i18n/catalogs/en/server-*.json',
      '!../../shared/i18n/catalogs/en/admin*.json',
    ],
    { import: 'default' },
  ),
);
