/** /api/admin/organizations: every organization with its member count, owner and plan; details; delete. */
import { and, asc, count, desc, eq, ilike, inArray, or } from 'drizzle-orm';
import type {
  AdminOrganizationListQuery,
  AdminOrganizationRow,
} from '../../../shared/contracts/organizations.ts';
import { paginationOf } from '../../../shared/contracts/pagination.ts';
import type { AdminActor } from '../../core/admin-action.ts';
import type { RequestMeta } from '../../core/security-log.ts';
import type { Db } from '../../db/client.ts';
import { containsPattern } from '../../db/like.ts';
import {
  type Organization,
  organizationMembers,
  organizations,
  subscriptionPlans,
  subscriptions,
  users,
} from '../../db/schema.ts';
import { LIVE_STATUSES, organizationSubscription } from '../billing/index.ts';
import { nowOf, type OrganizationDeps } from './deps.ts';
import { memberLimit } from './limits.ts';
import { adminDeletionRefused, liveOrganizationSubscriptions } from './subscription-guard.ts';
import { membersOf, organizationById, pendingInvitationsOf } from './views.ts';

/** Member counts, owners and live plans of a page of organizations: three queries, no N+1. */
async function rowsOf(db: Db, page: Organization[]): Promise<AdminOrganizationRow[]> {
  const ids = page.map((row) => row.id);
  if (ids.length === 0) return [];
  const [counts, owners, plans] = await Promise.all([
    db
      .select({ id: organizationMembers.organizationId, n: count() })
      .from(organizationMembers)
      .where(inArray(organizationMembers.organizationId, ids))
      .groupBy(organizationMembers.organizationId),
    db
      .select({
        organizationId: organizationMembers.organizationId,
        id: users.id,
        name: users.name,
        email: users.email,
      })
      .from(organizationMembers)
      .innerJoin(users, eq(users.id, organizationMembers.userId))
      .where(and(inArray(organizationMembers.organizationId, ids), eq(organizationMembers.role, 'owner'))),
    db
      .selectDistinctOn([subscriptions.organizationId], {
        organizationId: subscriptions.organizationId,
        id: subscriptionPlans.id,
        name: subscriptionPlans.name,
        slug: subscriptionPlans.slug,
      })
      .from(subscriptions)
      .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, subscriptions.planId))
      .where(and(inArray(subscriptions.organizationId, ids), inArray(subscriptions.status, LIVE_STATUSES)))
      .orderBy(subscriptions.organizationId, desc(subscriptions.createdAt)),
  ]);
  const countOf = new Map(counts.map((row) => [row.id, row.n]));
  const ownerOf = new Map(owners.map(({ organizationId, ...owner }) => [organizationId, owner]));
  const planOf = new Map(plans.map(({ organizationId, ...plan }) => [organizationId, plan]));
  return page.map((row) => ({
    id: row.id,
    name: row.name,
    slug: row.slug,
    logo: row.logo,
    createdAt: row.createdAt.toISOString(),
    memberCount: countOf.get(row.id) ?? 0,
    owner: ownerOf.get(row.id) ?? null,
    plan: planOf.get(row.id) ?? null,
  }));
}

export async function listOrganizations({ db }: OrganizationDeps, query: AdminOrganizationListQuery) {
  const where = query.search
    ? or(
        ilike(organizations.name, containsPattern(query.search)),
        ilike(organizations.slug, containsPattern(query.search)),
      )
    : undefined;
  const order = query.order === 'asc' ? asc : desc;
  const [page, [total]] = await Promise.all([
    db
      .select()
      .from(organizations)
      .where(where)
      .orderBy(order(organizations.createdAt), order(organizations.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ n: count() }).from(organizations).where(where),
  ]);
  return {
    organizations: await rowsOf(db, page),
    pagination: paginationOf(query.page, query.limit, total?.n ?? 0),
  };
}

export async function adminOrganizationDetails(deps: OrganizationDeps, id: string) {
  const organization = await organizationById(deps.db, id);
  const now = nowOf(deps);
  const [[row], members, invitations, subscription, limit] = await Promise.all([
    rowsOf(deps.db, [organization]),
    membersOf(deps.db, id),
    pendingInvitationsOf(deps.db, id, now),
    organizationSubscription(deps.db, id),
    memberLimit(deps.db, id, now),
  ]);
  return {
    organization: row!,
    members,
    invitations,
    subscription,
    memberLimit: { limit: limit.limit, used: limit.used },
  };
}

/** Deleted with its memberships and invitations; refused (409) while its subscription is live. */
export async function adminDeleteOrganization(
  deps: OrganizationDeps,
  actor: AdminActor,
  meta: RequestMeta,
  id: string,
) {
  return deps.runAdminAction({ actor, meta }, async (tx) => {
    const organization = await organizationById(tx, id, { lock: true });
    const [live] = await liveOrganizationSubscriptions(tx, id, nowOf(deps));
    if (live) throw adminDeletionRefused(id, live);
    await tx.delete(organizations).where(eq(organizations.id, id));
    return {
      result: { success: true as const },
      event: {
        eventType: 'organization_deleted',
        description: `Organization "${organization.name}" (${organization.slug}) deleted by admin ${actor.email}`,
        metadata: { organizationId: id, slug: organization.slug, byAdmin: true },
      },
    };
  });
}
