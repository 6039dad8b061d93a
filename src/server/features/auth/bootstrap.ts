/**
 * Start-up chores of the auth feature: the signing secret and the first admin.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { appSettings, sessions, users } from '../../db/schema.ts';
import type { Auth } from './better-auth.ts';

/**
 * AUTH_SECRET when set; otherwise a secret generated on first start and stored in the database,
 * so every instance sharing the database signs and checks tokens with the same key, and a
 * restart keeps sessions valid.
 */
export async function resolveAuthSecret(db: Db, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  await db
    .insert(appSettings)
    .values({ key: 'auth_secret', value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, 'auth_secret'));
  if (!row) throw new Error('Could not store the generated auth secret');
  return row.value;
}

/**
 * Makes sure `email` is a verified admin. Creates the account with `password` when it does not
 * exist (no verification e-mail is sent). An existing verified account is promoted and keeps its
 * password; an unverified one also gets `password` and loses its sessions.
 * Returns what it did, for the CLI's output.
 */
export async function ensureAdmin(
  db: Db,
  auth: Auth,
  email: string,
  password: string,
): Promise<'created' | 'promoted' | 'unchanged'> {
  const normalized = email.trim().toLowerCase();
  const [existing] = await db.select().from(users).where(eq(users.email, normalized)).limit(1);
  const context = await auth.$context;
  if (existing) {
    if (existing.role === 'admin' && existing.emailVerified) return 'unchanged';
    if (!existing.emailVerified) {
      // Nobody proved they own this address: whoever signed up with it must not inherit admin
      // rights with a password of their own. The operator's password replaces it and every
      // session the registrant had is revoked.
      await context.internalAdapter.updatePassword(existing.id, await context.password.hash(password));
      await db.delete(sessions).where(eq(sessions.userId, existing.id));
    }
    await db.update(users).set({ role: 'admin', emailVerified: true }).where(eq(users.id, existing.id));
    return 'promoted';
  }
  const hash = await context.password.hash(password);
  const user = await context.internalAdapter.createUser(
    {
      email: normalized,
      name: normalized.split('@')[0] ?? 'Admin',
      emailVerified: true,
      role: 'admin',
    },
    { method: 'admin' },
  );
  await context.internalAdapter.linkAccount({
    userId: user.id,
    providerId: 'credential',
    accountId: user.id,
    password: hash,
  });
  return 'created';
}
