/**
 * The admin's message catalogs (admin*.json): their list is its own chunk, downloaded with the
 * admin area (catalogs.ts), so a visitor's pages carry no entry for them.
 */
import { type CatalogModule, catalogFilesOf } from './catalog-files';

export const adminCatalogFiles = catalogFilesOf(
  import.meta.glob<CatalogModule>('../../shared/i18n/catalogs/*/admin*.json', { import: 'default' }),
);
