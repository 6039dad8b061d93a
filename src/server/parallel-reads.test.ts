/**
 * What Biome's noFloatingPromises cannot see, checked on the syntax of every server module: a
 * promise started in one place and awaited only on some paths. When a sibling of a Promise.all
 * fails first, such a promise is never awaited; if it then rejects, the rejection is unhandled,
 * which ends a Node process (the admin dashboard did this under a database outage). Two shapes
 * cover it: a Promise.all over promises started before it (one of them may be awaited elsewhere,
 * or not at all), and a derived promise (`p.then(...)`) handed to a function as an argument.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve('src/server');
const DERIVING = new Set(['then', 'catch', 'finally']);

function serverModules(dir = ROOT): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : serverModules(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

/** `Promise.all` / `Promise.allSettled` called on an array literal. */
function parallelElements(node: ts.Node): readonly ts.Expression[] | undefined {
  if (!ts.isCallExpression(node) || !ts.isPropertyAccessExpression(node.expression)) return undefined;
  const { expression, name } = node.expression;
  if (!ts.isIdentifier(expression) || expression.text !== 'Promise') return undefined;
  if (name.text !== 'all' && name.text !== 'allSettled') return undefined;
  const [first] = node.arguments;
  return first && ts.isArrayLiteralExpression(first) ? first.elements : undefined;
}

const isDerived = (node: ts.Expression) =>
  ts.isCallExpression(node) &&
  ts.isPropertyAccessExpression(node.expression) &&
  DERIVING.has(node.expression.name.text);

/** Where a module breaks the rule, as `file:line: what`. */
function findUnsettledPromises(fileName: string, source: string): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const at = (node: ts.Node, what: string) =>
    found.push(`${fileName}:${file.getLineAndCharacterOfPosition(node.getStart()).line + 1}: ${what}`);
  const visit = (node: ts.Node) => {
    for (const element of parallelElements(node) ?? []) {
      if (ts.isIdentifier(element) || ts.isPropertyAccessExpression(element))
        at(element, `\`${element.getText()}\` was started before the Promise.all: start it inside`);
    }
    if (ts.isCallExpression(node) || ts.isNewExpression(node)) {
      for (const argument of node.arguments ?? []) {
        if (isDerived(argument))
          at(argument, 'a promise derived from another is handed on: await both, then combine');
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

describe('parallel reads in src/server', () => {
  it('finds the shapes it looks for (the dashboard as it was)', () => {
    const before = `
      const statsPromise = stats(axis);
      const [summary, growth] = await Promise.all([
        statsPromise,
        userGrowth(axis, statsPromise.then((result) => result.totalUsersBefore)),
      ]);`;
    expect(findUnsettledPromises('dashboard.ts', before)).toEqual([
      'dashboard.ts:4: `statsPromise` was started before the Promise.all: start it inside',
      'dashboard.ts:5: a promise derived from another is handed on: await both, then combine',
    ]);
  });

  it('accepts every query started inside its Promise.all, combined after it', () => {
    const after = `
      const [summary, growthFrom] = await Promise.all([stats(axis), userGrowth(axis)]);
      const growth = growthFrom(summary.totalUsersBefore);
      await Promise.all(jobs.map(deliver));
      return Promise.race([work, timeout]).finally(() => clearTimeout(timer));`;
    expect(findUnsettledPromises('dashboard.ts', after)).toEqual([]);
  });

  it('starts every promise of a Promise.all inside it, and hands no derived promise on', () => {
    const found = serverModules().flatMap((file) =>
      findUnsettledPromises(path.relative(process.cwd(), file), readFileSync(file, 'utf8')),
    );
    expect(found).toEqual([]);
  });
});
