/**
 * The real service as a child process (`node --import tsx src/server/main.ts`), so a test can
 * kill it with SIGKILL mid-request and start it again on the same data.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { freePort } from '../../../src/server/testing/ports.ts';

export interface ChildServer {
  url: string;
  process: ChildProcess;
  /** Milliseconds from spawn to the first healthy answer. */
  startupMs: number;
  /** What the process wrote to stderr and stdout (warnings and errors at LOG_LEVEL=warn). */
  output(): string;
  kill(signal: NodeJS.Signals): Promise<number | null>;
}

/**
 * Starts the service with `env` (plus a free PORT and its BASE_URL) and waits for /api/health.
 * `onOutput` sees the whole output so far each time the process writes, so a test can act on
 * what the service said during start-up (not on a timer that a loaded machine outruns).
 */
export async function startChildServer(
  env: Record<string, string>,
  timeoutMs = 120_000,
  onOutput?: (output: string) => void,
): Promise<ChildServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: process.cwd(),
    // Only what the service needs: nothing of the test run's own configuration leaks in.
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      BASE_URL: url,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_AUTH_MAX: '1000000',
      RATE_LIMIT_CONTACT_MAX: '1000000',
      RATE_LIMIT_GENERAL_MAX: '1000000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
    onOutput?.(output);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<number | null>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve(child.exitCode);
    else child.once('exit', (code) => resolve(code));
  });

  let ready = false;
  while (!ready) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(
        `the service exited during start-up (${child.exitCode ?? child.signalCode}):\n${output}`,
      );
    if (performance.now() - started > timeoutMs) {
      child.kill('SIGKILL');
      throw new Error(`the service did not answer /api/health within ${timeoutMs} ms:\n${output}`);
    }
    ready = await fetch(`${url}/api/health`)
      .then((response) => response.ok)
      .catch(() => false);
    if (!ready) await new Promise((resolve) => setTimeout(resolve, 100));
  }

  return {
    url,
    process: child,
    startupMs: Math.round(performance.now() - started),
    output: () => output,
    async kill(signal) {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}
