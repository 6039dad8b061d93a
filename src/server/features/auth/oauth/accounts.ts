/**
 * The caller's linked sign-in providers (/api/me/accounts): list, and unlink unless it is the
 * last way left to sign in.
 */
import { and, count, eq } from 'drizzle-orm';
import {
  type LinkedAccounts,
  type OAuthProvider,
  oauthProviderId,
} from '../../../../shared/contracts/oauth.ts';
import { AppError } from '../../../core/errors.ts';
import type { RequestMeta } from '../../../core/security-log.ts';
import type { Db } from '../../../db/client.ts';
import { accounts, passkeys } from '../../../db/schema.ts';
import { inTransaction } from '../../../db/transaction.ts';
import type { OAuthDeps } from './flow.ts';
import { configuredProviders } from './providers.ts';

/** better-auth's provider id of the e-mail-and-password account. */
const PASSWORD_PROVIDER = 'credential';

type AccountsDeps = Pick<OAuthDeps, 'db' | 'oauth' | 'securityLog'>;

async function accountRows(db: Db, userId: string) {
  return db
    .select({ providerId: accounts.providerId, password: accounts.password, createdAt: accounts.createdAt })
    .from(accounts)
    .where(eq(accounts.userId, userId));
}

export async function listLinkedAccounts(deps: AccountsDeps, userId: string): Promise<LinkedAccounts> {
  const rows = await accountRows(deps.db, userId);
  const configured = configuredProviders(deps.oauth);
  const linked = rows.flatMap((row) => {
    const provider = oauthProviderId.safeParse(row.providerId);
    if (!provider.success) return [];
    const name = configured.find((item) => item.id === provider.data)?.name ?? provider.data;
    return [{ provider: provider.data, name, linkedAt: row.createdAt.toISOString() }];
  });
  return {
    accounts: linked,
    available: configured.filter((item) => !linked.some((account) => account.provider === item.id)),
    hasPassword: rows.some((row) => row.providerId === PASSWORD_PROVIDER && Boolean(row.password)),
  };
}

/**
 * How many ways to sign in the user keeps without `provider`, from their account rows: a
 * password, another provider or a passkey.
 */
export function otherSignInMethods(
  rows: Array<{ providerId: string; password: string | null }>,
  provider: OAuthProvider,
  passkeyCount = 0,
): number {
  const passwords = rows.filter(
    (row) => row.providerId === PASSWORD_PROVIDER && Boolean(row.password),
  ).length;
  const providers = rows.filter(
    (row) => row.providerId !== PASSWORD_PROVIDER && row.providerId !== provider,
  ).length;
  return passwords + providers + passkeyCount;
}

export async function unlinkAccount(
  deps: AccountsDeps,
  user: { id: string; email: string },
  provider: OAuthProvider,
  meta: RequestMeta,
): Promise<{ success: true }> {
  const where = and(eq(accounts.userId, user.id), eq(accounts.providerId, provider));
  await inTransaction(deps.db, async (tx) => {
    // The user's rows stay locked until the delete: two unlinks at once cannot both pass the check.
    const rows = await tx
      .select({ providerId: accounts.providerId, password: accounts.password })
      .from(accounts)
      .where(eq(accounts.userId, user.id))
      .for('update');
    if (!rows.some((row) => row.providerId === provider)) {
      throw new AppError('NOT_FOUND', 'This provider is not linked to your account');
    }
    const [keys] = await tx.select({ count: count() }).from(passkeys).where(eq(passkeys.userId, user.id));
    if (otherSignInMethods(rows, provider, keys?.count ?? 0) === 0) {
      throw new AppError(
        'BAD_REQUEST',
        'This is your last way to sign in: set a password, add a passkey or link another provider before unlinking it',
        { apiCode: 'last_sign_in_method' },
      );
    }
    await tx.delete(accounts).where(where);
  });
  await deps.securityLog.write({
    eventType: 'account_unlinked',
    description: `${user.email} unlinked ${configuredProviders(deps.oauth).find((item) => item.id === provider)?.name ?? provider}`,
    userId: user.id,
    metadata: { provider },
    meta,
  });
  return { success: true };
}
