import { type CatalogModule, catalogFilesOf } from '../catalog-files';

/** The catalogs of the public site and the account in this language (see ../catalogs.ts). */
export const catalogFiles = catalogFilesOf(
  import.meta.glob<CatalogModule>(
    [
      '../../../shared/i18n/catalogs/de/*.json',
      '!../../../shared/i18n/catalogs/de/server-*.json',
      '!../../../shared/i18n/catalogs/de/admin*.json',
    ],
    { import: 'default' },
  ),
);
