/**
 * One attempt: POST the event to the endpoint. A 2xx within 10 seconds is success; a redirect is
 * an answer like any other (not followed: node:http never follows one), so a 302 fails. With the
 * address check on, the socket connects to the address checked a moment before (a `lookup` that
 * answers only it), whatever DNS says now; TLS still verifies the certificate of the URL's host.
 */
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { type CheckedUrl, checkWebhookUrl, RefusedUrl, type UrlRules } from './address-check.ts';

export const TIMEOUT_MS = 10_000;
/** How much of a request body and an answer is kept in the delivery log. */
export const EXCERPT_BYTES = 2048;

export interface AttemptResult {
  ok: boolean;
  status: number | null;
  responseExcerpt: string | null;
  error: string | null;
  durationMs: number;
}

const pinnedLookup =
  (address: NonNullable<CheckedUrl['address']>): LookupFunction =>
  (_hostname, options, callback) => {
    // Node asks for every address when it may try several (autoSelectFamily).
    if (options.all) (callback as (...args: unknown[]) => void)(null, [address]);
    else callback(null, address.address, address.family);
  };

export async function sendAttempt(
  rawUrl: string,
  headers: Record<string, string>,
  body: string,
  rules: UrlRules,
): Promise<AttemptResult> {
  const started = Date.now();
  const result = (partial: Omit<AttemptResult, 'durationMs'>): AttemptResult => ({
    ...partial,
    durationMs: Date.now() - started,
  });
  let checked: CheckedUrl;
  try {
    checked = await checkWebhookUrl(rawUrl, rules);
  } catch (error) {
    const message = error instanceof RefusedUrl ? error.message : String(error);
    return result({ ok: false, status: null, responseExcerpt: null, error: `Refused: ${message}` });
  }
  const { url, address } = checked;
  const client = url.protocol === 'https:' ? https : http;
  return new Promise<AttemptResult>((resolve) => {
    const request = client.request(
      url,
      {
        method: 'POST',
        headers: {
          ...headers,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
        },
        signal: AbortSignal.timeout(TIMEOUT_MS),
        ...(address ? { lookup: pinnedLookup(address) } : {}),
      },
      (response) => {
        const chunks: Buffer[] = [];
        let kept = 0;
        response.on('data', (chunk: Buffer) => {
          if (kept >= EXCERPT_BYTES) return;
          chunks.push(chunk);
          kept += chunk.length;
          // Enough for the log: stop reading a large answer.
          if (kept >= EXCERPT_BYTES) response.destroy();
        });
        const done = () => {
          const status = response.statusCode ?? null;
          const ok = status !== null && status >= 200 && status < 300;
          resolve(
            result({
              ok,
              status,
              responseExcerpt: excerpt(Buffer.concat(chunks).toString('utf8')),
              error: ok ? null : `The endpoint answered ${status}`,
            }),
          );
        };
        response.on('end', done);
        response.on('close', done);
        response.on('error', done);
      },
    );
    request.on('error', (error: Error) => {
      const timedOut = error.name === 'AbortError' || error.name === 'TimeoutError';
      resolve(
        result({
          ok: false,
          status: null,
          responseExcerpt: null,
          error: timedOut ? `No answer within ${TIMEOUT_MS / 1000} seconds` : error.message,
        }),
      );
    });
    request.end(body);
  });
}

/** At most EXCERPT_BYTES of text (cut on a character, not inside one). */
export function excerpt(text: string): string {
  const bytes = Buffer.from(text, 'utf8');
  if (bytes.length <= EXCERPT_BYTES) return text;
  return bytes
    .subarray(0, EXCERPT_BYTES)
    .toString('utf8')
    .replace(/\uFFFD$/, '');
}
