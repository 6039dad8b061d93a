/**
 * The catalogs stay whole and in use: every language has exactly the keys English has, every
 * message is valid ICU with the same placeholders and tags as the English one, every key is used
 * somewhere in the code (written out in full, or built from a prefix and a closed set's values by
 * labelIds, so this can find it; the e-mails' words are checked where they are read), and every
 * key the code asks for exists.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  isArgumentElement,
  isDateElement,
  isNumberElement,
  isPluralElement,
  isSelectElement,
  isTagElement,
  isTimeElement,
  type MessageFormatElement,
  parse,
} from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { idSegment } from '../../web/lib/label-ids.ts';
import { DEFAULT_LOCALE, LOCALES } from './locales.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const catalogDir = path.join(here, 'catalogs');
const srcDir = path.resolve(here, '../..');

type Catalog = Record<string, string>;

function readCatalogs(locale: string): Map<string, Catalog> {
  const dir = path.join(catalogDir, locale);
  const files = readdirSync(dir).filter((name) => name.endsWith('.json'));
  return new Map(
    files.map((name) => [
      name.replace(/\.json$/, ''),
      JSON.parse(readFileSync(path.join(dir, name), 'utf8')),
    ]),
  );
}

const english = readCatalogs(DEFAULT_LOCALE);
const areas = [...english.keys()].sort();

/** What a message needs from its caller: argument names and tag names. */
function signature(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (
      isArgumentElement(element) ||
      isNumberElement(element) ||
      isDateElement(element) ||
      isTimeElement(element)
    )
      into.add(`arg:${element.value}`);
    else if (isPluralElement(element) || isSelectElement(element)) {
      into.add(`arg:${element.value}`);
      for (const option of Object.values(element.options)) signature(option.value, into);
    } else if (isTagElement(element)) {
      into.add(`tag:${element.value}`);
      signature(element.children, into);
    }
  }
  return into;
}

function sourceFiles(dir: string, found: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) {
      if (full !== catalogDir) sourceFiles(full, found);
    } else if (/\.(ts|tsx)$/.test(name) && !name.endsWith('.test.ts')) found.push(full);
  }
  return found;
}

const sources = sourceFiles(srcDir).map((file) => ({ file, text: readFileSync(file, 'utf8') }));
const allSource = sources.map((source) => source.text).join('\n');

