/**
 * One way to open a transaction (./transaction.ts): no other module calls drizzle's
 * `.transaction(` or casts its way to a `Db`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const serverRoot = path.resolve(import.meta.dirname, '..');

function sources(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return sources(file);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [file] : [];
  });
}

const relative = (file: string) => path.relative(serverRoot, file);
// The connection layer makes the database and its per-connection copies; this module the transaction.
const allowed = new Set(['db/transaction.ts', 'db/client.ts', 'db/open-pglite.ts']);

describe('transactions', () => {
  it('are opened only through inTransaction', () => {
    const opening = sources(serverRoot)
      .filter((file) => !allowed.has(relative(file)))
      .filter((file) => /\.transaction\(/.test(readFileSync(file, 'utf8')))
      .map(relative);
    expect(opening).toEqual([]);
  });

  it('need no cast to Db anywhere else', () => {
    const casting = sources(serverRoot)
      .filter((file) => !allowed.has(relative(file)))
      .filter((file) => /as unknown as (Db|Tx)\b/.test(readFileSync(file, 'utf8')))
      .map(relative);
    expect(casting).toEqual([]);
  });
});
