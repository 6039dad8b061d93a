/**
 * Accounts for the scenarios, made through the public API the way a person would: sign up, open
 * the verification link (read from the admin's outbox view), sign in for a bearer token.
 */
import { ADMIN } from './server.ts';

export interface Account {
  email: string;
  password: string;
  token: string;
}

async function api<T>(url: string, path: string, init: RequestInit & { token?: string } = {}): Promise<T> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  const response = await fetch(`${url}${path}`, { ...init, headers });
  const body = (await response.json()) as { data: T; error?: string };
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status} ${body.error}`);
  return body.data;
}

export const getJson = api;

export async function signIn(url: string, email: string, password: string): Promise<string> {
  const data = await api<{ session: { token: string } }>(url, '/api/auth/sign-in', {
    method: 'POST',
    body: JSON.stringify({ email, password }),
  });
  return data.session.token;
}

/**
 * Signs in and returns the session cookie (`name=value`) the service set, for the cookie scenarios:
 * the same credential a browser sends.
 */
export async function signInCookie(url: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${url}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  await response.arrayBuffer();
  const cookie = response.headers
    .getSetCookie()
    .map((header) => header.split(';')[0]!)
    .find((pair) => pair.split('=')[0]!.endsWith('session_token'));
  if (!response.ok || !cookie)
    throw new Error(`POST /api/auth/sign-in: ${response.status}, no session cookie`);
  return cookie;
}

export async function signInAdmin(url: string): Promise<Account> {
  return { ...ADMIN, token: await signIn(url, ADMIN.email, ADMIN.password) };
}

/** Signs up, verifies the e-mail through the link the service sent, and signs in. */
export async function createVerifiedUser(url: string, adminToken: string, name: string): Promise<Account> {
  const email = `${name}-${Date.now()}@bench.example`;
  const password = `${name} password 1`;
  await api(url, '/api/auth/sign-up', { method: 'POST', body: JSON.stringify({ email, password, name }) });
  const token = await verificationToken(url, adminToken, email);
  await api(url, '/api/auth/verify-email', { method: 'POST', body: JSON.stringify({ token }) });
  return { email, password, token: await signIn(url, email, password) };
}

async function verificationToken(url: string, adminToken: string, email: string): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const { emails } = await api<{ emails: Array<{ text: string }> }>(
      url,
      `/api/admin/emails?to=${encodeURIComponent(email)}`,
      { token: adminToken },
    );
    const match = emails[0]?.text.match(/verify-email\?token=([^\s]+)/);
    if (match) return decodeURIComponent(match[1]!);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no verification e-mail for ${email}`);
}

/**
 * An API key of the account's personal space, with API access and no request limits granted by
 * the admin (the Free plan allows 10 a minute and 1,000 a month: the load would only measure 429s).
 */
export async function createApiKey(
  url: string,
  adminToken: string,
  account: Account,
  scopes: string[],
): Promise<string> {
  const me = await api<{ user: { id: string } }>(url, '/api/me', { token: account.token });
  await api(url, `/api/admin/users/${me.user.id}/entitlements`, {
    method: 'PUT',
    token: adminToken,
    body: JSON.stringify({
      flags: { apiAccess: true },
      limits: { apiRequestsPerMinute: null, apiRequestsPerMonth: null, projects: null },
    }),
  });
  const { secret } = await api<{ secret: string }>(url, '/api/api-keys', {
    method: 'POST',
    token: account.token,
    body: JSON.stringify({ name: 'Bench', scopes }),
  });
  return secret;
}
