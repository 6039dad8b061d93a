/**
 * The public catalogs of every language but English (see ./public-catalogs.ts): one chunk,
 * downloaded when such a language is first shown.
 */
import { type CatalogModule, catalogFilesOf } from './catalog-files';

export const otherCatalogFiles = catalogFilesOf(
  import.meta.glob<CatalogModule>(
    [
      '../../shared/i18n/catalogs/*/*.json',
      '!../../shared/i18n/catalogs/en/*.json',
      '!../../shared/i18n/catalogs/*/server-*.json',
      '!../../shared/i18n/catalogs/*/admin*.json',
    ],
    { import: 'default' },
  ),
);
