/**
 * One of the project's CLIs (`npm run db:migrate`, `seed`, `admin:create`) as a child process, the
 * way npm runs it (tsx), with only the environment given: its exit code and everything it printed.
 */
import { execFile } from 'node:child_process';

export interface CliRun {
  code: number | null;
  output: string;
}

export const CLI_SCRIPTS = {
  'db:migrate': ['src/server/db/migrate-cli.ts'],
  seed: ['src/server/seed/seed-cli.ts'],
  'admin:create': [
    'src/server/features/auth/admin-create-cli.ts',
    '--email',
    'cli-admin@example.com',
    '--password',
    'cli-admin-password-1',
  ],
} as const;

export function runCli(name: keyof typeof CLI_SCRIPTS, env: Record<string, string>): Promise<CliRun> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', ...CLI_SCRIPTS[name]],
      {
        cwd: process.cwd(),
        env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', NODE_ENV: 'test', ...env },
        timeout: 120_000,
      },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : null) : 0;
        resolve({ code, output: `${stdout}${stderr}` });
      },
    );
  });
}
