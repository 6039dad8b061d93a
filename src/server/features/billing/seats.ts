/**
 * Seats of a per-seat plan (issue #31): the price is per member of the organization per period.
 * A checkout pays a seat for each member (more when asked); after it the quantity follows the
 * members, each join or leave prorated (seat-sync.ts). A flat plan has no seats (null).
 */
import { count, eq } from 'drizzle-orm';
import { AppError } from '../../core/errors.ts';
import type { Db } from '../../db/client.ts';
import { organizationMembers, type SubscriptionPlan } from '../../db/schema.ts';

/** The members of an organization: the seats its per-seat plan needs. */
export async function memberCount(db: Db, organizationId: string): Promise<number> {
  const [row] = await db
    .select({ members: count() })
    .from(organizationMembers)
    .where(eq(organizationMembers.organizationId, organizationId));
  return row?.members ?? 0;
}

/**
 * The seats a checkout buys: null for a flat plan; for a per-seat plan those asked for, else one
 * per member (one for a user's own). Fewer seats than members: 400.
 */
export async function seatsForCheckout(
  db: Db,
  plan: Pick<SubscriptionPlan, 'pricingModel'>,
  payer: { organizationId?: string | null | undefined },
  asked: number | undefined,
): Promise<number | null> {
  if (plan.pricingModel !== 'per_seat') return null;
  const members = payer.organizationId ? await memberCount(db, payer.organizationId) : 1;
  if (asked !== undefined && asked < members) {
    const message = `A per-seat plan needs a seat for each of the ${members} members`;
    throw new AppError('BAD_REQUEST', message, { details: [{ path: 'seats', message }] });
  }
  return asked ?? Math.max(1, members);
}
