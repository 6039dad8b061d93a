/**
 * The changelog's and marketing's API: the public changelog, the marketing banner/popups the
 * public site shows (with their counters and newsletter sign-ups), and the admin's screens.
 */
import { type MessageResult, type Pagination, queryString, request } from './api';

// ---------- changelog ----------

export const CHANGELOG_TYPES = ['feature', 'bugfix', 'improvement', 'breaking'] as const;
export type ChangelogType = (typeof CHANGELOG_TYPES)[number];
export type ChangelogStatus = 'draft' | 'scheduled' | 'published';

export const CHANGELOG_TYPE_LABELS: Record<ChangelogType, string> = {
  feature: 'Feature',
  bugfix: 'Bug fix',
  improvement: 'Improvement',
  breaking: 'Breaking',
};

/** Same rule as the server: dotted numeric, 1 to 4 parts. */
export const VERSION_PATTERN = /^\d+(\.\d+){0,3}$/;

export interface PublicChangelogEntry {
  id: number;
  version: string;
  title: string;
  type: ChangelogType;
  /** Sanitized by the server. */
  contentHtml: string;
  publishedAt: string;
}

export interface ChangelogEntry extends Omit<PublicChangelogEntry, 'publishedAt'> {
  content: string;
  published: boolean;
  publishedAt: string | null;
  status: ChangelogStatus;
  author: { id: string; name: string } | null;
  createdAt: string;
  updatedAt: string;
}

export interface ChangelogBody {
  version: string;
  title: string;
  content: string;
  type: ChangelogType;
  published?: boolean;
  publishedAt?: string;
}

export const CHANGELOG_RSS_URL = '/changelog/rss.xml';

export const changelogApi = {
  list: (query: { page?: number; limit?: number; type?: ChangelogType }) =>
    request<{ entries: PublicChangelogEntry[]; pagination: Pagination }>('GET', '/api/changelog', undefined, {
      ...query,
    }),
  admin: {
    list: (query: { page?: number; limit?: number; type?: ChangelogType; status?: ChangelogStatus }) =>
      request<{ entries: ChangelogEntry[]; pagination: Pagination }>(
        'GET',
        '/api/admin/changelog',
        undefined,
        {
          ...query,
        },
      ),
    get: (id: number) => request<{ entry: ChangelogEntry }>('GET', `/api/admin/changelog/${id}`),
    create: (body: ChangelogBody) => request<{ entry: ChangelogEntry }>('POST', '/api/admin/changelog', body),
    update: (id: number, body: ChangelogBody) =>
      request<{ entry: ChangelogEntry }>('PUT', `/api/admin/changelog/${id}`, body),
    remove: (id: number) => request<MessageResult>('DELETE', `/api/admin/changelog/${id}`),
    publish: (id: number, publishedAt?: string) =>
      request<{ entry: ChangelogEntry }>(
        'POST',
        `/api/admin/changelog/${id}/publish`,
        publishedAt ? { publishedAt } : {},
      ),
    unpublish: (id: number) =>
      request<{ entry: ChangelogEntry }>('POST', `/api/admin/changelog/${id}/unpublish`),
    preview: (content: string) =>
      request<{ html: string }>('POST', '/api/admin/changelog/preview', { content }),
  },
};

// ---------- marketing ----------

export const COLOR_SCHEMES = ['brand', 'info', 'success', 'warning', 'dark'] as const;
export type ColorScheme = (typeof COLOR_SCHEMES)[number];
export const POPUP_TYPES = ['newsletter', 'offer', 'announcement', 'exit_intent'] as const;
export type PopupType = (typeof POPUP_TYPES)[number];
export const POPUP_TYPE_LABELS: Record<PopupType, string> = {
  newsletter: 'Newsletter signup',
  offer: 'Special offer',
  announcement: 'Announcement',
  exit_intent: 'Exit intent',
};
export type PopupFrequency = 'once' | 'session' | 'days';

export interface PopupTrigger {
  delaySeconds?: number;
  scrollPercent?: number;
  exitIntent?: boolean;
}

export interface PublicBannerVariant {
  id: number;
  weight: number;
  description: string;
  linkText: string | null;
  linkUrl: string | null;
  colorScheme: string;
}

