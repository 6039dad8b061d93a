/**
 * The member limit: the plan's `limits.teamMembers` caps members + pending (unexpired)
 * invitations. The plan is that of the organization's live subscription, else the Free plan
 * (slug `free`, which admins edit); null or a missing limit means unlimited.
 */
import { and, count, desc, eq, gt, inArray } from 'drizzle-orm';
import type { MemberLimitView } from '../../../shared/contracts/organizations.ts';
import { AppError } from '../../core/errors.ts';
import type { Db } from '../../db/client.ts';
import {
  organizationInvitations,
  organizationMembers,
  subscriptionPlans,
  subscriptions,
} from '../../db/schema.ts';
import { LIVE_STATUSES } from '../billing/index.ts';

const FREE_PLAN_SLUG = 'free';

async function planOf(db: Db, organizationId: string) {
  const [paid] = await db
    .select({ name: subscriptionPlans.name, limits: subscriptionPlans.limits })
    .from(subscriptions)
    .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, subscriptions.planId))
    .where(
      and(eq(subscriptions.organizationId, organizationId), inArray(subscriptions.status, LIVE_STATUSES)),
    )
    .orderBy(desc(subscriptions.createdAt))
    .limit(1);
  if (paid) return paid;
  const [free] = await db
    .select({ name: subscriptionPlans.name, limits: subscriptionPlans.limits })
    .from(subscriptionPlans)
    .where(eq(subscriptionPlans.slug, FREE_PLAN_SLUG));
  return free ?? null;
}

export async function memberLimit(
  db: Db,
  organizationId: string,
  now: Date,
): Promise<MemberLimitView & { plan: string | null }> {
  const plan = await planOf(db, organizationId);
  const raw = (plan?.limits as Record<string, unknown> | undefined)?.teamMembers;
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
  return {
    limit: typeof raw === 'number' ? raw : null,
    used: (members?.n ?? 0) + (invited?.n ?? 0),
    plan: plan?.name ?? null,
  };
}

/** 403 naming the limit when one more member or invitation would exceed it. */
export async function assertRoomForOneMore(db: Db, organizationId: string, now: Date): Promise<void> {
  const { limit, used, plan } = await memberLimit(db, organizationId, now);
  if (limit !== null && used + 1 > limit) {
    throw new AppError(
      'FORBIDDEN',
      `The ${plan ?? 'current'} plan allows ${limit} team member${limit === 1 ? '' : 's'} (members and pending invitations count): upgrade the plan to invite more`,
      { apiCode: 'organization_member_limit', params: { plan: plan ?? '', limit } },
    );
  }
}
