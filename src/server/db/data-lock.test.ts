/**
 * The data folder's lock on its own: refused while its holder lives (in this process or another),
 * taken over once the holder is gone, and given to exactly one of several processes that find
 * the same stale lock at the same moment. (tests/faults/data-folder-lock.test.ts runs the servers.)
 */
import { execFile, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { DataFolderInUseError, LOCK_FILE, lockDataFolder } from './data-lock.ts';

let folder = '';
beforeEach(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'starter-data-lock-'));
  return () => rm(folder, { recursive: true, force: true });
});

const lockFile = () => path.join(folder, LOCK_FILE);

/** The pid of a process that has exited (and been reaped). */
function deadPid(): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['-e', '']);
    child.once('exit', () => resolve(child.pid!));
  });
}

/** Another process that tries to lock `folder` and holds the lock for `holdMs`; resolves with its output. */
function contender(startAt: number, holdMs: number): Promise<string> {
  const script = `
    import { lockDataFolder } from './src/server/db/data-lock.ts';
    await new Promise((resolve) => setTimeout(resolve, ${startAt} - Date.now()));
    try {
      const lock = await lockDataFolder(${JSON.stringify(folder)});
      console.log('locked');
      await new Promise((resolve) => setTimeout(resolve, ${holdMs}));
      lock.release();
    } catch (error) {
      console.log(error.name, error.pid);
    }`;
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '-e', script],
      { timeout: 60_000 },
      (error, stdout) => (error ? reject(error) : resolve(stdout.trim())),
    );
  });
}

describe('lockDataFolder', () => {
  it('refuses a second lock in the same process until the first is released', async () => {
    const lock = await lockDataFolder(folder);
    expect((await readFile(lockFile(), 'utf8')).trim()).toBe(String(process.pid));
    const refused = await lockDataFolder(folder).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(DataFolderInUseError);
    expect(refused).toMatchObject({ folder, pid: process.pid });
    lock.release();
    expect(existsSync(lockFile())).toBe(false);
    (await lockDataFolder(folder)).release();
  });

  it('refuses while another process holds it, naming that pid', async () => {
    const lock = await lockDataFolder(folder);
    try {
      expect(await contender(0, 0)).toBe(`DataFolderInUseError ${process.pid}`);
    } finally {
      lock.release();
    }
    expect(await contender(0, 0)).toBe('locked');
  }, 60_000);

  it('takes over a lock whose process is gone, and one left empty by a process that died creating it', async () => {
    await writeFile(lockFile(), `${await deadPid()}\n`);
    const lock = await lockDataFolder(folder);
    expect((await readFile(lockFile(), 'utf8')).trim()).toBe(String(process.pid));
    lock.release();

    await writeFile(lockFile(), '');
    const old = new Date(Date.now() - 5_000);
    await utimes(lockFile(), old, old);
    (await lockDataFolder(folder)).release();
  });

  it('gives a stale lock to exactly one of several processes finding it at the same moment', async () => {
    await writeFile(lockFile(), `${await deadPid()}\n`);
    // Each starts at the same instant, and the winner holds on until the others have looked.
    const startAt = Date.now() + 4_000;
    const outcomes = await Promise.all(Array.from({ length: 5 }, () => contender(startAt, 2_000)));
    expect(
      outcomes.filter((outcome) => outcome === 'locked'),
      outcomes.join('\n'),
    ).toHaveLength(1);
    const refusals = outcomes.filter((outcome) => outcome !== 'locked');
    expect(
      refusals.every((outcome) => /^DataFolderInUseError \d+$/.test(outcome)),
      refusals.join('\n'),
    ).toBe(true);
    expect(existsSync(`${lockFile()}.takeover`)).toBe(false);
  }, 60_000);
});
