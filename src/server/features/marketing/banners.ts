/** Banner campaigns: each with A/B variants and their counters; at most one banner is visible. */
import { asc, desc, eq } from 'drizzle-orm';
import type { BannerBody, BannerOut } from '../../../shared/contracts/marketing.ts';
import type { AdminActor } from '../../core/admin-action.ts';
import type { RequestMeta } from '../../core/security-log.ts';
import { marketingBanners, marketingBannerVariants } from '../../db/schema.ts';
import { bannerById, lockBanner, makeOnlyVisible, saveVariants, VISIBLE_LOCK } from './banner-store.ts';
import { type MarketingDeps, marketingChanged } from './deps.ts';
import { rate, toBanner } from './views.ts';

/** Every banner with its variants, the visible one first. */
export async function listBanners({ db }: MarketingDeps): Promise<{ banners: BannerOut[] }> {
  const [banners, variants] = await Promise.all([
    db.select().from(marketingBanners).orderBy(desc(marketingBanners.visible), desc(marketingBanners.id)),
    db.select().from(marketingBannerVariants).orderBy(asc(marketingBannerVariants.id)),
  ]);
  return { banners: banners.map((banner) => toBanner(banner, variants)) };
}

export const getBanner = async ({ db }: MarketingDeps, id: number) => ({ banner: await bannerById(db, id) });

/** The answer to a saved banner, and its security-log entry. */
const bannerSaved = (action: 'created' | 'updated', actor: AdminActor, banner: BannerOut) => ({
  result: { banner },
  event: marketingChanged(`banner_${action}`, actor, `${action} the banner "${banner.name}"`, {
    bannerId: banner.id,
    visible: banner.visible,
    variants: banner.variants.length,
  }),
});

/** Per-variant counters and rates, and their totals. */
export async function bannerStats({ db }: MarketingDeps, id: number) {
  const banner = await bannerById(db, id);
  const sum = (key: 'impressions' | 'clicks' | 'dismissals') =>
    banner.variants.reduce((total, variant) => total + variant[key], 0);
  const impressions = sum('impressions');
  const clicks = sum('clicks');
  const dismissals = sum('dismissals');
  return {
    bannerId: banner.id,
    variants: banner.variants,
    totals: {
      impressions,
      clicks,
      dismissals,
      clickThroughRate: rate(clicks, impressions),
      dismissalRate: rate(dismissals, impressions),
    },
  };
}

/** `visible: true` hides every other banner in the same transaction. */
export function createBanner(
  { runAdminAction }: MarketingDeps,
  actor: AdminActor,
  meta: RequestMeta,
  body: BannerBody,
): Promise<{ banner: BannerOut }> {
  return runAdminAction({ actor, meta }, async (tx) => {
    const [row] = await tx
      .insert(marketingBanners)
      .values({ name: body.name, visible: false })
      .returning({ id: marketingBanners.id });
    const id = row!.id;
    await saveVariants(tx, id, body.variants);
    if (body.visible) await makeOnlyVisible(tx, id);
    return bannerSaved('created', actor, await bannerById(tx, id));
  });
}

/** Variants listed with their id keep their counters; unlisted ones are removed. */
export function updateBanner(
  { runAdminAction }: MarketingDeps,
  actor: AdminActor,
  meta: RequestMeta,
  id: number,
  body: BannerBody,
): Promise<{ banner: BannerOut }> {
  return runAdminAction({ actor, meta }, async (tx) => {
    await tx.execute(VISIBLE_LOCK);
    const current = await lockBanner(tx, id);
    await tx.update(marketingBanners).set({ name: body.name }).where(eq(marketingBanners.id, id));
    await saveVariants(tx, id, body.variants);
    if (body.visible === true && !current.visible) await makeOnlyVisible(tx, id);
    if (body.visible === false && current.visible)
      await tx.update(marketingBanners).set({ visible: false }).where(eq(marketingBanners.id, id));
    return bannerSaved('updated', actor, await bannerById(tx, id));
  });
}

/** Shows a banner (hiding every other one) or hides it. */
export function setBannerVisible(
  { runAdminAction }: MarketingDeps,
  actor: AdminActor,
  meta: RequestMeta,
  id: number,
  visible: boolean,
) {
  return runAdminAction({ actor, meta }, async (tx) => {
    await tx.execute(VISIBLE_LOCK);
    const current = await lockBanner(tx, id);
    // Showing a banner that already shows changes nothing.
    if (visible) {
      if (!current.visible) await makeOnlyVisible(tx, id);
    } else {
      await tx.update(marketingBanners).set({ visible: false }).where(eq(marketingBanners.id, id));
    }
    return {
      result: { banner: await bannerById(tx, id) },
      event: marketingChanged(
        visible ? 'banner_shown' : 'banner_hidden',
        actor,
        `${visible ? 'showed' : 'hid'} the banner "${current.name}"`,
        { bannerId: id, visible },
      ),
    };
  });
}

export function removeBanner(
  { runAdminAction }: MarketingDeps,
  actor: AdminActor,
  meta: RequestMeta,
  id: number,
) {
  return runAdminAction({ actor, meta }, async (tx) => {
    const current = await lockBanner(tx, id);
    await tx.delete(marketingBanners).where(eq(marketingBanners.id, id));
    return {
      result: { success: true as const, message: `Deleted the banner "${current.name}"` },
      event: marketingChanged('banner_deleted', actor, `deleted the banner "${current.name}"`, {
        bannerId: id,
      }),
    };
  });
}
