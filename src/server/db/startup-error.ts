/**
 * Why a process (the server or a CLI) cannot open its database, in words the operator can act on:
 * the data folder is in use, PostgreSQL cannot be reached. Entry points print the message alone
 * and exit 1; any other error is a bug and keeps its stack trace.
 */
export class StartupError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'StartupError';
  }
}

/** For an entry point's `.catch()`: a StartupError is printed and exits 1; anything else rethrows. */
export function exitOnStartupError(print: (message: string) => void) {
  return (error: unknown): never => {
    if (!(error instanceof StartupError)) throw error;
    print(error.message);
    process.exit(1);
  };
}
