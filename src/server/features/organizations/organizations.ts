/** An organization itself: create, the caller's list, details, update, delete. */
import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type {
  CreateOrganizationBody,
  UpdateOrganizationBody,
} from '../../../shared/contracts/organizations.ts';
import type { Db } from '../../db/client.ts';
import { organizationMembers, organizations } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import type { RequestMeta } from '../../http/security-log.ts';
import { organizationSubscription } from '../billing/current-subscription.ts';
import { canManage, OWNER_ONLY, OWNER_OR_ADMIN, requireRole, roleIn } from './access.ts';
import { nowOf, type OrganizationDeps } from './deps.ts';
import { memberLimit } from './limits.ts';
import { userOrganizations } from './memberships.ts';
import { liveOrganizationSubscription } from './subscription-guard.ts';
import { membersOf, organizationById, pendingInvitationsOf, toOrganizationView } from './views.ts';

const slugTaken = () => new AppError('CONFLICT', 'This slug is already taken');

/** "Acme Café, Inc." → "acme-cafe-inc" (at most 50 characters, at least 2). */
export function slugFromName(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/g, '');
  return slug.length >= 2 ? slug : 'org';
}

async function slugIsFree(db: Db, slug: string, exceptId?: string) {
  const [row] = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.slug, slug));
  return !row || row.id === exceptId;
}

export async function createOrganization(
  deps: OrganizationDeps,
  userId: string,
  body: CreateOrganizationBody,
  meta: RequestMeta,
) {
  let slug = body.slug;
  if (slug === undefined) {
    // A slug derived from the name gets a short suffix when taken; a chosen one is refused (409).
    slug = slugFromName(body.name);
    if (!(await slugIsFree(deps.db, slug))) slug = `${slug}-${randomBytes(3).toString('hex')}`;
  } else if (!(await slugIsFree(deps.db, slug))) {
    throw slugTaken();
  }
  const now = nowOf(deps);
  const organization = await deps.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const [row] = await tx
      .insert(organizations)
      .values({ id: randomUUID(), name: body.name, slug })
      .returning();
    await tx
      .insert(organizationMembers)
      .values({ organizationId: row!.id, userId, role: 'owner', activeAt: now, createdAt: now });
    await deps.securityLog.write(
      {
        eventType: 'organization_created',
        userId,
        description: `Organization "${row!.name}" (${row!.slug}) created`,
        metadata: { organizationId: row!.id, slug: row!.slug },
        meta,
      },
      tx,
    );
    return row!;
  });
  return { organization: toOrganizationView(organization), membership: { role: 'owner' as const } };
}

export async function listMyOrganizations(deps: OrganizationDeps, userId: string) {
  return { organizations: (await userOrganizations(deps.db, userId)).organizations };
}

export async function organizationDetails(deps: OrganizationDeps, userId: string, id: string) {
  const role = await roleIn(deps.db, id, userId);
  const now = nowOf(deps);
  const [organization, members, invitations, subscription, limit] = await Promise.all([
    organizationById(deps.db, id),
    membersOf(deps.db, id),
    canManage(role) ? pendingInvitationsOf(deps.db, id, now) : Promise.resolve(null),
    organizationSubscription(deps.db, id),
    memberLimit(deps.db, id, now),
  ]);
  return {
    organization: toOrganizationView(organization),
    role,
    members,
    invitations,
    subscription,
    memberLimit: { limit: limit.limit, used: limit.used },
  };
}

export async function updateOrganization(
  deps: OrganizationDeps,
  userId: string,
  id: string,
  changes: UpdateOrganizationBody,
  meta: RequestMeta,
) {
  await requireRole(deps.db, id, userId, OWNER_OR_ADMIN);
  if (changes.slug !== undefined && !(await slugIsFree(deps.db, changes.slug, id))) throw slugTaken();
  const organization = await deps.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const [row] = await tx
      .update(organizations)
      .set({
        ...(changes.name !== undefined ? { name: changes.name } : {}),
        ...(changes.slug !== undefined ? { slug: changes.slug } : {}),
        ...(changes.logo !== undefined ? { logo: changes.logo === '' ? null : changes.logo } : {}),
      })
      .where(eq(organizations.id, id))
      .returning();
    await deps.securityLog.write(
      {
        eventType: 'organization_updated',
        userId,
        description: `Organization "${row!.name}" (${row!.slug}) updated: ${Object.keys(changes).join(', ')}`,
        metadata: { organizationId: id, changes: Object.keys(changes) },
        meta,
      },
      tx,
    );
    return row!;
  });
  return { organization: toOrganizationView(organization) };
}

export async function deleteOrganization(
  deps: OrganizationDeps,
  userId: string,
  id: string,
  meta: RequestMeta,
) {
  await deps.db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    await requireRole(tx, id, userId, OWNER_ONLY);
    // Locked: a checkout confirmed meanwhile waits, then finds no organization.
    const organization = await organizationById(tx, id, { lock: true });
    if (await liveOrganizationSubscription(tx, id)) {
      throw new AppError(
        'CONFLICT',
        "The organization's subscription is still live: cancel it in the billing portal first",
      );
    }
    await tx.delete(organizations).where(eq(organizations.id, id));
    await deps.securityLog.write(
      {
        eventType: 'organization_deleted',
        userId,
        description: `Organization "${organization.name}" (${organization.slug}) deleted by its owner`,
        metadata: { organizationId: id, slug: organization.slug },
        meta,
      },
      tx,
    );
  });
  return { success: true as const };
}
