import { type CatalogModule, catalogFilesOf } from '../catalog-files';

/** The catalogs of the public site and the account in this language (see ../catalogs.ts). */
export const catalogFiles = catalogFilesOf(
  import.meta.glob<CatalogModule>(
    [
      '../../../shared/i18n/catalogs/en/*.json',
      '!../../../shared/i18n/catalogs/en/server-*.json',
      '!../../../shared/i18n/catalogs/en/admin*.json',
    ],
    { import: 'default' },
  ),
);
