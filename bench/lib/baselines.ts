/**
 * The two yardsticks of GET /api/blog?limit=10: the ceiling (the same JSON from memory on plain
 * node:http: nothing can be faster on this machine) and the naive floor (the straightforward SQL
 * on a pg Pool for every request). Each runs in its own process; see baseline-server.ts.
 */
import { spawn } from 'node:child_process';
import { rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../src/server/testing/ports.ts';
import { onCleanup } from './cleanup.ts';
import { ROOT } from './server.ts';

export interface Baseline {
  url: string;
  pid: number;
  stop(): Promise<void>;
}

let ceilings = 0;

/** `body` from memory, sent as `contentType` (the pages benchmark has a ceiling per HTML page). */
export async function startCeiling(
  body: Buffer,
  contentType = 'application/json; charset=utf-8',
): Promise<Baseline> {
  const file = path.join(os.tmpdir(), `starter-bench-ceiling-${process.pid}-${++ceilings}`);
  await writeFile(file, body);
  onCleanup(() => rm(file, { force: true }));
  return startBaseline({
    BASELINE_MODE: 'ceiling',
    BASELINE_BODY_FILE: file,
    BASELINE_CONTENT_TYPE: contentType,
  });
}

export function startNaive(databaseUrl: string): Promise<Baseline> {
  return startBaseline({ BASELINE_MODE: 'naive', DATABASE_URL: databaseUrl });
}

async function startBaseline(env: Record<string, string>): Promise<Baseline> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(ROOT, 'bench/lib/baseline-server.ts')],
    {
      cwd: ROOT,
      env: { PATH: process.env.PATH ?? '', NODE_ENV: 'production', PORT: String(port), ...env },
      stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
    },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = onCleanup(async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    await exited;
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('listening')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`baseline ${env.BASELINE_MODE} exited with ${code}`)));
  });
  return { url: `http://127.0.0.1:${port}`, pid: child.pid!, stop };
}
