/** The signed-in user's own profile: reading it (with the current subscription) and changing it. */
import { eq, sql } from 'drizzle-orm';
import type { UpdateMeBody } from '../../../shared/auth-contracts.ts';
import { isLocale } from '../../../shared/i18n/locales.ts';
import { bumpContentVersion } from '../../content/content-version.ts';
import { orNotFound } from '../../core/errors.ts';
import type { SessionUser } from '../../core/session.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { SessionColumns, SessionColumnValues } from '../../http/session-lookup.ts';
import { currentSubscriptionColumn, toSubscriptionView } from '../billing/index.ts';
import { signsPublishedPost } from '../blog/index.ts';
import {
  setActiveOrganization,
  toUserOrganizations,
  userOrganizationsColumn,
} from '../organizations/index.ts';

export interface MeDeps {
  db: Db;
}

type UserRow = Omit<SessionUser, 'role' | 'locale'> & { role: string | null; locale: string | null };

/**
 * GET /api/me runs on every page of a signed-in user. Its subscription and memberships (the same
 * columns every other read of them uses) are read by the guard's session lookup in the same
 * statement (routes.ts asks for them), so the request makes one round trip. When the auth library
 * answered instead (a session due for its refresh), they are read here by one prepared statement.
 */
export const meSessionColumns = {
  name: 'me',
  columns: {
    subscription: currentSubscriptionColumn(users.id),
    memberships: userOrganizationsColumn(users.id),
  },
} satisfies SessionColumns;

type MeColumns = SessionColumnValues<typeof meSessionColumns.columns>;

const statements = new WeakMap<Db, ReturnType<typeof prepareMeRead>>();

function prepareMeRead(db: Db) {
  return db
    .select(meSessionColumns.columns)
    .from(users)
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare('me_subscription_and_organizations');
}

async function readMeColumns(db: Db, userId: string): Promise<MeColumns | undefined> {
  let statement = statements.get(db);
  if (!statement) {
    statement = prepareMeRead(db);
    statements.set(db, statement);
  }
  const [row] = await statement.execute({ userId });
  return row;
}

async function toMe({ db }: MeDeps, user: UserRow, impersonating: boolean, read?: MeColumns | null) {
  const row = read ?? (await readMeColumns(db, user.id));
  const subscription = toSubscriptionView(row?.subscription ?? null);
  const organizations = toUserOrganizations(row?.memberships ?? []);
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    image: user.image,
    role: user.role === 'admin' ? ('admin' as const) : ('user' as const),
    emailVerified: user.emailVerified,
    createdAt: user.createdAt.toISOString(),
    locale: isLocale(user.locale) ? user.locale : null,
    subscription,
    ...organizations,
    impersonating,
  };
}

/**
 * The session lookup has read the user's row and, with it, `meSessionColumns` (`withSession`, the
 * request's sessionExtras; null when the auth library answered and they are left to read).
 */
export async function getMe(
  deps: MeDeps,
  user: SessionUser,
  impersonating: boolean,
  withSession: Record<string, unknown> | null,
) {
  return { user: await toMe(deps, user, impersonating, withSession as MeColumns | null) };
}

export async function updateMe(deps: MeDeps, userId: string, changes: UpdateMeBody, impersonating: boolean) {
  if (changes.activeOrganizationId !== undefined) {
    await setActiveOrganization(deps.db, userId, changes.activeOrganizationId);
  }
  if (changes.name === undefined && changes.image === undefined && changes.locale === undefined) {
    const [unchanged] = await deps.db.select().from(users).where(eq(users.id, userId));
    return { user: await toMe(deps, orNotFound(unchanged, 'User'), impersonating) };
  }
  const user = await inTransaction(deps.db, async (tx) => {
    const [row] = await tx
      .update(users)
      .set({
        ...(changes.name !== undefined ? { name: changes.name } : {}),
        ...(changes.image !== undefined ? { image: changes.image === '' ? null : changes.image } : {}),
        ...(changes.locale !== undefined ? { locale: changes.locale } : {}),
      })
      .where(eq(users.id, userId))
      .returning();
    // A published post shows its author's name and picture: for its author, this is a content
    // edit, and cached public pages must follow it (content/content-version.ts).
    const shownOnBlog = changes.name !== undefined || changes.image !== undefined;
    if (row && shownOnBlog && (await signsPublishedPost(tx, userId))) await bumpContentVersion(tx);
    return row;
  });
  return { user: await toMe(deps, orNotFound(user, 'User'), impersonating) };
}
