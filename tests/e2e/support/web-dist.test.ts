/**
 * The browser tests' build folder is refused unless it is the build's own: the build empties it,
 * and E2E_WEB_DIST='' once emptied the working tree.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { e2eWebDist } from './web-dist.ts';

const scratch = mkdtempSync(path.join(os.tmpdir(), 'web-dist-'));
const repo = path.join(scratch, 'repo');
const home = path.join(scratch, 'home');
mkdirSync(path.join(repo, 'src'), { recursive: true });
mkdirSync(home);

afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const resolve = (env: Record<string, string | undefined>) => () => e2eWebDist(env, repo, home);

describe('the browser tests’ build folder', () => {
  it('defaults to test-results/e2e-web, or dist/web when nothing is built', () => {
    expect(resolve({})()).toBe(path.join(repo, 'test-results/e2e-web'));
    expect(resolve({ E2E_SKIP_BUILD: '1' })()).toBe(path.join(repo, 'dist/web'));
  });

  it('takes a folder of its own, outside the repository or below dist/ or test-results/', () => {
    expect(resolve({ E2E_WEB_DIST: path.join(scratch, 'walk/web') })()).toBe(path.join(scratch, 'walk/web'));
    expect(resolve({ E2E_WEB_DIST: 'test-results/e2e-web' })()).toBe(path.join(repo, 'test-results/e2e-web'));
    expect(resolve({ E2E_WEB_DIST: 'dist/web' })()).toBe(path.join(repo, 'dist/web'));
  });

  it('takes a folder that holds an earlier build', () => {
    const build = path.join(scratch, 'earlier');
    mkdirSync(path.join(build, 'assets'), { recursive: true });
    writeFileSync(path.join(build, 'index.html'), '<!doctype html>');
    expect(resolve({ E2E_WEB_DIST: build })()).toBe(build);
  });

  it('refuses an empty value, which would build into the current folder', () => {
    expect(resolve({ E2E_WEB_DIST: '' })).toThrow(/E2E_WEB_DIST="" is empty/);
    expect(resolve({ E2E_WEB_DIST: '  ' })).toThrow(/is empty/);
  });

  it('refuses the repository and every folder around it', () => {
    for (const folder of ['.', './', repo, scratch, '/', '..'])
      expect(resolve({ E2E_WEB_DIST: folder }), folder).toThrow(/the repository or a folder around it/);
  });

  it('refuses the home folder', () => {
    expect(resolve({ E2E_WEB_DIST: home })).toThrow(/home folder/);
  });

  it('refuses a folder of the repository other than below dist/ or test-results/', () => {
    for (const folder of ['src', 'src/web', 'dist', 'test-results', 'docs/web'])
      expect(resolve({ E2E_WEB_DIST: folder }), folder).toThrow(/inside the repository but not below/);
  });

  it('refuses a folder that holds something other than a build', () => {
    const notes = path.join(scratch, 'notes');
    mkdirSync(notes);
    writeFileSync(path.join(notes, 'todo.md'), 'keep me');
    expect(resolve({ E2E_WEB_DIST: notes })).toThrow(/not a build of the web app/);
    const file = path.join(scratch, 'a-file');
    writeFileSync(file, '');
    expect(resolve({ E2E_WEB_DIST: file })).toThrow(/is a file/);
  });
});
