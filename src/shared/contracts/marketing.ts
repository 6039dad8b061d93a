/**
 * Request and response shapes of marketing: the banner (A/B variants), popups, newsletter
 * sign-ups, and the public read/event endpoints. Banner and popup texts are plain text: the web
 * app renders them as text nodes (never as HTML), so markup in them shows as typed.
 */
import { z } from 'zod';
import { siteOrHttpUrlSchema } from '../auth-contracts.ts';
import { rowId } from './common.ts';
import { pageQuery, pagination } from './pagination.ts';

export const COLOR_SCHEMES = ['brand', 'info', 'success', 'warning', 'dark'] as const;
export const POPUP_TYPES = ['newsletter', 'offer', 'announcement', 'exit_intent'] as const;
export const POPUP_FREQUENCIES = ['once', 'session', 'days'] as const;
export const EVENT_KINDS = ['banner', 'popup'] as const;
export const EVENT_NAMES = ['impression', 'click', 'dismiss', 'conversion'] as const;

/** A banner or popup link: an http(s) URL or a path on this site (the shared rule). */
export const linkUrl = siteOrHttpUrlSchema;

/** A path pattern: "/", "/pricing", "/blog/*" ("*" matches any run of characters). */
export const pathPattern = z
  .string()
  .trim()
  .min(1)
  .max(200)
  .regex(/^\/[A-Za-z0-9\-._~/*%]*$/, 'Use a path starting with / (a * matches anything)');

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => value || null);

// ---------- banners ----------

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

// ---------- popups ----------

export const triggerSchema = z
  .object({
    /** Opens this many seconds after the page loads. */
    delaySeconds: z.number().int().min(0).max(600).optional(),
    /** Opens once the visitor has scrolled this far down the page. */
    scrollPercent: z.number().int().min(1).max(100).optional(),
    /** Opens when the pointer leaves through the top of the window (desktop). */
    exitIntent: z.boolean().optional(),
  })
  .strict();
export type Trigger = z.infer<typeof triggerSchema>;

export const popupBody = z
  .object({
    type: z.enum(POPUP_TYPES),
    name: z.string().trim().min(1).max(100),
    title: z.string().trim().min(1).max(120),
    /** Plain text; line breaks are kept. */
    content: z.string().trim().min(1).max(2000),
    ctaText: optionalText(60),
    ctaUrl: linkUrl.nullish().transform((value) => value || null),
    trigger: triggerSchema.default({}),
    frequency: z.enum(POPUP_FREQUENCIES).default('once'),
    frequencyDays: z.number().int().min(1).max(365).nullish(),
    targetPages: z.array(pathPattern).max(20).default([]),
    active: z.boolean().default(false),
  })
  .superRefine((popup, context) => {
    if (popup.frequency === 'days' && !popup.frequencyDays)
      context.addIssue({
        code: 'custom',
        path: ['frequencyDays'],
        message: 'How many days between showings',
      });
    if (popup.type !== 'newsletter' && popup.ctaText && !popup.ctaUrl)
      context.addIssue({ code: 'custom', path: ['ctaUrl'], message: 'The button needs a URL' });
    if (popup.type === 'exit_intent' && popup.trigger.exitIntent === false)
      context.addIssue({
        code: 'custom',
        path: ['trigger', 'exitIntent'],
        message: 'An exit-intent popup opens on exit intent',
      });
  });
export type PopupBody = z.infer<typeof popupBody>;

const publicPopupFields = {
  id: z.number().int(),
  type: z.enum(POPUP_TYPES),
  title: z.string(),
  content: z.string(),
  ctaText: z.string().nullable(),
  ctaUrl: z.string().nullable(),
  trigger: triggerSchema,
  frequency: z.enum(POPUP_FREQUENCIES),
  frequencyDays: z.number().int().nullable(),
  targetPages: z.array(z.string()),
};

export const popupSchema = z.object({
  ...publicPopupFields,
  name: z.string(),
  active: z.boolean(),
  impressions: z.number().int(),
  clicks: z.number().int(),
  dismissals: z.number().int(),
  conversions: z.number().int(),
  clickThroughRate: z.number(),
  dismissalRate: z.number(),
  /** conversions / impressions (newsletter sign-ups, or conversion events). */
  conversionRate: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PopupOut = z.infer<typeof popupSchema>;

// ---------- public ----------

export const activeResponse = z.object({
  banner: z
    .object({
      bannerId: z.number().int(),
      variants: z.array(
        z.object({
          id: z.number().int(),
          weight: z.number().int(),
          description: z.string(),
          linkText: z.string().nullable(),
          linkUrl: z.string().nullable(),
          colorScheme: z.string(),
        }),
      ),
    })
    .nullable(),
  popups: z.array(z.object(publicPopupFields)),
});
export type ActiveOut = z.infer<typeof activeResponse>;

export const eventBody = z.object({
  kind: z.enum(EVENT_KINDS),
  /** A banner variant's id (kind banner) or a popup's id (kind popup). */
  id: rowId,
  event: z.enum(EVENT_NAMES),
});
export type EventBody = z.infer<typeof eventBody>;

export const newsletterBody = z.object({
  email: z
    .string()
    .trim()
    .max(254)
    .pipe(z.email('Enter a valid e-mail address'))
    .transform((value) => value.toLowerCase()),
  popupId: rowId.optional(),
});
export type NewsletterBody = z.infer<typeof newsletterBody>;

export const subscriberSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  popupId: z.number().int().nullable(),
  popupName: z.string().nullable(),
  createdAt: z.string(),
});

export const subscriberListQuery = z.object({
  ...pageQuery,
  search: z.string().trim().min(1).max(200).optional(),
});
export type SubscriberListQuery = z.infer<typeof subscriberListQuery>;
export const subscriberFilters = subscriberListQuery.pick({ search: true });
export type SubscriberFilters = z.infer<typeof subscriberFilters>;

export const subscriberListResponse = z.object({ subscribers: z.array(subscriberSchema), pagination });