export interface PublicPopup {
  id: number;
  type: PopupType;
  title: string;
  /** Plain text (line breaks kept); never HTML. */
  content: string;
  ctaText: string | null;
  ctaUrl: string | null;
  trigger: PopupTrigger;
  frequency: PopupFrequency;
  frequencyDays: number | null;
  targetPages: string[];
}

export interface ActiveMarketing {
  banner: null | { bannerId: number; variants: PublicBannerVariant[] };
  popups: PublicPopup[];
}

export interface BannerVariant extends Omit<PublicBannerVariant, 'colorScheme'> {
  label: string;
  colorScheme: string;
  impressions: number;
  clicks: number;
  dismissals: number;
  clickThroughRate: number;
  dismissalRate: number;
}

export interface Banner {
  id: number;
  name: string;
  visible: boolean;
  variants: BannerVariant[];
  createdAt: string;
  updatedAt: string;
}

export interface VariantBody {
  id?: number;
  label: string;
  description: string;
  linkText: string | null;
  linkUrl: string | null;
  colorScheme: ColorScheme;
  weight: number;
}

export interface BannerBody {
  name: string;
  visible?: boolean;
  variants: VariantBody[];
}

export interface Popup extends PublicPopup {
  name: string;
  active: boolean;
  impressions: number;
  clicks: number;
  dismissals: number;
  conversions: number;
  clickThroughRate: number;
  dismissalRate: number;
  conversionRate: number;
  createdAt: string;
  updatedAt: string;
}

export interface PopupBody {
  type: PopupType;
  name: string;
  title: string;
  content: string;
  ctaText: string | null;
  ctaUrl: string | null;
  trigger: PopupTrigger;
  frequency: PopupFrequency;
  frequencyDays: number | null;
  targetPages: string[];
  active: boolean;
}

export interface NewsletterSubscriber {
  id: number;
  email: string;
  popupId: number | null;
  popupName: string | null;
  createdAt: string;
}

export type MarketingEvent = {
  kind: 'banner' | 'popup';
  id: number;
  event: 'impression' | 'click' | 'dismiss' | 'conversion';
};

export const marketingApi = {
  active: () => request<ActiveMarketing>('GET', '/api/marketing/active'),
  event: (body: MarketingEvent) => request<{ recorded: true }>('POST', '/api/marketing/events', body),
  subscribe: (body: { email: string; popupId?: number }) =>
    request<MessageResult>('POST', '/api/marketing/newsletter', body),

  admin: {
    banners: () => request<{ banners: Banner[] }>('GET', '/api/admin/marketing/banners'),
    createBanner: (body: BannerBody) =>
      request<{ banner: Banner }>('POST', '/api/admin/marketing/banners', body),
    updateBanner: (id: number, body: BannerBody) =>
      request<{ banner: Banner }>('PUT', `/api/admin/marketing/banners/${id}`, body),
    setBannerVisible: (id: number, visible: boolean) =>
      request<{ banner: Banner }>('POST', `/api/admin/marketing/banners/${id}/visibility`, { visible }),
    removeBanner: (id: number) => request<MessageResult>('DELETE', `/api/admin/marketing/banners/${id}`),

    popups: () => request<{ popups: Popup[] }>('GET', '/api/admin/marketing/popups'),
    createPopup: (body: PopupBody) => request<{ popup: Popup }>('POST', '/api/admin/marketing/popups', body),
    updatePopup: (id: number, body: PopupBody) =>
      request<{ popup: Popup }>('PUT', `/api/admin/marketing/popups/${id}`, body),
    removePopup: (id: number) => request<MessageResult>('DELETE', `/api/admin/marketing/popups/${id}`),

    subscribers: (query: { page?: number; limit?: number; search?: string }) =>
      request<{ subscribers: NewsletterSubscriber[]; pagination: Pagination }>(
        'GET',
        '/api/admin/marketing/newsletter',
        undefined,
        { ...query },
      ),
    subscribersExportUrl: (query: { search?: string }) =>
      `/api/admin/marketing/newsletter/export${queryString(query)}`,
  },
};
