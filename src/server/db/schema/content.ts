/**
 * Site content: testimonials, FAQs, the changelog, and marketing (banner A/B variants, popups,
 * newsletter sign-ups from popups); and the content version, which every change to them moves on.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, timestamps } from './columns.ts';
import { users } from './users.ts';

export const testimonials = pgTable(
  'testimonial',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull(),
    /** Role and/or company, as the author wants it shown ("CTO, Acme"). */
    authorRole: text('author_role'),
    avatarUrl: text('avatar_url'),
    content: text('content').notNull(),
    rating: integer('rating').notNull(),
    /** pending → published | rejected; published → unpublished (→ published again). */
    status: text('status').notNull().default('pending'),
    rejectionReason: text('rejection_reason'),
    /** Position among the published ones (ascending). */
    sortOrder: integer('sort_order').notNull().default(0),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    index('testimonial_status_idx').on(table.status, table.sortOrder, table.id),
    index('testimonial_created_at_idx').on(table.createdAt, table.id),
    index('testimonial_user_idx').on(table.userId),
  ],
);

export const faqs = pgTable(
  'faq',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    question: text('question').notNull(),
    /** Markdown, and its sanitized HTML rendered at save. */
    answer: text('answer').notNull(),
    answerHtml: text('answer_html').notNull(),
    /** General, Billing, Technical, Account, or a custom one. */
    category: text('category').notNull().default('General'),
    /** One order across all FAQs (ascending); the public page groups by category in that order. */
    sortOrder: integer('sort_order').notNull().default(0),
    published: boolean('published').notNull().default(false),
    ...timestamps,
  },
  (table) => [
    index('faq_order_idx').on(table.sortOrder, table.id),
    index('faq_category_idx').on(table.category, table.sortOrder),
  ],
);

export const changelogEntries = pgTable(
  'changelog_entry',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Dotted numeric ("2.10.1"), unique; `versionParts` sorts it numerically. */
    version: text('version').notNull(),
    versionParts: integer('version_parts').array().notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    contentHtml: text('content_html').notNull(),
    /** feature | bugfix | improvement | breaking */
    type: text('type').notNull(),
    published: boolean('published').notNull().default(false),
    /** Public from this time on (a future time schedules it). */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    authorId: text('author_id').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('changelog_version_unique').on(table.version),
    index('changelog_public_idx').on(table.publishedAt, table.id).where(sql`${table.published} = true`),
    index('changelog_created_at_idx').on(table.createdAt, table.id),
  ],
);

/** A banner campaign; at most one is shown (the visible one), as one of its variants. */
export const marketingBanners = pgTable(
  'marketing_banner',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    visible: boolean('visible').notNull().default(false),
    ...timestamps,
  },
  (table) => [index('marketing_banner_visible_idx').on(table.visible)],
);

export const marketingBannerVariants = pgTable(
  'marketing_banner_variant',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    bannerId: integer('banner_id')
      .notNull()
      .references(() => marketingBanners.id, { onDelete: 'cascade' }),
    /** "A", "B", …: how the admin tells variants apart. */
    label: text('label').notNull(),
    description: text('description').notNull(),
    linkText: text('link_text'),
    linkUrl: text('link_url'),
    /** A named scheme of the design system (e.g. brand, info, success, warning, dark). */
    colorScheme: text('color_scheme').notNull().default('brand'),
    /** Relative share of visitors (weights are normalised over the banner's variants). */
    weight: integer('weight').notNull().default(1),
    impressions: bigint('impressions', { mode: 'number' }).notNull().default(0),
    clicks: bigint('clicks', { mode: 'number' }).notNull().default(0),
    dismissals: bigint('dismissals', { mode: 'number' }).notNull().default(0),
    ...timestamps,
  },
  (table) => [index('marketing_banner_variant_banner_idx').on(table.bannerId, table.id)],
);

export const marketingPopups = pgTable(
  'marketing_popup',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** newsletter | offer | announcement | exit_intent */
    type: text('type').notNull(),
    name: text('name').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    ctaText: text('cta_text'),
    ctaUrl: text('cta_url'),
    /** When it opens: { delaySeconds?, scrollPercent?, exitIntent? }. */
    trigger: jsonb('trigger')
      .$type<{ delaySeconds?: number; scrollPercent?: number; exitIntent?: boolean }>()
      .notNull()
      .default({}),
    /** once | session | days (every `frequencyDays` days). */
    frequency: text('frequency').notNull().default('once'),
    frequencyDays: integer('frequency_days'),
    /** Path patterns where it may open ("/", "/blog/*"); empty means every public page. */
    targetPages: text('target_pages').array().notNull().default(sql`'{}'::text[]`),
    active: boolean('active').notNull().default(false),
    impressions: bigint('impressions', { mode: 'number' }).notNull().default(0),
    clicks: bigint('clicks', { mode: 'number' }).notNull().default(0),
    dismissals: bigint('dismissals', { mode: 'number' }).notNull().default(0),
    conversions: bigint('conversions', { mode: 'number' }).notNull().default(0),
    ...timestamps,
  },
  (table) => [index('marketing_popup_active_idx').on(table.active)],
);

export const newsletterSubscribers = pgTable(
  'newsletter_subscriber',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    email: text('email').notNull(),
    /** The popup it came from, if any. */
    popupId: integer('popup_id').references(() => marketingPopups.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('newsletter_subscriber_email_unique').on(table.email),
    index('newsletter_subscriber_created_at_idx').on(table.createdAt, table.id),
  ],
);

/**
 * One row (id 1, written by the first change): a number that moves forward with every change to
 * what the public pages show, in the change's own transaction. Every instance reads it before
 * serving a cached page (src/server/content/content-version.ts), so an edit made on one instance
 * shows on the next page load of any other.
 */
export const contentVersion = pgTable('content_version', {
  id: integer('id').primaryKey().default(1),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});

export type Testimonial = typeof testimonials.$inferSelect;
export type Faq = typeof faqs.$inferSelect;
export type ChangelogEntry = typeof changelogEntries.$inferSelect;
export type MarketingBanner = typeof marketingBanners.$inferSelect;
export type MarketingBannerVariant = typeof marketingBannerVariants.$inferSelect;
export type MarketingPopup = typeof marketingPopups.$inferSelect;
