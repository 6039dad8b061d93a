/**
 * The project's docs stand on their own: every relative link in the README, SECURITY.md and docs/
 * leads to a file in the repository, and no doc or source comment cites a file outside it (the
 * decisions the project follows are written in docs/decisions.md).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const docs = [
  'README.md',
  'SECURITY.md',
  'CONTRIBUTING.md',
  ...readdirSync(path.join(root, 'docs')).map((f) => `docs/${f}`),
].filter((file) => file.endsWith('.md') && existsSync(path.join(root, file)));

function filesUnder(folder: string): string[] {
  return readdirSync(path.join(root, folder), { withFileTypes: true }).flatMap((entry) => {
    const relative = `${folder}/${entry.name}`;
    if (entry.isDirectory()) return filesUnder(relative);
    return /\.(ts|tsx|mts|mjs|cjs|md|json)$/.test(entry.name) ? [relative] : [];
  });
}

describe('the docs', () => {
  it('link only to files that exist in the repository', () => {
    const broken: string[] = [];
    for (const doc of docs) {
      const text = readFileSync(path.join(root, doc), 'utf8');
      for (const [, target = ''] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
        if (/^(https?:|mailto:|#)/.test(target)) continue;
        const file = path.resolve(path.dirname(path.join(root, doc)), target.split('#')[0] ?? '');
        const inside = file.startsWith(`${root}${path.sep}`);
        if (!inside || !existsSync(file)) broken.push(`${doc}: ${target}`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('and the sources cite no specification file outside the repository', () => {
    const outside =
      /\/shared\/(spec|bench|research)\/|\.\.\/shared\/(architecture|style)\.md|interface-spec|\bextensions\.md|(?<!\]\(|[\w/])decisions\.md/;
    const citing = [...docs, ...filesUnder('src'), ...filesUnder('tests'), ...filesUnder('scripts')]
      .filter((file) => statSync(path.join(root, file)).isFile())
      .filter((file) => file !== 'tests/docs/links.test.ts')
      .filter((file) => outside.test(readFileSync(path.join(root, file), 'utf8')));
    expect(citing).toEqual([]);
  });
});
