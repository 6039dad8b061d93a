/**
 * The one typed client for the service's JSON API. Every response is wrapped in an envelope:
 * `{ data, success: true }` or `{ error, success: false, details? }`. Requests ride on the
 * HttpOnly session cookie (same origin); no token is ever stored in the browser.
 */
import type { SignInBody, SignUpBody } from '@shared/auth-contracts';
// From the contract, not ./api/billing (which imports `request` from here: an import cycle).
import type { SubscriptionView as Subscription } from '@shared/contracts/billing';
import type { contactBody, submission } from '@shared/contracts/contact';
import type {
  FEEDBACK_STATUSES,
  FEEDBACK_TYPES,
  feedbackBody,
  feedbackItem,
} from '@shared/contracts/feedback';
import type { Pagination } from '@shared/contracts/pagination';
import type { logEntry } from '@shared/contracts/security-logs';
import type {
  adminSettings,
  entry,
  joinResponse,
  publicSettings,
  WaitlistStatus,
} from '@shared/contracts/waitlist';
import type { EventCategory, Severity } from '@shared/security-events';
import type { z } from 'zod';

export type Role = 'user' | 'admin';

export interface Me {
  id: string;
  email: string;
  name: string;
  image: string | null;
  role: Role;
  emailVerified: boolean;
  createdAt: string;
  subscription: Subscription | null;
}

export type { Pagination };

export type EmailStatus = 'queued' | 'sent' | 'failed';

export interface OutboxEmail {
  id: number;
  to: string;
  subject: string;
  template: string;
  html: string;
  text: string;
  status: EmailStatus;
  error: string | null;
  /** "outbox" (local) or "smtp". */
  transport?: string;
  createdAt: string;
  sentAt?: string | null;
  /** Delivery attempts so far (the queue retries failed sends). */
  attempts?: number;
  /** When the queue tries again, for a queued e-mail that failed before. */
  nextAttemptAt?: string | null;
}

export type { EventCategory, Severity };

/** A user as the admin user list shows it. `banned` is true only while a ban applies. */
export interface AdminUser {
  id: string;
  name: string;
  email: string;
  image: string | null;
  role: Role;
  banned: boolean;
  banReason: string | null;
  banExpires: string | null;
  emailVerified: boolean;
  createdAt: string;
  subscription: null | { status: string; plan: { name: string; priceMonthly: number } };
}

/** One security-log entry: `user` is who it is about, `actor` who caused it (an admin). */
export type SecurityLogEntry = z.output<typeof logEntry>;
export type LogPerson = NonNullable<SecurityLogEntry['user']>;

export interface SignInRecord {
  timestamp: string;
  ipAddress: string | null;
  userAgent: string | null;
}

export interface AdminUserDetails {
  user: AdminUser;
  subscription:
    | (Partial<Subscription> & { status: string; plan: { name: string; priceMonthly: number } })
    | null;
  activity: {
    lastSignInAt: string | null;
    signInCount: number;
    recentSignIns: SignInRecord[];
    posts: unknown[];
    likes: unknown[];
    uploads: unknown[];
  };
  securityEvents: SecurityLogEntry[];
}

export interface AdminUsersQuery {
  page?: number;
  limit?: number;
  search?: string;
  role?: Role;
  status?: 'active' | 'banned';
  order?: 'asc' | 'desc';
}

export interface SecurityLogsQuery {
  page?: number;
  limit?: number;
  eventType?: string;
  userId?: string;
  severity?: Severity;
  /** "true" or "false", as in the query string. */
  success?: 'true' | 'false';
  /** ISO date-times. */
  from?: string;
  to?: string;
}

// ---- Visitor intake: contact form, waitlist, feedback ----

export type ContactBody = z.input<typeof contactBody>;
export type ContactSubmission = z.output<typeof submission>;

export interface ContactSubmissionsQuery {
  page?: number;
  limit?: number;
  status?: 'read' | 'unread';
  search?: string;
}

// The waitlist's types come from its contract (type-only: nothing is added to a page).
export type { AutoInviteMode, WaitlistStatus } from '@shared/contracts/waitlist';
export type PublicWaitlistSettings = z.output<typeof publicSettings>;
export type WaitlistSettings = z.output<typeof adminSettings>;
export type WaitlistEntry = z.output<typeof entry>;
/** What joining answers: the entry as the public sees it, and the message to show. */
export type JoinedWaitlist = z.output<typeof joinResponse>;

