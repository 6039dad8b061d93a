/**
 * The admin's per-customer grants on top of the plan (PUT /api/admin/{users,organizations}/{id}/
 * entitlements), and the admin's read of a customer's entitlements. Each change is an admin action:
 * the row and its `entitlements_overridden` entry commit together.
 */
import { eq } from 'drizzle-orm';
import type { EntitlementOverrides, EntitlementsView } from '../../../shared/contracts/entitlements.ts';
import type { AdminActionRunner, AdminActor } from '../../core/admin-action.ts';
import { orNotFound } from '../../core/errors.ts';
import type { RequestMeta } from '../../core/security-log.ts';
import type { Db } from '../../db/client.ts';
import { entitlementOverrides, organizations, users } from '../../db/schema.ts';
import { type Customer, ownerOf } from './customer.ts';
import { entitlementsOf } from './entitlements.ts';
import { usageView } from './usage.ts';

export interface OverrideDeps {
  db: Db;
  runAdminAction: AdminActionRunner;
}

/** The customer's name as the log shows it (e-mail or slug); 404 when it does not exist. */
async function customerLabel(db: Db, customer: Customer): Promise<string> {
  if (customer.kind === 'user') {
    const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, customer.id));
    return orNotFound(user, 'User').email;
  }
  const [organization] = await db
    .select({ slug: organizations.slug })
    .from(organizations)
    .where(eq(organizations.id, customer.id));
  return orNotFound(organization, 'Organization').slug;
}

export async function customerEntitlements(
  db: Db,
  customer: Customer,
): Promise<{ entitlements: EntitlementsView; overrides: EntitlementOverrides }> {
  await customerLabel(db, customer);
  const now = new Date();
  const entitlements = await entitlementsOf(db, customer, now);
  return { entitlements: await usageView(db, entitlements, now), overrides: entitlements.overrides };
}

export function setOverrides(
  { runAdminAction }: OverrideDeps,
  actor: AdminActor,
  meta: RequestMeta,
  customer: Customer,
  body: { flags?: Record<string, boolean>; limits?: Record<string, number | null> },
): Promise<{ overrides: EntitlementOverrides }> {
  return runAdminAction({ actor, meta }, async (tx) => {
    const label = await customerLabel(tx, customer);
    const owner = ownerOf(customer);
    const set = {
      ...(body.flags === undefined ? {} : { flags: body.flags }),
      ...(body.limits === undefined ? {} : { limits: body.limits }),
      updatedBy: actor.id,
      updatedAt: new Date(),
    };
    const [row] = await tx
      .insert(entitlementOverrides)
      .values({ ...owner, ...set })
      .onConflictDoUpdate({ target: entitlementOverrides.customerKey, set })
      .returning();
    const overrides = {
      flags: row!.flags,
      limits: row!.limits,
      updatedAt: row!.updatedAt.toISOString(),
    };
    return {
      result: { overrides },
      event: {
        eventType: 'entitlements_overridden',
        description: `Entitlements of ${customer.kind} ${label} overridden`,
        userId: customer.kind === 'user' ? customer.id : null,
        metadata: {
          customer: label,
          customerKind: customer.kind,
          flags: overrides.flags,
          limits: overrides.limits,
        },
      },
    };
  });
}
