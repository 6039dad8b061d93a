/** A user's organizations, for GET /api/me and GET /api/organizations: one query. */
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { MyOrganization, OrganizationRole } from '../../../shared/contracts/organizations.ts';
import { AppError } from '../../core/errors.ts';
import type { Db } from '../../db/client.ts';
import { qualified } from '../../db/qualified.ts';
import { organizationMembers, organizations, users } from '../../db/schema.ts';

export interface UserOrganizations {
  organizations: MyOrganization[];
  /**
   * The one picked last (PUT /api/me; creating or joining one picks it); null for the personal
   * space: nothing picked (PUT null) or no membership.
   */
  activeOrganizationId: string | null;
}

interface MembershipJson extends Omit<MyOrganization, 'role'> {
  role: string;
  activeAt: string | null;
}

/**
 * A column with the user's memberships (JSON, oldest first), for any query over users: GET /api/me
 * reads it beside the subscription in one round trip. Served by organization_member_user_idx.
 */
export function userOrganizationsColumn(userId: AnyPgColumn): SQL<MembershipJson[]> {
  return sql<MembershipJson[]>`(
    select coalesce(json_agg(json_build_object(
      'id', o.id, 'name', o.name, 'slug', o.slug, 'logo', o.logo, 'role', m.role, 'activeAt', m.active_at)
      order by m.created_at, o.name), '[]'::json)
    from ${organizationMembers} m join ${organizations} o on o.id = m.organization_id
    where m.user_id = ${qualified(userId)})`;
}

/** The API's view of what userOrganizationsColumn read. */
export function toUserOrganizations(memberships: MembershipJson[]): UserOrganizations {
  let active: MembershipJson | undefined;
  let activeAt = 0;
  for (const membership of memberships) {
    const at = membership.activeAt ? Date.parse(membership.activeAt) : 0;
    if (at > activeAt) {
      active = membership;
      activeAt = at;
    }
  }
  return {
    organizations: memberships.map(({ activeAt: _activeAt, role, ...organization }) => ({
      ...organization,
      role: role as OrganizationRole,
    })),
    activeOrganizationId: active?.id ?? null,
  };
}

export async function userOrganizations(db: Db, userId: string): Promise<UserOrganizations> {
  const [row] = await db
    .select({ memberships: userOrganizationsColumn(users.id) })
    .from(users)
    .where(eq(users.id, userId));
  return toUserOrganizations(row?.memberships ?? []);
}

/**
 * PUT /api/me's `activeOrganizationId`: marks that membership as picked now (404 when the user is
 * not a member); null clears every pick: the personal space, no organization active.
 */
export async function setActiveOrganization(db: Db, userId: string, organizationId: string | null) {
  if (organizationId === null) {
    await db
      .update(organizationMembers)
      .set({ activeAt: null })
      .where(eq(organizationMembers.userId, userId));
    return;
  }
  const [picked] = await db
    .update(organizationMembers)
    .set({ activeAt: new Date() })
    .where(
      and(eq(organizationMembers.userId, userId), eq(organizationMembers.organizationId, organizationId)),
    )
    .returning({ organizationId: organizationMembers.organizationId });
  if (!picked) throw new AppError('NOT_FOUND', 'Organization not found');
}
