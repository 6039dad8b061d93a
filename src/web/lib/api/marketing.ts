/**
 * Marketing's API: the banner and popups the public site shows (with their counters and
 * newsletter sign-ups), and the admin's banners, popups and subscribers.
 */
import type { successMessage } from '@shared/contracts/common';
import type {
  activeResponse,
  bannerBody,
  bannerSchema,
  eventBody,
  newsletterBody,
  popupBody,
  popupSchema,
  subscriberFilters,
  subscriberListQuery,
  subscriberListResponse,
  variantBody,
} from '@shared/contracts/marketing';
import type { z } from 'zod';
import { queryString, request } from '../api';

type ActiveMarketing = z.output<typeof activeResponse>;
export type PublicPopup = ActiveMarketing['popups'][number];
export type Banner = z.output<typeof bannerSchema>;
export type BannerBody = z.input<typeof bannerBody>;
/** A variant with every field given (defaults applied), as the banner editor holds it. */
export type VariantBody = z.output<typeof variantBody>;
export type ColorScheme = z.output<typeof variantBody>['colorScheme'];
export type Popup = z.output<typeof popupSchema>;
export type PopupBody = z.input<typeof popupBody>;
export type PopupType = Popup['type'];
export type PopupFrequency = Popup['frequency'];
export type MarketingEvent = z.input<typeof eventBody>;

export const POPUP_TYPE_LABELS: Record<PopupType, string> = {
  newsletter: 'Newsletter signup',
  offer: 'Special offer',
  announcement: 'Announcement',
  exit_intent: 'Exit intent',
};
/** Every type, in the order the editor lists them (the labels' keys are checked against the contract). */
export const POPUP_TYPES = Object.keys(POPUP_TYPE_LABELS) as PopupType[];

// The keys of a Record, so the compiler checks the list against the contract both ways.
const colorSchemes: Record<ColorScheme, true> = {
  brand: true,
  info: true,
  success: true,
  warning: true,
  dark: true,
};
/** Every colour scheme a banner variant may use, in the order the editor lists them. */
export const COLOR_SCHEMES = Object.keys(colorSchemes) as ColorScheme[];

type Message = z.output<typeof successMessage>;

export const marketingApi = {
  active: () => request<ActiveMarketing>('GET', '/api/marketing/active'),
  event: (body: MarketingEvent) => request<{ recorded: true }>('POST', '/api/marketing/events', body),
  subscribe: (body: z.input<typeof newsletterBody>) =>
    request<Message>('POST', '/api/marketing/newsletter', body),

  admin: {
    banners: () => request<{ banners: Banner[] }>('GET', '/api/admin/marketing/banners'),
    createBanner: (body: BannerBody) =>
      request<{ banner: Banner }>('POST', '/api/admin/marketing/banners', body),
    updateBanner: (id: number, body: BannerBody) =>
      request<{ banner: Banner }>('PUT', `/api/admin/marketing/banners/${id}`, body),
    setBannerVisible: (id: number, visible: boolean) =>
      request<{ banner: Banner }>('POST', `/api/admin/marketing/banners/${id}/visibility`, { visible }),
    removeBanner: (id: number) => request<Message>('DELETE', `/api/admin/marketing/banners/${id}`),

    popups: () => request<{ popups: Popup[] }>('GET', '/api/admin/marketing/popups'),
    createPopup: (body: PopupBody) => request<{ popup: Popup }>('POST', '/api/admin/marketing/popups', body),
    updatePopup: (id: number, body: PopupBody) =>
      request<{ popup: Popup }>('PUT', `/api/admin/marketing/popups/${id}`, body),
    removePopup: (id: number) => request<Message>('DELETE', `/api/admin/marketing/popups/${id}`),

    subscribers: (query: Partial<z.output<typeof subscriberListQuery>>) =>
      request<z.output<typeof subscriberListResponse>>('GET', '/api/admin/marketing/newsletter', undefined, {
        ...query,
      }),
    subscribersExportUrl: (query: z.input<typeof subscriberFilters>) =>
      `/api/admin/marketing/newsletter/export${queryString(query)}`,
  },
};
