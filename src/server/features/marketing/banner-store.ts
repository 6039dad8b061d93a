/**
 * The banner writes' building blocks, inside the caller's transaction: reading a banner back,
 * locking it, the "at most one visible banner" rule, and replacing its variants.
 */
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { BannerBody, BannerOut } from '../../../shared/contracts/marketing.ts';
import { AppError, notFound } from '../../core/errors.ts';
import type { Db } from '../../db/client.ts';
import { marketingBanners, marketingBannerVariants } from '../../db/schema.ts';
import { toBanner } from './views.ts';

/**
 * Serialises the "one visible banner" rule across concurrent toggles (and instances). A writer
 * that needs both takes it before the banner's row lock, so no two take them in opposite orders.
 */
export const VISIBLE_LOCK = sql`select pg_advisory_xact_lock(hashtext('marketing_banner_visible'))`;

export async function bannerById(db: Db, id: number): Promise<BannerOut> {
  const [row] = await db.select().from(marketingBanners).where(eq(marketingBanners.id, id));
  if (!row) throw notFound('Banner not found');
  const variants = await db
    .select()
    .from(marketingBannerVariants)
    .where(eq(marketingBannerVariants.bannerId, id))
    .orderBy(asc(marketingBannerVariants.id));
  return toBanner(row, variants);
}

export async function lockBanner(tx: Db, id: number) {
  const [row] = await tx.select().from(marketingBanners).where(eq(marketingBanners.id, id)).for('update');
  if (!row) throw notFound('Banner not found');
  return row;
}

/** Shows this banner and hides every other one. */
export async function makeOnlyVisible(tx: Db, id: number) {
  await tx.execute(VISIBLE_LOCK);
  await tx
    .update(marketingBanners)
    .set({ visible: false })
    .where(and(ne(marketingBanners.id, id), eq(marketingBanners.visible, true)));
  await tx.update(marketingBanners).set({ visible: true }).where(eq(marketingBanners.id, id));
}

/** Replaces the banner's variants: listed ids are updated (keeping their counters), the rest go. */
export async function saveVariants(tx: Db, bannerId: number, variants: BannerBody['variants']) {
  const existing = await tx
    .select({ id: marketingBannerVariants.id })
    .from(marketingBannerVariants)
    .where(eq(marketingBannerVariants.bannerId, bannerId));
  const known = new Set(existing.map((row) => row.id));
  const kept = new Set<number>();
  variants.forEach((variant, index) => {
    if (variant.id === undefined) return;
    if (!known.has(variant.id) || kept.has(variant.id))
      throw new AppError('BAD_REQUEST', `Unknown variant id ${variant.id} for this banner`, {
        details: [{ path: `variants.${index}.id`, message: 'Not a variant of this banner' }],
      });
    kept.add(variant.id);
  });
  const removed = [...known].filter((id) => !kept.has(id));
  if (removed.length)
    await tx.delete(marketingBannerVariants).where(inArray(marketingBannerVariants.id, removed));
  for (const { id, ...values } of variants) {
    if (id === undefined) await tx.insert(marketingBannerVariants).values({ ...values, bannerId });
    else await tx.update(marketingBannerVariants).set(values).where(eq(marketingBannerVariants.id, id));
  }
}
