/**
 * The folder the browser tests build the web app into, checked before anything is built there:
 * the build empties it first (Vite's --emptyOutDir), so E2E_WEB_DIST set to '' once built into
 * the repository's root and deleted the working tree. Only a folder of its own will do: not the
 * repository or a folder around it, not the home folder, not a folder of the repository other
 * than dist/ and test-results/, and not a folder that holds something other than a build.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** Folders of the repository whose subfolders may hold a build. */
const BUILD_FOLDERS = ['dist', 'test-results'];

/** `inner` is `outer` or lies inside it. */
function within(inner: string, outer: string): boolean {
  const relative = path.relative(outer, inner);
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
}

/**
 * The build folder for these settings (E2E_WEB_DIST, else dist/web with E2E_SKIP_BUILD=1, else
 * test-results/e2e-web), as an absolute path; throws when it is not a dedicated folder.
 */
export function e2eWebDist(
  env: Record<string, string | undefined> = process.env,
  repoRoot: string = REPO_ROOT,
  home: string = os.homedir(),
): string {
  const given = env.E2E_WEB_DIST;
  const refuse = (why: string) =>
    new Error(
      `E2E_WEB_DIST=${JSON.stringify(given)} ${why}. The browser tests empty this folder before they ` +
        'build into it: give a folder of its own, e.g. E2E_WEB_DIST=/tmp/<you>/web, or leave it unset.',
    );
  if (given !== undefined && given.trim() === '') throw refuse('is empty, which means the current folder');
  const fallback = env.E2E_SKIP_BUILD === '1' ? 'dist/web' : 'test-results/e2e-web';
  const folder = path.resolve(repoRoot, given ?? fallback);
  if (within(repoRoot, folder)) throw refuse('is the repository or a folder around it');
  if (within(home, folder)) throw refuse('is the home folder or a folder around it');
  if (
    within(folder, repoRoot) &&
    !BUILD_FOLDERS.some(
      (name) => within(folder, path.join(repoRoot, name)) && folder !== path.join(repoRoot, name),
    )
  )
    throw refuse(
      `is inside the repository but not below ${BUILD_FOLDERS.map((name) => `${name}/`).join(' or ')}`,
    );
  if (existsSync(folder)) {
    if (!statSync(folder).isDirectory()) throw refuse('is a file');
    const entries = readdirSync(folder);
    if (entries.length > 0 && !entries.includes('index.html'))
      throw refuse('holds files that are not a build of the web app (no index.html)');
  }
  return folder;
}
