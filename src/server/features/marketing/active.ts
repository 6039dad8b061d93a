/**
 * What the public site shows: the visible banner's variants and the active popups. Which variant
 * a visitor sees is decided in the browser (src/shared/ab-assignment.ts).
 */
import { asc, desc, eq } from 'drizzle-orm';
import type { ActiveOut } from '../../../shared/contracts/marketing.ts';
import { marketingBanners, marketingBannerVariants, marketingPopups } from '../../db/schema.ts';
import type { MarketingDeps } from './deps.ts';
import { toPublicPopup } from './views.ts';

export async function activeMarketing({ db }: MarketingDeps): Promise<ActiveOut> {
  const [[banner], popups] = await Promise.all([
    db
      .select()
      .from(marketingBanners)
      .where(eq(marketingBanners.visible, true))
      .orderBy(desc(marketingBanners.updatedAt))
      .limit(1),
    db
      .select()
      .from(marketingPopups)
      .where(eq(marketingPopups.active, true))
      .orderBy(asc(marketingPopups.id)),
  ]);
  const variants = banner
    ? await db
        .select({
          id: marketingBannerVariants.id,
          weight: marketingBannerVariants.weight,
          description: marketingBannerVariants.description,
          linkText: marketingBannerVariants.linkText,
          linkUrl: marketingBannerVariants.linkUrl,
          colorScheme: marketingBannerVariants.colorScheme,
        })
        .from(marketingBannerVariants)
        .where(eq(marketingBannerVariants.bannerId, banner.id))
        .orderBy(asc(marketingBannerVariants.id))
    : [];
  return {
    banner: banner && variants.length ? { bannerId: banner.id, variants } : null,
    popups: popups.map(toPublicPopup),
  };
}
