/**
 * What of an error may be kept in the error record: its name, a scrubbed message and the first
 * frames of its stack. A message can carry what a request carried: Drizzle puts a failed query's
 * parameters after "params:", a library may quote a URL with its token, an address, a bearer
 * token. Those parts are cut or replaced before anything is written.
 */
import { createHash } from 'node:crypto';

export const MESSAGE_MAX = 500;
const STACK_FRAMES = 5;

const SCRUBS: [pattern: RegExp, replacement: string][] = [
  // A query string, in a URL or a path: tokens of e-mailed links live there.
  [/(\/[^\s?#"'<>]*)\?[^\s"'<>]*/g, '$1?…'],
  [/[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g, '[email]'],
  [/\b(bearer|basic)\s+[A-Za-z0-9._~+/=-]+/gi, '$1 [redacted]'],
  // Our own secrets' shapes: API keys, webhook signing keys.
  [/\b(sk|whsec)_[A-Za-z0-9_-]{8,}/g, '$1_[redacted]'],
  // Credentials in a connection string (postgres://user:password@host).
  [/\/\/[^/\s:@]+:[^/\s@]+@/g, '//[credentials]@'],
];

/** Removes what may identify a person or open an account from a piece of error text. */
export function scrub(text: string): string {
  // Drizzle: "Failed query: select … \nparams: a@b.co,secret": the values are the request's.
  const withoutParams = text.split(/\n\s*params:/)[0] ?? '';
  return SCRUBS.reduce(
    (current, [pattern, replacement]) => current.replace(pattern, replacement),
    withoutParams,
  );
}

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
