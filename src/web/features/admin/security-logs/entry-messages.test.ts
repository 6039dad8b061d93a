/**
 * Every event type the server writes reads in the reader's language: each type in the shared
 * catalogue has a description message, present (and translated) in every language's catalog.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LOCALES } from '@shared/i18n/locales';
import { securityEvents } from '@shared/security-events';
import { describe, expect, it } from 'vitest';
import { ENTRY_MESSAGES } from './entry-messages';

const catalogDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../shared/i18n/catalogs',
);

const catalogOf = (locale: string): Record<string, string> =>
  JSON.parse(readFileSync(path.join(catalogDir, locale, 'admin-security-logs.json'), 'utf8'));

const catalogs = new Map(LOCALES.map((locale) => [locale, catalogOf(locale)]));
const eventTypes = Object.keys(securityEvents);

describe('security-log descriptions', () => {
  it('covers the four languages', () => {
    expect([...LOCALES].sort()).toEqual(['de', 'en', 'es', 'fr']);
  });

  it.each(eventTypes)('%s has a description message in every language', (type) => {
    const id = (ENTRY_MESSAGES as Record<string, string | undefined>)[type] ?? '';
    expect(id, `no message id for ${type}`).toMatch(/^admin-security-logs\./);
    const key = id.slice('admin-security-logs.'.length);
    const english = catalogs.get('en')?.[key];
    expect(english, `en: ${id}`).toBeTruthy();
    for (const locale of LOCALES) {
      const message = catalogs.get(locale)?.[key];
      expect(message, `${locale}: ${id}`).toBeTruthy();
      if (locale !== 'en') expect(message, `${locale}: ${id} is still English`).not.toBe(english);
    }
  });
});
