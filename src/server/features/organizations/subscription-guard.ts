/**
 * Whether an organization pays: a live subscription keeps it from being deleted, and the refusal
 * says when deletion becomes possible and how to get there sooner.
 */
import { and, eq, gt, inArray, isNull, not, or } from 'drizzle-orm';
import { AppError } from '../../core/errors.ts';
import type { Db } from '../../db/client.ts';
import { subscriptions } from '../../db/schema.ts';
import { LIVE_STATUSES } from '../billing/index.ts';

export interface LiveSubscription {
  id: string;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
}

/**
 * The organization's live subscriptions. One canceled at its period's end is over once that end
 * has passed, even before the provider's event says so (the local provider sends none), so the
 * date the refusal names is the date deletion works.
 */
export function liveOrganizationSubscriptions(
  db: Db,
  organizationId: string,
  now = new Date(),
): Promise<LiveSubscription[]> {
  return db
    .select({
      id: subscriptions.id,
      currentPeriodEnd: subscriptions.currentPeriodEnd,
      cancelAtPeriodEnd: subscriptions.cancelAtPeriodEnd,
    })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.organizationId, organizationId),
        inArray(subscriptions.status, LIVE_STATUSES),
        or(
          not(subscriptions.cancelAtPeriodEnd),
          isNull(subscriptions.currentPeriodEnd),
          gt(subscriptions.currentPeriodEnd, now),
        ),
      ),
    );
}

const day = (date: Date) => date.toISOString().slice(0, 10);

/** When the subscription stops keeping the organization, in words. */
function whenItEnds(live: LiveSubscription): string {
  const end = live.currentPeriodEnd ? day(live.currentPeriodEnd) : null;
  if (live.cancelAtPeriodEnd)
    return `is canceled and ends ${end ? `on ${end}` : 'at the end of its period'}: the organization can be deleted from then on`;
  return `renews ${end ? `on ${end}` : 'at the end of its period'}: cancel it on /organizations/{id}/billing and the organization can be deleted once it ends${end ? ` on ${end}` : ''}`;
}

/** The owner's 409: when deletion works, and "Cancel now and delete" on the organization's page. */
export function ownerDeletionRefused(organizationId: string, live: LiveSubscription): AppError {
  return new AppError(
    'CONFLICT',
    `The organization's subscription ${whenItEnds(live).replace('{id}', organizationId)}; or cancel it now and delete the organization at once with "Cancel now and delete" on /organizations/${organizationId} (the unused time is not refunded)`,
    { apiCode: 'subscription_live' },
  );
}

/** The site admin's 409: when deletion works, and the admin's cancel of that subscription. */
export function adminDeletionRefused(organizationId: string, live: LiveSubscription): AppError {
  return new AppError(
    'CONFLICT',
    `The organization's subscription ${live.id} ${whenItEnds(live).replace('{id}', organizationId)}; or end it now with POST /api/admin/subscriptions/${live.id}/cancel ("Cancel subscription" in the organization's panel), then delete the organization`,
    { apiCode: 'subscription_live' },
  );
}
