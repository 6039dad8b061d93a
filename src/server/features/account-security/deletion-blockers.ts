/** What stops an account from being deleted (409 with the blocker's message and machine code). */
import { and, eq, ne } from 'drizzle-orm';
import type { ApiErrorCode } from '../../../shared/api-error-codes.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { ownsOrganizationWithOtherMembers } from '../organizations/index.ts';

export interface DeletionCandidate {
  id: string;
  role: 'user' | 'admin';
}

/** A reason the account cannot go now, or null. */
export type DeletionBlocker = (
  db: Db,
  user: DeletionCandidate,
) => Promise<{ code: ApiErrorCode; message: string } | null>;

/** The service must keep someone who can administer it. */
const lastAdmin: DeletionBlocker = async (db, user) => {
  if (user.role !== 'admin') return null;
  const [otherAdmin] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'admin'), ne(users.id, user.id)))
    .limit(1);
  return otherAdmin
    ? null
    : {
        code: 'last_admin',
        message: 'You are the last admin: make someone else an admin before deleting your account',
      };
};

/** An organization others belong to must keep an owner: ownership is transferred first. */
const organizationOwner: DeletionBlocker = async (db, user) =>
  (await ownsOrganizationWithOtherMembers(db, user.id))
    ? {
        code: 'owns_organization',
        message:
          'You own an organization with other members: transfer its ownership before deleting your account',
      }
    : null;

export const deletionBlockers: DeletionBlocker[] = [lastAdmin, organizationOwner];
