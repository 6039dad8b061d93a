import { describe, expect, it } from 'vitest';
import { translator } from './messages.ts';

describe('server messages', () => {
  it('formats a message with its values and plurals in each language', () => {
    expect(translator('en')('server-pages.blog.description', { appName: 'Acme' })).toBe(
      'News, guides and release notes from Acme.',
    );
    expect(translator('de')('server-pages.blog.readingTime', { minutes: 3 })).toBe('3 Min. Lesezeit');
    expect(translator('fr')('server-pages.blog.readingTime', { minutes: 1 })).toBe('1 min de lecture');
    expect(translator('es')('server-pages.notFound.title')).toBe('Página no encontrada');
  });

  it('reads an unknown id as itself instead of failing the page', () => {
    expect(translator('de')('server-pages.no.such.key')).toBe('server-pages.no.such.key');
    expect(translator('en')('nowhere.key')).toBe('nowhere.key');
  });
});