/** The quoted strings in a list's text: `'a', 'b'` → a, b. */
const quoted = (list: string) => [...list.matchAll(/(['"])([^'"]+)\1/g)].map(([, , value = '']) => value);

/** Each closed set the code declares as `export const NAME = [...] as const` (the contracts' lists). */
const declaredLists = new Map<string, string[][]>();
for (const [, name = '', list = ''] of allSource.matchAll(
  /\bexport const ([A-Z][A-Z0-9_]*) = \[([^\]]*)\] as const/g,
))
  declaredLists.set(name, [...(declaredLists.get(name) ?? []), quoted(list)]);

/**
 * The ids that the code's labelIds calls build (src/web/lib/label-ids.ts), read as written: a
 * quoted prefix, then the values as a quoted list or as the name of one declared list above.
 * A call written any other way, or naming a list declared twice or not at all, is unreadable
 * and fails the test below: its ids would otherwise go unseen.
 */
const labelIdsCall = /\blabelIds\(\s*(['"])([\w.-]+)\1,\s*(\[[^\]]*\]|[A-Z][A-Z0-9_]*)\s*\)/g;
const labelIdsFile = path.join(srcDir, 'web/lib/label-ids.ts');
const builtIds: { file: string; ids: string[] }[] = [];
const unreadableCalls: string[] = [];
for (const { file, text } of sources) {
  if (file === labelIdsFile) continue; // its doc comment shows a call
  const calls = [...text.matchAll(labelIdsCall)];
  const written = text.match(/\blabelIds\(/g)?.length ?? 0;
  if (calls.length !== written)
    unreadableCalls.push(`${path.relative(srcDir, file)}: ${written - calls.length}`);
  for (const [, , prefix, values = ''] of calls) {
    const lists = values.startsWith('[') ? [quoted(values)] : (declaredLists.get(values) ?? []);
    if (lists.length !== 1) unreadableCalls.push(`${path.relative(srcDir, file)}: ${values}`);
    builtIds.push({ file, ids: (lists[0] ?? []).map((value) => `${prefix}.${idSegment(value)}`) });
  }
}
const allBuiltIds = new Set(builtIds.flatMap((built) => built.ids));

describe('message catalogs', () => {
  it('has areas in English', () => {
    expect(areas.length).toBeGreaterThan(0);
  });

  for (const locale of LOCALES.filter((code) => code !== DEFAULT_LOCALE)) {
    it(`${locale} has exactly the areas and keys English has`, () => {
      const catalogs = readCatalogs(locale);
      expect([...catalogs.keys()].sort()).toEqual(areas);
      for (const area of areas) {
        const want = Object.keys(english.get(area) ?? {}).sort();
        const have = Object.keys(catalogs.get(area) ?? {}).sort();
        expect({ area, missing: want.filter((key) => !have.includes(key)) }).toEqual({ area, missing: [] });
        expect({ area, extra: have.filter((key) => !want.includes(key)) }).toEqual({ area, extra: [] });
      }
    });
  }

  it('every message is valid ICU with the placeholders and tags of the English one', () => {
    const problems: string[] = [];
    for (const locale of LOCALES) {
      for (const [area, catalog] of readCatalogs(locale)) {
        for (const [key, message] of Object.entries(catalog)) {
          const id = `${locale}/${area}.${key}`;
          if (typeof message !== 'string' || !message.trim()) {
            problems.push(`${id}: empty`);
            continue;
          }
          try {
            const mine = [...signature(parse(message))].sort();
            const source = english.get(area)?.[key];
            if (source === undefined) continue;
            const theirs = [...signature(parse(source))].sort();
            if (mine.join() !== theirs.join())
              problems.push(`${id}: ${mine.join(' ')} ≠ English ${theirs.join(' ')}`);
          } catch (error) {
            problems.push(`${id}: ${(error as Error).message}`);
          }
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('every labelIds call is one this test reads', () => {
    expect(unreadableCalls).toEqual([]);
  });

  it('every key is used in the code', () => {
    const unused: string[] = [];
    // The e-mails' words are read by template key (`<key>.subject`), not spelled out:
    // src/server/mail/built-in-templates.test.ts checks that each one is in a built-in e-mail.
    for (const area of areas.filter((name) => name !== 'server-mail')) {
      for (const key of Object.keys(english.get(area) ?? {})) {
        const id = `${area}.${key}`;
        if (
          !allSource.includes(`'${id}'`) &&
          !allSource.includes(`"${id}"`) &&
          !allSource.includes(`\`${id}\``) &&
          !allBuiltIds.has(id)
        )
          unused.push(id);
      }
    }
    expect(unused).toEqual([]);
  });

  it('every key the code asks for exists', () => {
    const known = new Set(
      areas.flatMap((area) => Object.keys(english.get(area) ?? {}).map((key) => `${area}.${key}`)),
    );
    // t('x.y'), t("x.y"), id="x.y", id: 'x.y' with a catalog area as the first segment.
    const asked = /(?:\bt\(\s*|\bid=|\bid:\s*)['"]([a-z][\w-]*\.[\w.-]+)['"]/g;
    const missing: string[] = [];
    for (const { file, text } of sources) {
      for (const match of text.matchAll(asked)) {
        const id = match[1] ?? '';
        const area = id.split('.')[0] ?? '';
        if (english.has(area) && !known.has(id)) missing.push(`${path.relative(srcDir, file)}: ${id}`);
      }
    }
    for (const { file, ids } of builtIds)
      for (const id of ids) if (!known.has(id)) missing.push(`${path.relative(srcDir, file)}: ${id}`);
    expect(missing).toEqual([]);
  });
});
