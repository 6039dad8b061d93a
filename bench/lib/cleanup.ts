/**
 * Undo steps that run however the script ends: normal exit, an error, Ctrl-C or SIGTERM.
 * Registered steps run once, newest first (a server stops before its database is dropped).
 */
type Step = () => Promise<void> | void;

const steps: Step[] = [];
let running: Promise<void> | undefined;

/** Registers an undo step; returns a function that runs it now (and unregisters it). */
export function onCleanup(step: Step): () => Promise<void> {
  steps.push(step);
  return async () => {
    const index = steps.indexOf(step);
    if (index === -1) return;
    steps.splice(index, 1);
    await step();
  };
}

export function cleanup(): Promise<void> {
  running ??= (async () => {
    while (steps.length > 0) {
      const step = steps.pop()!;
      try {
        await step();
      } catch (error) {
        console.error('cleanup step failed:', error);
      }
    }
  })();
  return running;
}

/** Runs `main`, then the cleanup steps; a signal or an error still cleans up, then exits non-zero. */
export async function runWithCleanup(main: () => Promise<number>): Promise<never> {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      console.error(`\n${signal}: cleaning up…`);
      void cleanup().then(() => process.exit(130));
    });
  }
  let code = 1;
  try {
    code = await main();
  } catch (error) {
    console.error(error);
  }
  await cleanup();
  process.exit(code);
}
