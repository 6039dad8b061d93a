/**
 * <html lang> of the app shell is the request's language: a signed-in user's saved choice, else
 * the `locale` cookie (a visitor's choice in the header, which the web app also sets from a signed-in
 * user's saved choice), else Accept-Language, else English. The web app reads it before any catalog
 * loads, so the first paint is in the right language.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const langOf = (html: string) => /<html lang="([^"]*)"/.exec(html)?.[1];

async function shellLang(url: string, headers: Record<string, string> = {}) {
  const response = await t.call('GET', url, { headers });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toContain('text/html');
  return langOf(response.body);
}

describe('<html lang> of the app shell', () => {
  it.each(['/', '/sign-in', '/account'])('%s follows cookie > Accept-Language > English', async (url) => {
    expect(await shellLang(url)).toBe('en');
    expect(await shellLang(url, { 'accept-language': 'de-DE,de;q=0.9,en;q=0.8' })).toBe('de');
    expect(await shellLang(url, { 'accept-language': 'ja-JP,ja;q=0.9' })).toBe('en');
    expect(await shellLang(url, { cookie: 'locale=fr' })).toBe('fr');
    // The visitor's choice (cookie) wins over the browser's languages.
    expect(await shellLang(url, { cookie: 'locale=es', 'accept-language': 'de' })).toBe('es');
    // A cookie naming no language of ours is ignored.
    expect(await shellLang(url, { cookie: 'locale=xx', 'accept-language': 'fr' })).toBe('fr');
  });

  it('answers with Vary so a cache keeps one copy per language', async () => {
    const response = await t.call('GET', '/sign-in', { headers: { 'accept-language': 'de' } });
    expect(response.headers.vary).toMatch(/Accept-Language/);
    expect(response.headers.vary).toMatch(/Cookie/);
  });
});
