import { describe, expect, it } from 'vitest';
import { localeName, negotiateLocale, resolveLocale } from './locales.ts';

describe('negotiateLocale', () => {
  it('picks the best supported language by quality, then order', () => {
    expect(negotiateLocale('de-CH,de;q=0.9,en;q=0.8')).toBe('de');
    expect(negotiateLocale('ja;q=1,fr;q=0.5,es;q=0.7')).toBe('es');
    expect(negotiateLocale('ja, fr-CA;q=0.2')).toBe('fr');
    expect(negotiateLocale(['es-MX', 'en-US'])).toBe('es');
  });

  it('falls back to English for nothing, nonsense, q=0 and unsupported languages', () => {
    expect(negotiateLocale(undefined)).toBe('en');
    expect(negotiateLocale('')).toBe('en');
    expect(negotiateLocale('*')).toBe('en');
    expect(negotiateLocale('de;q=0')).toBe('en');
    expect(negotiateLocale(';;;,,q=abc')).toBe('en');
    expect(negotiateLocale('ja-JP,ko')).toBe('en');
  });
});

describe('resolveLocale', () => {
  it('prefers the saved choice over the header, and ignores an unsupported saved value', () => {
    expect(resolveLocale('fr', 'de')).toBe('fr');
    expect(resolveLocale('xx', 'de')).toBe('de');
    expect(resolveLocale(null, undefined)).toBe('en');
  });
});

describe('localeName', () => {
  it('names each language in itself', () => {
    expect(localeName('de')).toBe('Deutsch');
    expect(localeName('fr')).toBe('Français');
    expect(localeName('es')).toBe('Español');
  });
});
