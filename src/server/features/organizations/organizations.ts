/** An organization itself: create, the caller's list, details, update, delete. */
import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type {
  CreateOrganizationBody,
  DeleteOrganizationBody,
  UpdateOrganizationBody,
} from '../../../shared/contracts/organizations.ts';
import { AppError } from '../../core/errors.ts';
import type { RequestMeta } from '../../core/security-log.ts';
import type { Db } from '../../db/client.ts';
import { organizationMembers, organizations } from '../../db/schema.ts';
import { inTransaction } from '../../db/transaction.ts';
import { organizationSubscription } from '../billing/index.ts';
import { canManage, OWNER_ONLY, OWNER_OR_ADMIN, requireRole, roleIn } from './access.ts';
import { nowOf, type OrganizationDeps } from './deps.ts';
import { memberLimit } from './limits.ts';
import { userOrganizations } from './memberships.ts';
import { liveOrganizationSubscriptions, ownerDeletionRefused } from './subscription-guard.ts';
import { membersOf, organizationById, pendingInvitationsOf, toOrganizationView } from './views.ts';

const slugTaken = () => new AppError('CONFLICT', 'This slug is already taken', { apiCode: 'slug_taken' });

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
  const organization = await inTransaction(deps.db, async (tx) => {
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
  const organization = await inTransaction(deps.db, async (tx) => {
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

/**
 * The owner deletes the organization; refused (409) while its subscription is live, saying when
 * that ends. With `cancelSubscription` and the organization's name typed, the live subscription
 * is ended now first (at the provider, before anything is deleted).
 */
export async function deleteOrganization(
  deps: OrganizationDeps,
  userId: string,
  id: string,
  body: DeleteOrganizationBody,
  meta: RequestMeta,
) {
  await requireRole(deps.db, id, userId, OWNER_ONLY);
  const ended: string[] = [];
  if (body?.cancelSubscription) {
    const { name } = await organizationById(deps.db, id);
    if (body.confirmName !== name.trim()) {
      const message = "Type the organization's name exactly to confirm";
      throw new AppError('BAD_REQUEST', message, { details: [{ path: 'confirmName', message }] });
    }
    for (const live of await liveOrganizationSubscriptions(deps.db, id, nowOf(deps))) {
      await deps.endSubscriptionNow(live.id, meta);
      ended.push(live.id);
    }
  }
  await inTransaction(deps.db, async (tx) => {
    await requireRole(tx, id, userId, OWNER_ONLY);
    // Locked: a checkout confirmed meanwhile waits, then finds no organization.
    const organization = await organizationById(tx, id, { lock: true });
    const [live] = await liveOrganizationSubscriptions(tx, id, nowOf(deps));
    if (live) throw ownerDeletionRefused(id, live);
    await tx.delete(organizations).where(eq(organizations.id, id));
    await deps.securityLog.write(
      {
        eventType: 'organization_deleted',
        userId,
        description: `Organization "${organization.name}" (${organization.slug}) deleted by its owner${ended.length ? `, its subscription ${ended.join(', ')} canceled now` : ''}`,
        metadata: { organizationId: id, slug: organization.slug, canceledSubscriptions: ended },
        meta,
      },
      tx,
    );
  });
  return { success: true as const };
}
