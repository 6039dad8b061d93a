/**
 * The layer rules of `.dependency-cruiser.cjs` (run by `npm run lint`) catch what they name: a
 * scratch tree shaped like the repository holds one planted import per rule and one allowed
 * import, and dependency-cruiser runs on it once with the project's own configuration.
 */
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');

/** [rule, importer, imported]: each importer imports its imported file, both paths from the root. */
const PLANTED = [
  [
    'product-imports-no-test-support',
    'src/server/features/billing/provider.ts',
    'tests/support/doubles/stripe-stand-in.ts',
  ],
  ['server-core-is-below-transport', 'src/server/core/errors.ts', 'src/server/http/envelope.ts'],
  ['server-http-knows-no-feature', 'src/server/http/web.ts', 'src/server/features/blog/pages.ts'],
  [
    'server-services-are-not-transport',
    'src/server/features/faqs/service.ts',
    'src/server/http/route-kit.ts',
  ],
  [
    'server-feature-through-its-public-entry',
    'src/server/features/billing/plans.ts',
    'src/server/features/organizations/access.ts',
  ],
  ['web-ui-is-the-bottom', 'src/web/components/ui/button.tsx', 'src/web/lib/api.ts'],
  ['web-lib-knows-no-feature', 'src/web/lib/format.ts', 'src/web/features/auth/session.ts'],
  [
    'web-components-know-no-feature',
    'src/web/components/layout/logo.tsx',
    'src/web/features/auth/session.ts',
  ],
] as const;
const ALLOWED = ['src/server/features/me/profile.ts', 'src/server/features/organizations/index.ts'] as const;

let scratch = '';
let planted = 0;
let report = { failed: false, output: '' };

function plant(importer: string, imported: string) {
  for (const file of [importer, imported]) {
    mkdirSync(path.dirname(path.join(scratch, file)), { recursive: true });
    writeFileSync(path.join(scratch, file), 'export const value = 1;\n', { flag: 'a' });
  }
  const specifier = path.relative(path.dirname(importer), imported);
  const relative = specifier.startsWith('.') ? specifier : `./${specifier}`;
  writeFileSync(path.join(scratch, importer), `export { value as v${planted++} } from '${relative}';\n`, {
    flag: 'a',
  });
}

beforeAll(async () => {
  scratch = mkdtempSync(path.join(tmpdir(), 'import-rules-'));
  writeFileSync(
    path.join(scratch, 'tsconfig.json'),
    JSON.stringify({ compilerOptions: { allowImportingTsExtensions: true } }),
  );
  for (const [, importer, imported] of PLANTED) plant(importer, imported);
  plant(...ALLOWED);
  const depcruise = path.join(root, 'node_modules/.bin/depcruise');
  const args = ['src', '--config', path.join(root, '.dependency-cruiser.cjs'), '--output-type', 'err'];
  try {
    const { stdout } = await promisify(execFile)(depcruise, args, { cwd: scratch });
    report = { failed: false, output: stdout };
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    report = { failed: true, output: `${stdout}${stderr}` };
  }
}, 60_000);

afterAll(() => {
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

describe('the import rules', () => {
  it('fail the lint when an import breaks one', () => {
    expect(report.failed).toBe(true);
  });

  it.each(PLANTED)('name %s for its planted import', (rule, importer, imported) => {
    expect(report.output).toContain(`error ${rule}: ${importer} → ${imported}`);
  });

  it("let a feature use another through that feature's public entry", () => {
    expect(report.output).not.toContain(`${ALLOWED[0]} → ${ALLOWED[1]}`);
    expect(report.output).toContain(`${PLANTED.length} dependency violations`);
  });
});
