/**
 * What of an error may be kept in the error record: its name, a scrubbed message and the first
 * frames of its stack, scrubbed (core/scrub.ts) before anything is written.
 */
import { createHash } from 'node:crypto';
import { scrub } from '../../core/scrub.ts';

export const MESSAGE_MAX = 500;
const STACK_FRAMES = 5;

export const truncate = (text: string, max: number) =>
  text.length > max ? `${text.slice(0, max - 1)}…` : text;

export interface ErrorFacts {
  name: string;
  message: string;
  /** The first frames, paths relative to the working directory; null when the error had none. */
  stack: string | null;
  /** The same failure at the same place has the same hash, whatever its message's details. */
  stackHash: string;
}

function framesOf(stack: string | undefined): string[] {
  if (!stack) return [];
  const cwd = process.cwd();
  return stack
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .slice(0, STACK_FRAMES)
    .map((line) => scrub(line.trim().replaceAll('file://', '').replaceAll(`${cwd}/`, '')));
}

/**
 * The message, and its cause's when it has one: a failed query's message is mostly its SQL, and
 * the reason ("relation … does not exist") is the driver's error, its cause. Both are shortened so
 * that the cause always fits.
 */
function messageOf(error: unknown): string {
  if (!(error instanceof Error)) return truncate(scrub(String(error)), MESSAGE_MAX);
  const own = scrub(error.message);
  const { cause } = error;
  if (!(cause instanceof Error)) return truncate(own, MESSAGE_MAX);
  const reason = `caused by ${cause.name || 'Error'}: ${truncate(scrub(cause.message), 180)}`;
  return truncate(`${truncate(own, MESSAGE_MAX - reason.length - 3)} — ${reason}`, MESSAGE_MAX);
}

/** The facts of anything thrown (an Error, or a value someone threw instead of one). */
export function errorFacts(error: unknown): ErrorFacts {
  const isError = error instanceof Error;
  const name = isError ? error.name || 'Error' : typeof error;
  const rawMessage = isError ? error.message : String(error);
  const frames = framesOf(isError ? error.stack : undefined);
  return {
    name: truncate(name, 100),
    message: messageOf(error),
    stack: frames.length > 0 ? frames.join('\n') : null,
    stackHash: createHash('sha256')
      .update(`${name}\n${frames.join('\n') || scrub(rawMessage)}`)
      .digest('hex')
      .slice(0, 16),
  };
}