export interface WaitlistQuery {
  page?: number;
  limit?: number;
  status?: WaitlistStatus;
  search?: string;
}

export type FeedbackType = (typeof FEEDBACK_TYPES)[number];
export type FeedbackStatus = (typeof FEEDBACK_STATUSES)[number];
export type FeedbackBody = z.input<typeof feedbackBody>;
export type Feedback = z.output<typeof feedbackItem>;

export interface FeedbackQuery {
  page?: number;
  limit?: number;
  type?: FeedbackType;
  status?: FeedbackStatus;
  search?: string;
}

export interface FieldIssue {
  path: string;
  message: string;
}

export interface MessageResult {
  success: true;
  message: string;
}

/** A non-2xx answer. `message` is the envelope's `error` field, as the spec's client rule says. */
export class ApiError extends Error {
  readonly status: number;
  readonly details: FieldIssue[];

  constructor(status: number, message: string, details: FieldIssue[] = []) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.details = details;
  }
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type Query = Record<string, string | number | undefined>;

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

function fallbackMessage(status: number): string {
  if (status === 429) return 'Too many requests. Please wait a moment and try again.';
  if (status >= 500) return 'Something went wrong on our side. Please try again.';
  return `Request failed (${status})`;
}

export async function request<T>(method: Method, path: string, body?: unknown, query?: Query): Promise<T> {
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
 * Sends and unwraps the envelope: its `data`, or an ApiError with the server's message (else
 * `fallback`'s, for an answer that is not ours, such as a proxy's error page).
 */
export async function send<T>(url: string, init: RequestInit, fallback = fallbackMessage): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url, init);
  } catch {
    throw new ApiError(0, 'Cannot reach the server. Check your connection and try again.');
  }

  let payload: unknown = null;
  try {
    payload = await response.json();
  } catch {
    // Not JSON (a proxy error page, an empty body): handled below.
  }
  const envelope = (payload ?? {}) as { data?: unknown; error?: unknown; details?: unknown };

  if (!response.ok) {
    const message =
      typeof envelope.error === 'string' && envelope.error ? envelope.error : fallback(response.status);
    throw new ApiError(response.status, message, normalizeDetails(envelope.details));
  }
  return envelope.data as T;
}

