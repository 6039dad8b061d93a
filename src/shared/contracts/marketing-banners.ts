/**
 * The site's banner and its A/B variants as the admin writes and reads them, with each variant's
 * statistics. Texts are plain text: the web app renders them as text nodes, never as HTML.
 */
import { z } from 'zod';
import { rowId } from './common.ts';
import { linkUrl, optionalText } from './marketing-fields.ts';

export const COLOR_SCHEMES = ['brand', 'info', 'success', 'warning', 'dark'] as const;

export const variantBody = z
  .object({
    /** An existing variant of this banner (kept with its statistics); omitted for a new one. */
    id: rowId.optional(),
    label: z.string().trim().min(1).max(40),
    description: z.string().trim().min(1).max(300),
    linkText: optionalText(60),
    linkUrl: linkUrl.nullish().transform((value) => value || null),
    colorScheme: z.enum(COLOR_SCHEMES).default('brand'),
    weight: z.number().int().min(1).max(1000).default(1),
  })
  .superRefine((variant, context) => {
    if (variant.linkText && !variant.linkUrl)
      context.addIssue({ code: 'custom', path: ['linkUrl'], message: 'A link needs its URL' });
    if (variant.linkUrl && !variant.linkText)
      context.addIssue({ code: 'custom', path: ['linkText'], message: 'A link needs its text' });
  });
export type VariantBody = z.infer<typeof variantBody>;
export type ColorScheme = (typeof COLOR_SCHEMES)[number];

export const bannerBody = z.object({
  name: z.string().trim().min(1).max(100),
  /** Making a banner visible hides every other one. */
  visible: z.boolean().optional(),
  variants: z.array(variantBody).min(1).max(10),
});
export type BannerBody = z.infer<typeof bannerBody>;

export const visibilityBody = z.object({ visible: z.boolean() });

export const variantSchema = z.object({
  id: z.number().int(),
  label: z.string(),
  description: z.string(),
  linkText: z.string().nullable(),
  linkUrl: z.string().nullable(),
  colorScheme: z.string(),
  weight: z.number().int(),
  impressions: z.number().int(),
  clicks: z.number().int(),
  dismissals: z.number().int(),
  /** clicks / impressions (0 before any impression). */
  clickThroughRate: z.number(),
  /** dismissals / impressions. */
  dismissalRate: z.number(),
});
export type VariantOut = z.infer<typeof variantSchema>;

export const bannerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  visible: z.boolean(),
  variants: z.array(variantSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type BannerOut = z.infer<typeof bannerSchema>;

export const bannerStatsSchema = z.object({
  bannerId: z.number().int(),
  variants: z.array(variantSchema),
  totals: z.object({
    impressions: z.number().int(),
    clicks: z.number().int(),
    dismissals: z.number().int(),
    clickThroughRate: z.number(),
    dismissalRate: z.number(),
  }),
});
