/**
 * Who is calling, as the core sees it: the signed-in user of a request and the access levels a
 * route may declare. The HTTP layer (http/auth-guard.ts) resolves them; services receive them.
 */
import type { Locale } from '../../shared/i18n/locales.ts';

export type AccessLevel = 'public' | 'user' | 'admin';

export interface SessionUser {
  id: string;
  email: string;
  name: string;
  image: string | null;
  role: 'user' | 'admin';
  emailVerified: boolean;
  createdAt: Date;
  /** The saved language, or null (the request's Accept-Language decides). */
  locale: Locale | null;
}

export interface RequestSession {
  id: string;
  user: SessionUser;
  /** How the caller authenticated: the CSRF check applies to cookies only. */
  via: 'cookie' | 'bearer' | 'api_key';
  /** The admin acting as this user (an impersonation session), or null. */
  impersonatedBy: string | null;
  /** An API key's caller (`via: 'api_key'`): what the key may do and whose it is. */
  apiKey?: RequestApiKey;
}

export interface RequestApiKey {
  id: string;
  scopes: readonly string[];
  /** The organization the key acts in; null: its user's personal space. */
  organizationId: string | null;
  /** What the lookup read with the key for the checks that follow (its customer's entitlements). */
  extras?: unknown;
}

/** What an API key's customer may spend, from its plan: the per-minute rate limit counts per customer. */
export interface ApiKeyQuota {
  /** The customer's key (`user:<id>`, `organization:<id>`): every key of a customer shares the limit. */
  customer: string;
  /** `limits.apiRequestsPerMinute`; null: no limit. */
  perMinute: number | null;
  /** The plan's name, for the refusal. */
  plan: string;
  /** Counts the request on the customer's `api_requests` meter (called once it was served). */
  served: () => void;
}
