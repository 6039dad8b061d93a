/**
 * The one request helper of the service's JSON API. Every response is wrapped in an envelope:
 * `{ data, success: true }` or `{ error, success: false, code, params?, details? }`. Requests ride on the
 * HttpOnly session cookie (same origin); no token is ever stored in the browser. Each feature's
 * calls and types are in ./api/<feature>.ts, typed from src/shared/contracts.
 */
import type { PlanRefusal } from '@shared/contracts/plan-entitlements';
import { t } from '@/i18n/store';

export interface FieldIssue {
  path: string;
  message: string;
}

export interface MessageResult {
  success: true;
  message: string;
}

/** What the envelope says beyond its sentence, and the catalog message that words its code. */
export interface Refusal {
  code?: string | undefined;
  params?: Record<string, string | number>;
  /** The catalog id of the code's message (./api-error-messages.ts), when this app knows the code. */
  messageId?: string | undefined;
  /** What the plan refused and which plans would allow it (`plan_limit`, `plan_feature`, `storage_limit`). */
  plan?: PlanRefusal | null;
}

/**
 * A non-2xx answer. `message` is the envelope's `error` field, as the spec's client rule says;
 * `code` its machine code (docs/api.md, Error codes) and `params` the values its message names,
 * from which apiErrorMessage (lib/forms.ts) words it in the reader's language (`messageId`).
 */
export class ApiError extends Error {
  readonly status: number;
  readonly details: FieldIssue[];
  readonly code: string | undefined;
  readonly params: Record<string, string | number>;
  readonly messageId: string | undefined;
  /** A refusal by the plan: the limit reached or the feature missing, and the plans that allow it. */
  readonly planRefusal: PlanRefusal | null;

  constructor(status: number, message: string, details: FieldIssue[] = [], refusal: Refusal = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.details = details;
    this.code = refusal.code;
    this.params = refusal.params ?? {};
    this.messageId = refusal.messageId;
    this.planRefusal = refusal.plan ?? null;
  }

  /** Whether the code names this one refusal (a message of its own), not only its status. */
  get hasOwnWords(): boolean {
    return this.messageId?.startsWith('api-errors.') ?? false;
  }
}

/** The envelope's `params`: only string and number values (anything else is not ours). */
function normalizeParams(raw: unknown): Record<string, string | number> {
  if (!raw || typeof raw !== 'object') return {};
  return Object.fromEntries(
    Object.entries(raw).filter(([, value]) => typeof value === 'string' || typeof value === 'number'),
  );
}

const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/**
 * The envelope's plan refusal (`limit`, `feature`, `upgradePlans`, src/shared/contracts/plan-entitlements.ts),
 * checked by hand: the schema would bring the validation library to every page. Only an envelope
 * that lists `upgradePlans` is a plan refusal; a malformed `limit` or `feature` counts as absent and
 * non-string plan names are dropped, so a prompt never shows what is not ours.
 */
export function normalizePlanRefusal(envelope: {
  limit?: unknown;
  feature?: unknown;
  upgradePlans?: unknown;
}): PlanRefusal | null {
  if (!Array.isArray(envelope.upgradePlans)) return null;
  const limit = envelope.limit as { key?: unknown; used?: unknown; max?: unknown } | null | undefined;
  return {
    limit:
      limit &&
      typeof limit === 'object' &&
      typeof limit.key === 'string' &&
      isCount(limit.used) &&
      isCount(limit.max)
        ? { key: limit.key, used: limit.used, max: limit.max }
        : null,
    feature: typeof envelope.feature === 'string' && envelope.feature ? envelope.feature : null,
    upgradePlans: envelope.upgradePlans.filter(
      (plan): plan is string => typeof plan === 'string' && plan !== '',
    ),
  };
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** `?a=1&b=2` without the empty values, or '' when nothing is left. */
export function queryString(query: object): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `?${qs}` : '';
}

function normalizeDetails(raw: unknown): FieldIssue[] {
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((item) => {
    if (!item || typeof item !== 'object') return [];
    const { path, message } = item as { path?: unknown; message?: unknown };
    const joined = Array.isArray(path) ? path.join('.') : typeof path === 'string' ? path : '';
    return typeof message === 'string' ? [{ path: joined, message }] : [];
  });
}

/** For an answer that is not ours (a proxy's page): a translated message by status. */
function fallbackMessage(status: number): string {
  if (status === 429) return t('api.tooManyRequests');
  if (status >= 500) return t('api.serverError');
  return t('api.requestFailed', { status });
}

/** `query` becomes the query string (empty values dropped); unsafe methods send `body` as JSON. */
export async function request<T>(method: Method, path: string, body?: unknown, query?: object): Promise<T> {
  const url = query ? path + queryString(query) : path;

  const init: RequestInit = { method, credentials: 'same-origin', headers: { Accept: 'application/json' } };
  if (method !== 'GET') {
    // Unsafe requests always carry a JSON body (an empty object when there is nothing to send).
    init.headers = { Accept: 'application/json', 'Content-Type': 'application/json' };
    init.body = JSON.stringify(body ?? {});
  }
  return send<T>(url, init);
}

/**
 * How a request leaves: the browser's fetch; the server's renderer answers them in the same
 * process instead (ssr/entry-server.tsx), with the visitor's language.
 */
let transport: (url: string, init: RequestInit) => Promise<Response> = (url, init) => fetch(url, init);

export function setTransport(next: typeof transport): void {
  transport = next;
}

/**
 * Sends and unwraps the envelope: its `data`, or an ApiError with the server's message (else
 * `fallback`'s, for an answer that is not ours, such as a proxy's error page).
 */
export async function send<T>(url: string, init: RequestInit, fallback = fallbackMessage): Promise<T> {
  let response: Response;
  try {
    response = await transport(url, init);
  } catch {
    throw new ApiError(0, t('api.offline'));
  }

  let payload: unknown = null;
  try {
    payload = await response.json();
  } catch {
    // Not JSON (a proxy error page, an empty body): handled below.
  }
  const envelope = (payload ?? {}) as {
    data?: unknown;
    error?: unknown;
    code?: unknown;
    params?: unknown;
    details?: unknown;
    limit?: unknown;
    feature?: unknown;
    upgradePlans?: unknown;
  };

  if (!response.ok) {
    const message =
      typeof envelope.error === 'string' && envelope.error ? envelope.error : fallback(response.status);
    const code = typeof envelope.code === 'string' ? envelope.code : undefined;
    // The refusals' words (the code → message map and its catalog) load with the first refusal:
    // most visits never see one. A failed download leaves the message by status.
    const messageId = await import('./api-error-messages')
      .then((words) => words.loadMessageIdOfCode(code))
      .catch(() => undefined);
    throw new ApiError(response.status, message, normalizeDetails(envelope.details), {
      code,
      params: normalizeParams(envelope.params),
      messageId,
      plan: normalizePlanRefusal(envelope),
    });
  }
  return envelope.data as T;
}
