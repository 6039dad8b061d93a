/**
 * The magic-link e-mail: better-auth hands us its token and we send our own link, to the web
 * app's /magic-link page (which verifies the token through POST /api/auth/magic-link/verify),
 * never to better-auth's unmounted GET endpoint.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { users } from '../../../db/schema.ts';
import type { Mailer } from '../../../mail/mailer.ts';

export async function sendMagicLinkEmail(
  { db, mailer, baseUrl }: { db: Db; mailer: Mailer; baseUrl: string },
  email: string,
  token: string,
) {
  // Read here, not through deps.ts, which imports the auth instance this module is part of.
  const [user] = await db.select({ name: users.name }).from(users).where(eq(users.email, email)).limit(1);
  const url = `${baseUrl}/magic-link?token=${encodeURIComponent(token)}`;
  await mailer.sendTemplate('magic_link', email, { name: user?.name ?? '', url });
}
