/** Banner, variant and popup rows as the admin sees them (with their rates) and as visitors do. */
import type { BannerOut, PopupOut, Trigger, VariantOut } from '../../../shared/contracts/marketing.ts';
import type { MarketingBanner, MarketingBannerVariant, MarketingPopup } from '../../db/schema.ts';

/** part / whole to four decimals; 0 before anything counted. */
export const rate = (part: number, whole: number) =>
  whole > 0 ? Math.round((part / whole) * 10_000) / 10_000 : 0;

function toVariant(row: MarketingBannerVariant): VariantOut {
  return {
    id: row.id,
    label: row.label,
    description: row.description,
    linkText: row.linkText,
    linkUrl: row.linkUrl,
    colorScheme: row.colorScheme,
    weight: row.weight,
    impressions: row.impressions,
    clicks: row.clicks,
    dismissals: row.dismissals,
    clickThroughRate: rate(row.clicks, row.impressions),
    dismissalRate: rate(row.dismissals, row.impressions),
  };
}

/** The banner with its own variants out of `variants` (which may hold other banners' too). */
export const toBanner = (row: MarketingBanner, variants: MarketingBannerVariant[]): BannerOut => ({
  id: row.id,
  name: row.name,
  visible: row.visible,
  variants: variants.filter((variant) => variant.bannerId === row.id).map(toVariant),
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** What the public site needs of a popup to show it. */
export const toPublicPopup = (row: MarketingPopup) => ({
  id: row.id,
  type: row.type as PopupOut['type'],
  title: row.title,
  content: row.content,
  ctaText: row.ctaText,
  ctaUrl: row.ctaUrl,
  trigger: row.trigger as Trigger,
  frequency: row.frequency as PopupOut['frequency'],
  frequencyDays: row.frequencyDays,
  targetPages: row.targetPages,
});

export const toPopup = (row: MarketingPopup): PopupOut => ({
  ...toPublicPopup(row),
  name: row.name,
  active: row.active,
  impressions: row.impressions,
  clicks: row.clicks,
  dismissals: row.dismissals,
  conversions: row.conversions,
  clickThroughRate: rate(row.clicks, row.impressions),
  dismissalRate: rate(row.dismissals, row.impressions),
  conversionRate: rate(row.conversions, row.impressions),
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});
