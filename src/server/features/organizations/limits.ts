/**
 * The member limit: the organization's `teamMembers` entitlement (its live plan's, else the Free
 * plan's, plus an admin's override; features/entitlements) caps members + pending (unexpired)
 * invitations.
 */
import { and, count, eq, gt } from 'drizzle-orm';
import type { MemberLimitView } from '../../../shared/contracts/organizations.ts';
import type { Db } from '../../db/client.ts';
import { organizationInvitations, organizationMembers } from '../../db/schema.ts';
import { assertWithinLimit, entitlementsOf, organizationCustomer } from '../entitlements/index.ts';

async function seatsTaken(db: Db, organizationId: string, now: Date): Promise<number> {
  const [members] = await db
    .select({ n: count() })
    .from(organizationMembers)
    .where(eq(organizationMembers.organizationId, organizationId));
  const [invited] = await db
    .select({ n: count() })
    .from(organizationInvitations)
    .where(
      and(
        eq(organizationInvitations.organizationId, organizationId),
        eq(organizationInvitations.status, 'pending'),
        gt(organizationInvitations.expiresAt, now),
      ),
    );
  return (members?.n ?? 0) + (invited?.n ?? 0);
}

export async function memberLimit(db: Db, organizationId: string, now: Date): Promise<MemberLimitView> {
  const entitlements = await entitlementsOf(db, organizationCustomer(organizationId), now);
  return { limit: entitlements.limits.teamMembers, used: await seatsTaken(db, organizationId, now) };
}

/** 403 `plan_limit` naming the limit when one more member or invitation would exceed it. */
export async function assertRoomForOneMore(db: Db, organizationId: string, now: Date): Promise<void> {
  const entitlements = await entitlementsOf(db, organizationCustomer(organizationId), now);
  if (entitlements.limits.teamMembers === null) return;
  await assertWithinLimit(db, entitlements, 'teamMembers', await seatsTaken(db, organizationId, now));
}
