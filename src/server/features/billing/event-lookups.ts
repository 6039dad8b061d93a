/**
 * Reading what an event refers to: related objects that come as an id or expanded, Unix times,
 * and the user, customer and plan rows they name.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { billingCustomers, organizations, subscriptionPlans, users } from '../../db/schema.ts';

/** Stripe sends a related object as its id, or as the object when expanded. */
export type Reference = string | { id: string };

export const idOf = (value: Reference | null | undefined): string | null =>
  value === null || value === undefined ? null : typeof value === 'string' ? value : value.id;

export const fromUnix = (seconds: number | null | undefined) =>
  seconds === null || seconds === undefined ? null : new Date(seconds * 1000);

export async function userById(tx: Db, id: string | null | undefined) {
  if (!id) return undefined;
  const [user] = await tx
    .select({ id: users.id, email: users.email, name: users.name })
    .from(users)
    .where(eq(users.id, id));
  return user;
}

/** The id of an existing organization (a subscription's metadata may name a deleted one). */
export async function organizationIdOf(tx: Db, id: string | null | undefined): Promise<string | null> {
  if (!id) return null;
  const [row] = await tx.select({ id: organizations.id }).from(organizations).where(eq(organizations.id, id));
  return row?.id ?? null;
}

export async function userIdOfCustomer(tx: Db, customerId: string | null): Promise<string | undefined> {
  if (!customerId) return undefined;
  const [row] = await tx
    .select({ userId: billingCustomers.userId })
    .from(billingCustomers)
    .where(eq(billingCustomers.customerId, customerId));
  return row?.userId;
}

export async function planById(tx: Db, id: number | null) {
  if (id === null) return undefined;
  const [plan] = await tx.select().from(subscriptionPlans).where(eq(subscriptionPlans.id, id));
  return plan;
}
