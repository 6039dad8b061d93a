/**
 * The data a child server (child-server.ts) starts on, kept across its restarts: a scratch
 * PostgreSQL database when TEST_DATABASE_URL is set, else a PGlite data folder that already holds
 * the migrated schema (the test databases' cached snapshot, unpacked where the service looks for
 * it), so the first start does not spend its time migrating.
 */
import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createTestDatabase } from '../../../src/server/testing/database.ts';

export interface ChildData {
  /** DATABASE_URL or DATA_DIR, for the child's environment. */
  env: Record<string, string>;
  /** `PostgreSQL` or `PGlite`, for the test's report. */
  label: string;
  remove(): Promise<void>;
}

export async function prepareChildData(prefix: string): Promise<ChildData> {
  if (process.env.TEST_DATABASE_URL) {
    const scratch = await createTestDatabase();
    return {
      env: { DATABASE_URL: scratch.databaseUrl! },
      label: 'PostgreSQL',
      remove: () => scratch.close(),
    };
  }
  // Makes the snapshot current for this set of migrations.
  const template = await createTestDatabase();
  await template.close();
  const cache = path.resolve('.test-data');
  const snapshots = await Promise.all(
    (await readdir(cache))
      .filter((file) => /^pglite-[0-9a-f]+\.tar\.gz$/.test(file))
      .map(async (file) => ({
        file: path.join(cache, file),
        mtime: (await stat(path.join(cache, file))).mtimeMs,
      })),
  );
  const newest = snapshots.sort((a, b) => b.mtime - a.mtime)[0];
  if (!newest) throw new Error('no PGlite snapshot under .test-data');
  const dataDir = await mkdtemp(path.join(tmpdir(), prefix));
  await mkdir(path.join(dataDir, 'pglite'));
  execFileSync('tar', ['-xzf', newest.file, '-C', path.join(dataDir, 'pglite')], { stdio: 'ignore' });
  return {
    env: { DATA_DIR: dataDir },
    label: 'PGlite',
    remove: () => rm(dataDir, { recursive: true, force: true }),
  };
}
