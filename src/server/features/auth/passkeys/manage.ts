/**
 * The signed-in user's passkeys (/api/me/passkeys): list, add (a registration challenge, then the
 * browser's attestation, verified by the auth library), rename and remove. Each change is
 * recorded in the security log.
 */
import { and, asc, eq } from 'drizzle-orm';
import type {
  AddPasskeyBody,
  PasskeysResponse,
  RenamePasskeyBody,
  WebAuthnOptions,
} from '../../../../shared/contracts/passwordless.ts';
import { AppError } from '../../../core/errors.ts';
import type { RequestMeta } from '../../../core/security-log.ts';
import { passkeys } from '../../../db/schema.ts';
import { type AccountDeps, apiErrorCode } from '../deps.ts';

interface Caller {
  id: string;
  email: string;
}

export async function listPasskeys(
  { db }: Pick<AccountDeps, 'db'>,
  userId: string,
): Promise<PasskeysResponse> {
  const rows = await db
    .select({
      id: passkeys.id,
      name: passkeys.name,
      createdAt: passkeys.createdAt,
      lastUsedAt: passkeys.lastUsedAt,
    })
    .from(passkeys)
    .where(eq(passkeys.userId, userId))
    .orderBy(asc(passkeys.createdAt), asc(passkeys.id));
  return {
    passkeys: rows.map((row) => ({
      id: row.id,
      name: row.name,
      createdAt: row.createdAt.toISOString(),
      lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    })),
  };
}

export async function passkeyRegistrationOptions({ auth }: AccountDeps, headers: Headers) {
  try {
    const { headers: cookies, response } = await auth.api.generatePasskeyRegistrationOptions({
      headers,
      returnHeaders: true,
    });
    const body: WebAuthnOptions = { ...response };
    return { cookies, body };
  } catch (error) {
    // The library asks for a recent sign-in before a new way in is added to the account.
    if (apiErrorCode(error) === 'SESSION_NOT_FRESH')
      throw new AppError('FORBIDDEN', 'Sign in again to add a passkey', {
        apiCode: 'reauthentication_required',
      });
    throw error;
  }
}

export async function addPasskey(
  deps: AccountDeps,
  caller: Caller,
  body: AddPasskeyBody,
  headers: Headers,
  meta: RequestMeta,
) {
  let added: { id: string };
  try {
    added = await deps.auth.api.verifyPasskeyRegistration({
      body: { response: body.response, name: body.name },
      headers,
    });
  } catch (error) {
    const code = apiErrorCode(error);
    if (code === 'SESSION_NOT_FRESH')
      throw new AppError('FORBIDDEN', 'Sign in again to add a passkey', {
        apiCode: 'reauthentication_required',
      });
    if (code === 'CHALLENGE_NOT_FOUND')
      throw new AppError('BAD_REQUEST', 'The passkey challenge is missing or expired; try again', {
        apiCode: 'passkey_challenge_expired',
      });
    if (code)
      throw new AppError('BAD_REQUEST', 'The passkey could not be verified', { apiCode: 'passkey_failed' });
    throw error;
  }
  await deps.securityLog.write({
    eventType: 'passkey_added',
    description: `${caller.email} added the passkey "${body.name}"`,
    userId: caller.id,
    metadata: { passkeyId: added.id, name: body.name },
    meta,
  });
  return listPasskeys(deps, caller.id);
}

/** Another user's passkey is answered like one that does not exist. */
async function ownPasskey(deps: Pick<AccountDeps, 'db'>, caller: Caller, id: string) {
  const [row] = await deps.db
    .select({ name: passkeys.name, userId: passkeys.userId })
    .from(passkeys)
    .where(eq(passkeys.id, id))
    .limit(1);
  if (!row || row.userId !== caller.id) throw new AppError('NOT_FOUND', 'Passkey not found');
  return row;
}

export async function renamePasskey(
  deps: AccountDeps,
  caller: Caller,
  id: string,
  body: RenamePasskeyBody,
  meta: RequestMeta,
) {
  const row = await ownPasskey(deps, caller, id);
  await deps.db
    .update(passkeys)
    .set({ name: body.name })
    .where(and(eq(passkeys.id, id), eq(passkeys.userId, caller.id)));
  await deps.securityLog.write({
    eventType: 'passkey_renamed',
    description: `${caller.email} renamed the passkey "${row.name ?? id}" to "${body.name}"`,
    userId: caller.id,
    metadata: { passkeyId: id, from: row.name, to: body.name },
    meta,
  });
  return listPasskeys(deps, caller.id);
}

export async function removePasskey(
  deps: AccountDeps,
  caller: Caller,
  id: string,
  headers: Headers,
  meta: RequestMeta,
) {
  const row = await ownPasskey(deps, caller, id);
  await deps.auth.api.deletePasskey({ body: { id }, headers });
  await deps.securityLog.write({
    eventType: 'passkey_removed',
    description: `${caller.email} removed the passkey "${row.name ?? id}"`,
    userId: caller.id,
    metadata: { passkeyId: id, name: row.name },
    meta,
  });
  return listPasskeys(deps, caller.id);
}
