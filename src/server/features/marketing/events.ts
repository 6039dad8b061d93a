/**
 * The public counters: impressions, clicks, dismissals and conversions. Each event moves its
 * counter in one UPDATE (`x = x + 1`), so concurrent events never lose a count; updatedAt stays,
 * as it tells when the admin last edited the row.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { EventBody } from '../../../shared/contracts/marketing.ts';
import { AppError } from '../../core/errors.ts';
import { marketingBanners, marketingBannerVariants, marketingPopups } from '../../db/schema.ts';
import type { MarketingDeps } from './deps.ts';

const badEvent = (message: string) =>
  new AppError('BAD_REQUEST', message, { details: [{ path: 'id', message }] });

const COUNTERS = {
  impression: 'impressions',
  click: 'clicks',
  dismiss: 'dismissals',
  conversion: 'conversions',
} as const;

/**
 * Only the visible banner's variants and active popups count; anything else is a 400, as are
 * banner conversions.
 */
export async function recordMarketingEvent(
  { db }: MarketingDeps,
  body: EventBody,
): Promise<{ recorded: true }> {
  if (body.kind === 'banner') {
    if (body.event === 'conversion') throw badEvent('Banners have no conversion event');
    const key = COUNTERS[body.event];
    const visibleBanners = db
      .select({ id: marketingBanners.id })
      .from(marketingBanners)
      .where(eq(marketingBanners.visible, true));
    const updated = await db
      .update(marketingBannerVariants)
      .set({
        [key]: sql`${marketingBannerVariants[key]} + 1`,
        updatedAt: sql`${marketingBannerVariants.updatedAt}`,
      })
      .where(
        and(
          eq(marketingBannerVariants.id, body.id),
          inArray(marketingBannerVariants.bannerId, visibleBanners),
        ),
      )
      .returning({ id: marketingBannerVariants.id });
    if (!updated.length) throw badEvent('No visible banner variant has this id');
    return { recorded: true };
  }
  const key = COUNTERS[body.event];
  const updated = await db
    .update(marketingPopups)
    .set({ [key]: sql`${marketingPopups[key]} + 1`, updatedAt: sql`${marketingPopups.updatedAt}` })
    .where(and(eq(marketingPopups.id, body.id), eq(marketingPopups.active, true)))
    .returning({ id: marketingPopups.id });
  if (!updated.length) throw badEvent('No active popup has this id');
  return { recorded: true };
}
