/**
 * Request and response shapes of marketing: the banner (A/B variants), popups, newsletter
 * sign-ups, and the public read/event endpoints. Banner and popup texts are plain text: the web
 * app renders them as text nodes (never as HTML), so markup in them shows as typed.
 *
 * This module holds the site's calls and the admin's routes, and is the contract's one import path:
 * the banners', popups' and newsletter's shapes live in their own modules beside it.
 */
import { z } from 'zod';
import { idParam, rowId, successMessage } from './common.ts';
import { endpoints } from './endpoint.ts';
import { bannerBody, bannerSchema, bannerStatsSchema, visibilityBody } from './marketing-banners.ts';
import {
  newsletterBody,
  subscriberFilters,
  subscriberListQuery,
  subscriberListResponse,
} from './marketing-newsletter.ts';
import { popupBody, popupSchema, publicPopupFields } from './marketing-popups.ts';

export * from './marketing-banners.ts';
export * from './marketing-fields.ts';
export * from './marketing-newsletter.ts';
export * from './marketing-popups.ts';

export const EVENT_KINDS = ['banner', 'popup'] as const;
export const EVENT_NAMES = ['impression', 'click', 'dismiss', 'conversion'] as const;

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
export type PublicPopup = ActiveOut['popups'][number];

export const eventBody = z.object({
  kind: z.enum(EVENT_KINDS),
  /** A banner variant's id (kind banner) or a popup's id (kind popup). */
  id: rowId,
  event: z.enum(EVENT_NAMES),
});
export type EventBody = z.infer<typeof eventBody>;
/** What the site sends to count an event. */
export type MarketingEvent = z.input<typeof eventBody>;

export const marketingEndpoints = endpoints(
  { access: 'public', tags: ['marketing'] },
  {
    active: {
      method: 'GET',
      path: '/api/marketing/active',
      summary: 'The visible banner with its A/B variants (the client picks one) and the active popups',
      response: activeResponse,
    },
    event: {
      method: 'POST',
      path: '/api/marketing/events',
      summary: 'Count an impression, click, dismissal or conversion (400 for unknown ids or combinations)',
      body: eventBody,
      response: z.object({ recorded: z.literal(true) }),
    },
    subscribe: {
      method: 'POST',
      path: '/api/marketing/newsletter',
      summary: 'Subscribe to the newsletter (the same address twice changes nothing)',
      body: newsletterBody,
      response: successMessage,
    },
  },
);

const oneBanner = z.object({ banner: bannerSchema });
const onePopup = z.object({ popup: popupSchema });

export const marketingAdminEndpoints = endpoints(
  { access: 'admin', tags: ['admin: marketing'] },
  {
    banners: {
      method: 'GET',
      path: '/api/admin/marketing/banners',
      summary: 'Every banner with its variants and their statistics (the visible one first)',
      response: z.object({ banners: z.array(bannerSchema) }),
    },
    banner: {
      method: 'GET',
      path: '/api/admin/marketing/banners/:id',
      summary: 'One banner',
      params: idParam,
      response: oneBanner,
    },
    bannerStats: {
      method: 'GET',
      path: '/api/admin/marketing/banners/:id/stats',
      summary: 'Per-variant impressions, clicks, dismissals, click-through and dismissal rates',
      params: idParam,
      response: bannerStatsSchema,
    },
    createBanner: {
      method: 'POST',
      path: '/api/admin/marketing/banners',
      summary: 'Create a banner with its variants (visible: true hides every other banner)',
      body: bannerBody,
      response: oneBanner,
      status: 201,
    },
    updateBanner: {
      method: 'PUT',
      path: '/api/admin/marketing/banners/:id',
      summary:
        'Update a banner; variants listed with their id keep their statistics, unlisted ones are removed',
      params: idParam,
      body: bannerBody,
      response: oneBanner,
    },
    setBannerVisible: {
      method: 'POST',
      path: '/api/admin/marketing/banners/:id/visibility',
      summary: 'Show (hiding every other banner, in one transaction) or hide a banner',
      params: idParam,
      body: visibilityBody,
      response: oneBanner,
    },
    removeBanner: {
      method: 'DELETE',
      path: '/api/admin/marketing/banners/:id',
      summary: 'Delete a banner and its variants',
      params: idParam,
      response: successMessage,
    },
    popups: {
      method: 'GET',
      path: '/api/admin/marketing/popups',
      summary: 'Every popup with its statistics (active ones first)',
      response: z.object({ popups: z.array(popupSchema) }),
    },
    popup: {
      method: 'GET',
      path: '/api/admin/marketing/popups/:id',
      summary: 'One popup',
      params: idParam,
      response: onePopup,
    },
    createPopup: {
      method: 'POST',
      path: '/api/admin/marketing/popups',
      summary: 'Create a popup',
      body: popupBody,
      response: onePopup,
      status: 201,
    },
    updatePopup: {
      method: 'PUT',
      path: '/api/admin/marketing/popups/:id',
      summary: 'Update a popup (its statistics stay)',
      params: idParam,
      body: popupBody,
      response: onePopup,
    },
    removePopup: {
      method: 'DELETE',
      path: '/api/admin/marketing/popups/:id',
      summary: 'Delete a popup (its sign-ups stay, without their popup)',
      params: idParam,
      response: successMessage,
    },
    subscribers: {
      method: 'GET',
      path: '/api/admin/marketing/newsletter',
      summary: 'Newsletter subscribers, newest first',
      query: subscriberListQuery,
      response: subscriberListResponse,
    },
    exportSubscribers: {
      method: 'GET',
      path: '/api/admin/marketing/newsletter/export',
      summary: 'The (filtered) subscribers as CSV (not enveloped)',
      query: subscriberFilters,
      csv: 'newsletter-subscribers',
    },
  },
);
