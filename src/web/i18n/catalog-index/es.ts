import { type CatalogModule, catalogFilesOf } from '../catalog-files';

/** The catalogs of the public site and the account in this language (see ../catalogs.ts). */
export const catalogFiles = catalogFilesOf(
  import.meta.glob<CatalogModule>(
    [
      '../../../shared/i18n/catalogs/es/*.json',
      '!../../../shared/i18n/catalogs/es/server-*.json',
      '!../../../shared/i18n/catalogs/es/admin*.json',
    ],
    { import: 'default' },
  ),
);
