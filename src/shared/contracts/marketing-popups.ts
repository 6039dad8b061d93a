/**
 * Popups (newsletter, offer, announcement, exit intent): when they open, how often, on which pages,
 * and what the admin and the site see of them. Texts are plain text, rendered as text nodes.
 */
import { z } from 'zod';
import { linkUrl, optionalText } from './marketing-fields.ts';

export const POPUP_TYPES = ['newsletter', 'offer', 'announcement', 'exit_intent'] as const;
export const POPUP_FREQUENCIES = ['once', 'session', 'days'] as const;

/** A path pattern: "/", "/pricing", "/blog/*" ("*" matches any run of characters). */
export const pathPattern = z
  .string()
  .trim()
  .min(1)
  .max(200)
  .regex(/^\/[A-Za-z0-9\-._~/*%]*$/, 'Use a path starting with / (a * matches anything)');

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

/** What the site gets of an active popup (the admin's view adds its name, state and statistics). */
export const publicPopupFields = {
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
export type PopupType = PopupOut['type'];
export type PopupFrequency = PopupOut['frequency'];
