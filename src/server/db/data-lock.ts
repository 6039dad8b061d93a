/**
 * One process per embedded data folder. PGlite has no lock of its own: two processes on one
 * DATA_DIR each run their own copy of the database, and the one that stops last overwrites the
 * other's writes. So the folder holds a lock file, `DATA_DIR/pglite.lock`, with the pid of the
 * process using it, the way PostgreSQL's postmaster.pid works:
 * - it is created with O_EXCL (`wx`): of two processes starting together, exactly one gets it;
 * - a lock whose process is gone (kill -9, a crash, a power cut) is stale and taken over at once.
 *   Liveness is `kill(pid, 0)`, not the file's age, so a restart right after a crash is not
 *   refused, and a live holder is never timed out however long a query blocks its event loop.
 *   (proper-lockfile judges staleness by age, refreshed on a timer: it refuses a restart for
 *   its stale period, at least 2 s, and declares a busy holder's lock compromised.)
 */
import { readFileSync, rmSync } from 'node:fs';
import { mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { StartupError } from './startup-error.ts';

export const LOCK_FILE = 'pglite.lock';

export class DataFolderInUseError extends StartupError {
  constructor(
    readonly folder: string,
    readonly pid: number,
  ) {
    super(
      `The data folder ${folder} is in use by another process (pid ${pid}): the embedded database ` +
        'allows one process per folder. Stop that process first (the server, or a command such as ' +
        'npm run seed), then try again. Several processes can share a PostgreSQL database (DATABASE_URL). ' +
        `If no process of this app uses the folder (a restarted container may reuse a pid), delete ${path.join(folder, LOCK_FILE)}.`,
    );
    this.name = 'DataFolderInUseError';
  }
}

export interface DataFolderLock {
  release(): void;
}

/** Lock files this process holds: opening one folder twice in a process is refused as well. */
const held = new Set<string>();

/** Locks `dataDir` for this process, or throws DataFolderInUseError naming the holder's pid. */
export async function lockDataFolder(dataDir: string): Promise<DataFolderLock> {
  const folder = path.resolve(dataDir);
  const file = path.join(folder, LOCK_FILE);
  if (held.has(file)) throw new DataFolderInUseError(folder, process.pid);
  await mkdir(folder, { recursive: true });
  // Each turn takes the lock, finds a live holder, or removes a stale file (or waits for another
  // process doing so): a few milliseconds in all, unless the file system misbehaves.
  for (const deadline = Date.now() + 5_000; Date.now() < deadline; ) {
    if (await create(file)) return hold(file);
    const holder = await liveHolder(file);
    if (holder !== undefined) throw new DataFolderInUseError(folder, holder);
    await removeStale(file);
  }
  throw new StartupError(`Could not lock the data folder ${folder}: its lock file ${file} keeps changing.`);
}

/** Creates `file` holding our pid; false when it exists. */
async function create(file: string): Promise<boolean> {
  try {
    await writeFile(file, `${process.pid}\n`, { flag: 'wx' });
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

/** The pid in a lock file when that process is running; undefined when the file is stale or gone. */
async function liveHolder(file: string): Promise<number | undefined> {
  for (;;) {
    const text = await readFile(file, 'utf8').catch(unlessMissing);
    if (text === undefined) return undefined;
    const pid = Number.parseInt(text, 10);
    if (pid > 0) return isRunning(pid) ? pid : undefined;
    // No pid yet: its creator is between creating and writing it (microseconds), or died there.
    const created = await stat(file).catch(unlessMissing);
    if (!created || Date.now() - created.mtimeMs > 1_000) return undefined;
    await sleep(10);
  }
}

/**
 * Deletes a stale lock file. Two processes can find the same stale file; if both deleted it, the
 * slower one could delete the lock the faster one had just created, and both would run. So only
 * the holder of a second lock file, claimed the same way, deletes (after looking again). A process
 * that dies inside those few milliseconds leaves that second file stale; it is cleared likewise.
 */
async function removeStale(file: string): Promise<void> {
  const takeover = `${file}.takeover`;
  if (!(await create(takeover))) {
    if ((await liveHolder(takeover)) === undefined) await rm(takeover, { force: true });
    else await sleep(10);
    return;
  }
  try {
    if ((await liveHolder(file)) === undefined) await rm(file, { force: true });
  } finally {
    await rm(takeover, { force: true });
  }
}

function isRunning(pid: number): boolean {
  // Our own pid (a lock this process holds is caught earlier, by `held`): written by an earlier
  // life of this container, whose pids started over. PostgreSQL also skips its parent's pid; here
  // a parent may really hold the folder (a script that spawns a CLI), so it counts as running.
  if (pid === process.pid) return false;
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  return !isZombie(pid);
}

/** Linux: a process killed but not yet reaped by its parent still answers kill(pid, 0). */
function isZombie(pid: number): boolean {
  try {
    const status = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return status.slice(status.lastIndexOf(')') + 2).startsWith('Z');
  } catch {
    return false;
  }
}

function hold(file: string): DataFolderLock {
  held.add(file);
  // A process that exits without closing the database (process.exit on an error) leaves no lock.
  const removeOnExit = () => removeIfOurs(file);
  process.once('exit', removeOnExit);
  return {
    release() {
      process.off('exit', removeOnExit);
      held.delete(file);
      removeIfOurs(file);
    },
  };
}

/** Synchronous, for the 'exit' event. Leaves alone a lock someone else took after removing ours. */
function removeIfOurs(file: string): void {
  try {
    if (Number.parseInt(readFileSync(file, 'utf8'), 10) === process.pid) rmSync(file, { force: true });
  } catch {}
}

function unlessMissing(error: unknown): undefined {
  if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
  throw error;
}
