/**
 * Who may do what in an organization. A non-member learns nothing (404, as if it did not exist);
 * a member with the wrong role gets 403.
 */
import { and, eq } from 'drizzle-orm';
import type { OrganizationRole } from '../../../shared/contracts/organizations.ts';
import { AppError } from '../../core/errors.ts';
import type { Db } from '../../db/client.ts';
import { organizationMembers } from '../../db/schema.ts';

export const organizationNotFound = () => new AppError('NOT_FOUND', 'Organization not found');

/** The user's role, or null when not a member. `lock` holds the membership row until the transaction ends. */
export async function memberRole(
  db: Db,
  organizationId: string,
  userId: string,
  options: { lock?: boolean } = {},
): Promise<OrganizationRole | null> {
  const query = db
    .select({ role: organizationMembers.role })
    .from(organizationMembers)
    .where(
      and(eq(organizationMembers.organizationId, organizationId), eq(organizationMembers.userId, userId)),
    );
  const [row] = options.lock ? await query.for('update') : await query;
  return (row?.role as OrganizationRole | undefined) ?? null;
}

/** The caller's role; 404 when not a member. `lock` holds the membership row until the transaction ends. */
export async function roleIn(
  db: Db,
  organizationId: string,
  userId: string,
  options: { lock?: boolean } = {},
): Promise<OrganizationRole> {
  const role = await memberRole(db, organizationId, userId, options);
  if (!role) throw organizationNotFound();
  return role;
}

export const canManage = (role: OrganizationRole) => role === 'owner' || role === 'admin';

/** The caller's role when it is one of `allowed`: 404 for non-members, 403 for the other roles. */
export async function requireRole(
  db: Db,
  organizationId: string,
  userId: string,
  allowed: readonly OrganizationRole[],
  options: { lock?: boolean } = {},
): Promise<OrganizationRole> {
  const role = await roleIn(db, organizationId, userId, options);
  if (!allowed.includes(role)) {
    throw new AppError(
      'FORBIDDEN',
      allowed.length === 1
        ? 'Only the owner of the organization can do this'
        : 'Only the owner or an admin can do this',
      { apiCode: 'organization_role_required' },
    );
  }
  return role;
}

export const OWNER_OR_ADMIN = ['owner', 'admin'] as const;
export const OWNER_ONLY = ['owner'] as const;