export const api = {
  me: () => request<{ user: Me }>('GET', '/api/me'),
  updateMe: (body: { name?: string; image?: string | null }) => request<{ user: Me }>('PUT', '/api/me', body),

  contact: (body: ContactBody) => request<MessageResult>('POST', '/api/contact', body),
  waitlist: () => request<{ settings: PublicWaitlistSettings }>('GET', '/api/waitlist'),
  joinWaitlist: (body: { email: string; name: string }) =>
    request<JoinedWaitlist>('POST', '/api/waitlist', body),
  sendFeedback: (body: FeedbackBody) =>
    request<{ feedback: { id: number; type: FeedbackType; status: FeedbackStatus }; message: string }>(
      'POST',
      '/api/feedback',
      body,
    ),

  auth: {
    signUp: (body: SignUpBody) =>
      request<{ user: { id: string; email: string; emailVerified: boolean }; message: string }>(
        'POST',
        '/api/auth/sign-up',
        body,
      ),
    signIn: (body: SignInBody) =>
      request<{ session: { token: string; user: { id: string; email: string; name: string; role: Role } } }>(
        'POST',
        '/api/auth/sign-in',
        body,
      ),
    signOut: () => request<{ success: true }>('POST', '/api/auth/sign-out'),
    verifyEmail: (token: string) => request<MessageResult>('POST', '/api/auth/verify-email', { token }),
    resendVerification: (email: string) =>
      request<MessageResult>('POST', '/api/auth/resend-verification', { email }),
    forgotPassword: (email: string) => request<MessageResult>('POST', '/api/auth/forgot-password', { email }),
    resetPassword: (token: string, password: string) =>
      request<MessageResult>('POST', '/api/auth/reset-password', { token, password }),
  },

  admin: {
    emails: (params: { page?: number; limit?: number; to?: string }) =>
      request<{ emails: OutboxEmail[]; pagination: Pagination }>(
        'GET',
        '/api/admin/emails',
        undefined,
        params,
      ),

    users: (params: AdminUsersQuery) =>
      request<{ users: AdminUser[]; pagination: Pagination }>('GET', '/api/admin/users', undefined, {
        ...params,
      }),
    user: (id: string) => request<AdminUserDetails>('GET', `/api/admin/users/${encodeURIComponent(id)}`),
    userAuditLog: (id: string, params: { page?: number; limit?: number }) =>
      request<{ logs: SecurityLogEntry[]; pagination: Pagination }>(
        'GET',
        `/api/admin/users/${encodeURIComponent(id)}/audit-log`,
        undefined,
        params,
      ),
    promote: (userId: string) =>
      request<{ success: true; user: { id: string; role: Role } }>('POST', '/api/admin/users/promote', {
        userId,
      }),
    demote: (userId: string) =>
      request<{ success: true; user: { id: string; role: Role } }>('POST', '/api/admin/users/demote', {
        userId,
      }),
    ban: (body: { userId: string; reason: string; expires?: string }) =>
      request<{
        success: true;
        user: { id: string; banned: true; banReason: string; banExpires: string | null };
      }>('POST', '/api/admin/users/ban', body),
    unban: (userId: string) =>
      request<{ success: true; user: { id: string; banned: false } }>('POST', '/api/admin/users/unban', {
        userId,
      }),

    securityLogs: (params: SecurityLogsQuery) =>
      request<{ logs: SecurityLogEntry[]; pagination: Pagination }>(
        'GET',
        '/api/admin/security-logs',
        undefined,
        { ...params },
      ),
    securityEventTypes: () =>
      request<{ eventTypes: string[] }>('GET', '/api/admin/security-logs/event-types'),
    /** The CSV download is a plain link (the browser saves the file), not an enveloped request. */
    securityLogsExportUrl: (filters: Omit<SecurityLogsQuery, 'page' | 'limit'>) =>
      `/api/admin/security-logs/export${queryString(filters)}`,

    contactSubmissions: (params: ContactSubmissionsQuery) =>
      request<{ submissions: ContactSubmission[]; pagination: Pagination }>(
        'GET',
        '/api/admin/contact-submissions',
        undefined,
        { ...params },
      ),
    markContactRead: (id: number, read: boolean) =>
      request<{ submission: ContactSubmission }>(
        'POST',
        `/api/admin/contact-submissions/${id}/${read ? 'read' : 'unread'}`,
      ),
    replyToContact: (id: number, body: { subject?: string; message: string }) =>
      request<{ submission: ContactSubmission }>('POST', `/api/admin/contact-submissions/${id}/reply`, body),
    deleteContact: (id: number) => request<MessageResult>('DELETE', `/api/admin/contact-submissions/${id}`),
    contactExportUrl: (filters: Omit<ContactSubmissionsQuery, 'page' | 'limit'>) =>
      `/api/admin/contact-submissions/export${queryString(filters)}`,

    waitlist: (params: WaitlistQuery) =>
      request<{
        entries: WaitlistEntry[];
        pagination: Pagination;
        counts: Record<WaitlistStatus, number>;
      }>('GET', '/api/admin/waitlist', undefined, { ...params }),
    waitlistSettings: () => request<{ settings: WaitlistSettings }>('GET', '/api/admin/waitlist/settings'),
    updateWaitlistSettings: (body: Partial<Omit<WaitlistSettings, 'lastAutoInviteAt'>>) =>
      request<{ settings: WaitlistSettings }>('PUT', '/api/admin/waitlist/settings', body),
    inviteWaitlist: (ids: number[]) =>
      request<{ invited: number; entries: WaitlistEntry[] }>('POST', '/api/admin/waitlist/invite', { ids }),
    markWaitlistJoined: (id: number) =>
      request<{ entry: WaitlistEntry }>('POST', `/api/admin/waitlist/${id}/joined`),
    deleteWaitlistEntry: (id: number) => request<MessageResult>('DELETE', `/api/admin/waitlist/${id}`),
    runAutoInvite: () => request<{ invited: number }>('POST', '/api/admin/waitlist/auto-invite/run'),
    waitlistExportUrl: (filters: Omit<WaitlistQuery, 'page' | 'limit'>) =>
      `/api/admin/waitlist/export${queryString(filters)}`,

    feedback: (params: FeedbackQuery) =>
      request<{ feedback: Feedback[]; pagination: Pagination }>('GET', '/api/admin/feedback', undefined, {
        ...params,
      }),
    updateFeedback: (id: number, body: { status?: FeedbackStatus; adminNotes?: string }) =>
      request<{ feedback: Feedback }>('PATCH', `/api/admin/feedback/${id}`, body),
    replyToFeedback: (id: number, message: string) =>
      request<{ feedback: Feedback }>('POST', `/api/admin/feedback/${id}/reply`, { message }),
  },
};
