/**
 * POST /api/auth/magic-link: e-mails a one-time sign-in link to an existing account. The answer
 * is the same whether the address has an account or not (no enumeration), and comes no sooner
 * than a minimum time, so a known address does not answer measurably slower.
 *
 * Unknown addresses get nothing: a sign-in link is not a way to create an account (sign-up asks
 * for a name and a password, and joins the waitlist entry). Banned accounts get their link and
 * are refused when they follow it, with the same message as a password sign-in.
 */
import type { RequestMeta } from '../../../core/security-log.ts';
import { type AccountDeps, findUserByEmail } from '../deps.ts';

export const MAGIC_LINK_MIN_MS = 250;

export async function requestMagicLink(
  { db, auth, securityLog }: AccountDeps,
  email: string,
  headers: Headers,
  meta: RequestMeta,
) {
  const started = performance.now();
  const known = await findUserByEmail(db, email);
  if (known) await auth.api.signInMagicLink({ body: { email }, headers });
  await securityLog.write({
    eventType: 'magic_link_requested',
    description: `Sign-in link requested for ${email}`,
    userId: known?.id ?? null,
    success: Boolean(known),
    metadata: { email, accountExists: Boolean(known) },
    meta,
  });
  const remaining = MAGIC_LINK_MIN_MS - (performance.now() - started);
  if (remaining > 0) await new Promise((resolve) => setTimeout(resolve, remaining));
  return {
    success: true as const,
    message: 'If an account exists for this e-mail, a sign-in link is on its way.',
  };
}
