/**
 * Marketing: banner campaigns with A/B variants (at most one banner visible), popups, newsletter
 * sign-ups, and the public counters. Counters move in single UPDATE statements (`x = x + 1`), so
 * concurrent events never lose a count. Which variant a visitor sees is decided in the browser
 * (src/shared/ab-assignment.ts); the server only hands out the visible banner's variants.
 */
import type { Readable } from 'node:stream';
import { and, asc, desc, eq, ilike, inArray, lt, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  type MarketingBanner,
  type MarketingBannerVariant,
  type MarketingPopup,
  marketingBanners,
  marketingBannerVariants,
  marketingPopups,
  newsletterSubscribers,
} from '../../db/schema.ts';
import type { AdminActionRunner, AdminActor } from '../../http/admin-action.ts';
import { csvStream, keysetBatches } from '../../http/csv.ts';
import { paginationOf } from '../../http/envelope.ts';
import { AppError, notFound } from '../../http/errors.ts';
import type { RequestMeta } from '../../http/security-log.ts';
import type {
  ActiveOut,
  BannerBody,
  BannerOut,
  EventBody,
  NewsletterBody,
  PopupBody,
  PopupOut,
  SubscriberFilters,
  SubscriberListQuery,
  Trigger,
  VariantOut,
} from './schemas.ts';

const rate = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 10_000) / 10_000 : 0);

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

const toBanner = (row: MarketingBanner, variants: MarketingBannerVariant[]): BannerOut => ({
  id: row.id,
  name: row.name,
  visible: row.visible,
  variants: variants.filter((variant) => variant.bannerId === row.id).map(toVariant),
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const publicPopup = (row: MarketingPopup) => ({
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

const toPopup = (row: MarketingPopup): PopupOut => ({
  ...publicPopup(row),
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

/** The popup as stored: an exit-intent popup always listens for exit intent. */
function popupValues(body: PopupBody) {
  const trigger: Trigger = { ...body.trigger };
  if (body.type === 'exit_intent') trigger.exitIntent = true;
  return {
    type: body.type,
    name: body.name,
    title: body.title,
    content: body.content,
    ctaText: body.ctaText,
    ctaUrl: body.ctaUrl,
    trigger,
    frequency: body.frequency,
    frequencyDays: body.frequency === 'days' ? (body.frequencyDays ?? null) : null,
    targetPages: [...new Set(body.targetPages)],
    active: body.active,
  };
}

const badEvent = (message: string) =>
  new AppError('BAD_REQUEST', message, { details: [{ path: 'id', message }] });

/** Serialises the "one visible banner" rule across concurrent toggles (and instances). */
const VISIBLE_LOCK = sql`select pg_advisory_xact_lock(hashtext('marketing_banner_visible'))`;

export function createMarketingService(deps: { db: Db; runAdminAction: AdminActionRunner }) {
  const { db, runAdminAction } = deps;

  async function bannerById(tx: Db, id: number): Promise<BannerOut> {
    const [row] = await tx.select().from(marketingBanners).where(eq(marketingBanners.id, id));
    if (!row) throw notFound('Banner not found');
    const variants = await tx
      .select()
      .from(marketingBannerVariants)
      .where(eq(marketingBannerVariants.bannerId, id))
      .orderBy(asc(marketingBannerVariants.id));
    return toBanner(row, variants);
  }

  async function lockBanner(tx: Db, id: number) {
    const [row] = await tx.select().from(marketingBanners).where(eq(marketingBanners.id, id)).for('update');
    if (!row) throw notFound('Banner not found');
    return row;
  }

  async function lockPopup(tx: Db, id: number) {
    const [row] = await tx.select().from(marketingPopups).where(eq(marketingPopups.id, id)).for('update');
    if (!row) throw notFound('Popup not found');
    return row;
  }

  /** Shows this banner and hides every other one, in the caller's transaction. */
  async function makeOnlyVisible(tx: Db, id: number) {
    await tx.execute(VISIBLE_LOCK);
    await tx
      .update(marketingBanners)
      .set({ visible: false })
      .where(and(ne(marketingBanners.id, id), eq(marketingBanners.visible, true)));
    await tx.update(marketingBanners).set({ visible: true }).where(eq(marketingBanners.id, id));
  }

  /** Replaces the banner's variants: listed ids are updated (keeping their counters), the rest go. */
  async function saveVariants(tx: Db, bannerId: number, variants: BannerBody['variants']) {
    const existing = await tx
      .select({ id: marketingBannerVariants.id })
      .from(marketingBannerVariants)
      .where(eq(marketingBannerVariants.bannerId, bannerId));
    const known = new Set(existing.map((row) => row.id));
    const kept = new Set<number>();
    variants.forEach((variant, index) => {
      if (variant.id === undefined) return;
      if (!known.has(variant.id) || kept.has(variant.id))
        throw new AppError('BAD_REQUEST', `Unknown variant id ${variant.id} for this banner`, {
          details: [{ path: `variants.${index}.id`, message: 'Not a variant of this banner' }],
        });
      kept.add(variant.id);
    });
    const removed = [...known].filter((id) => !kept.has(id));
    if (removed.length)
      await tx.delete(marketingBannerVariants).where(inArray(marketingBannerVariants.id, removed));
    for (const variant of variants) {
      const values = {
        label: variant.label,
        description: variant.description,
        linkText: variant.linkText,
        linkUrl: variant.linkUrl,
        colorScheme: variant.colorScheme,
        weight: variant.weight,
      };
      if (variant.id === undefined) await tx.insert(marketingBannerVariants).values({ ...values, bannerId });
      else
        await tx
          .update(marketingBannerVariants)
          .set(values)
          .where(eq(marketingBannerVariants.id, variant.id));
    }
  }

  const event = (
    action: string,
    actor: AdminActor,
    description: string,
    metadata: Record<string, unknown>,
  ) => ({
    eventType: 'marketing_changed' as const,
    description: `${actor.email} ${description}`,
    metadata: { action, ...metadata },
  });

  const subscriberWhere = (filters: SubscriberFilters): SQL | undefined =>
    filters.search
      ? ilike(newsletterSubscribers.email, `%${filters.search.replace(/[%_\\]/g, '\\$&')}%`)
      : undefined;

  const subscriberColumns = {
    id: newsletterSubscribers.id,
    email: newsletterSubscribers.email,
    popupId: newsletterSubscribers.popupId,
    popupName: marketingPopups.name,
    createdAt: newsletterSubscribers.createdAt,
  };
  const selectSubscribers = () =>
    db
      .select(subscriberColumns)
      .from(newsletterSubscribers)
      .leftJoin(marketingPopups, eq(marketingPopups.id, newsletterSubscribers.popupId));

  return {
    // ---------- banners ----------
    async listBanners(): Promise<BannerOut[]> {
      const [banners, variants] = await Promise.all([
        db.select().from(marketingBanners).orderBy(desc(marketingBanners.visible), desc(marketingBanners.id)),
        db.select().from(marketingBannerVariants).orderBy(asc(marketingBannerVariants.id)),
      ]);
      return banners.map((banner) => toBanner(banner, variants));
    },

    getBanner: (id: number) => bannerById(db, id),

    async bannerStats(id: number) {
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
    },

    async createBanner(actor: AdminActor, meta: RequestMeta, body: BannerBody): Promise<BannerOut> {
      return runAdminAction({ actor, meta }, async (tx) => {
        const [row] = await tx
          .insert(marketingBanners)
          .values({ name: body.name, visible: false })
          .returning({ id: marketingBanners.id });
        const id = row!.id;
        await saveVariants(tx, id, body.variants);
        if (body.visible) await makeOnlyVisible(tx, id);
        const banner = await bannerById(tx, id);
        return {
          result: banner,
          event: event('banner_created', actor, `created the banner "${banner.name}"`, {
            bannerId: id,
            visible: banner.visible,
            variants: banner.variants.length,
          }),
        };
      });
    },

    async updateBanner(
      actor: AdminActor,
      meta: RequestMeta,
      id: number,
      body: BannerBody,
    ): Promise<BannerOut> {
      return runAdminAction({ actor, meta }, async (tx) => {
        // The visibility lock first, then the row: every writer takes them in this order (no deadlock).
        await tx.execute(VISIBLE_LOCK);
        const current = await lockBanner(tx, id);
        await tx.update(marketingBanners).set({ name: body.name }).where(eq(marketingBanners.id, id));
        await saveVariants(tx, id, body.variants);
        if (body.visible === true && !current.visible) await makeOnlyVisible(tx, id);
        if (body.visible === false && current.visible)
          await tx.update(marketingBanners).set({ visible: false }).where(eq(marketingBanners.id, id));
        const banner = await bannerById(tx, id);
        return {
          result: banner,
          event: event('banner_updated', actor, `updated the banner "${banner.name}"`, {
            bannerId: id,
            visible: banner.visible,
            variants: banner.variants.length,
          }),
        };
      });
    },

    async setBannerVisible(actor: AdminActor, meta: RequestMeta, id: number, visible: boolean) {
      return runAdminAction({ actor, meta }, async (tx) => {
        await tx.execute(VISIBLE_LOCK);
        const current = await lockBanner(tx, id);
        // Showing a banner that already shows changes nothing.
        if (visible) {
          if (!current.visible) await makeOnlyVisible(tx, id);
        } else {
          await tx.update(marketingBanners).set({ visible: false }).where(eq(marketingBanners.id, id));
        }
        const banner = await bannerById(tx, id);
        return {
          result: banner,
          event: event(
            visible ? 'banner_shown' : 'banner_hidden',
            actor,
            `${visible ? 'showed' : 'hid'} the banner "${current.name}"`,
            { bannerId: id, visible },
          ),
        };
      });
    },

    async removeBanner(actor: AdminActor, meta: RequestMeta, id: number) {
      return runAdminAction({ actor, meta }, async (tx) => {
        const current = await lockBanner(tx, id);
        await tx.delete(marketingBanners).where(eq(marketingBanners.id, id));
        return {
          result: { success: true as const, message: `Deleted the banner "${current.name}"` },
          event: event('banner_deleted', actor, `deleted the banner "${current.name}"`, { bannerId: id }),
        };
      });
    },

    // ---------- popups ----------
    async listPopups(): Promise<PopupOut[]> {
      const rows = await db
        .select()
        .from(marketingPopups)
        .orderBy(desc(marketingPopups.active), desc(marketingPopups.id));
      return rows.map(toPopup);
    },

    async getPopup(id: number): Promise<PopupOut> {
      const [row] = await db.select().from(marketingPopups).where(eq(marketingPopups.id, id));
      if (!row) throw notFound('Popup not found');
      return toPopup(row);
    },

    async createPopup(actor: AdminActor, meta: RequestMeta, body: PopupBody): Promise<PopupOut> {
      return runAdminAction({ actor, meta }, async (tx) => {
        const [row] = await tx.insert(marketingPopups).values(popupValues(body)).returning();
        const popup = toPopup(row!);
        return {
          result: popup,
          event: event('popup_created', actor, `created the popup "${popup.name}"`, {
            popupId: popup.id,
            active: popup.active,
          }),
        };
      });
    },

    async updatePopup(actor: AdminActor, meta: RequestMeta, id: number, body: PopupBody): Promise<PopupOut> {
      return runAdminAction({ actor, meta }, async (tx) => {
        await lockPopup(tx, id);
        const [row] = await tx
          .update(marketingPopups)
          .set(popupValues(body))
          .where(eq(marketingPopups.id, id))
          .returning();
        const popup = toPopup(row!);
        return {
          result: popup,
          event: event('popup_updated', actor, `updated the popup "${popup.name}"`, {
            popupId: id,
            active: popup.active,
          }),
        };
      });
    },

    async removePopup(actor: AdminActor, meta: RequestMeta, id: number) {
      return runAdminAction({ actor, meta }, async (tx) => {
        const current = await lockPopup(tx, id);
        await tx.delete(marketingPopups).where(eq(marketingPopups.id, id));
        return {
          result: { success: true as const, message: `Deleted the popup "${current.name}"` },
          event: event('popup_deleted', actor, `deleted the popup "${current.name}"`, { popupId: id }),
        };
      });
    },

    // ---------- public ----------
    /** The visible banner (if any) with its variants, and the active popups. */
    async active(): Promise<ActiveOut> {
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
            .select()
            .from(marketingBannerVariants)
            .where(eq(marketingBannerVariants.bannerId, banner.id))
            .orderBy(asc(marketingBannerVariants.id))
        : [];
      return {
        banner:
          banner && variants.length
            ? {
                bannerId: banner.id,
                variants: variants.map((variant) => ({
                  id: variant.id,
                  weight: variant.weight,
                  description: variant.description,
                  linkText: variant.linkText,
                  linkUrl: variant.linkUrl,
                  colorScheme: variant.colorScheme,
                })),
              }
            : null,
        popups: popups.map(publicPopup),
      };
    },

    /**
     * Counts one event in one UPDATE (so concurrent events all count). Only the visible banner's
     * variants and active popups count; anything else is a 400, as are banner conversions.
     */
    async recordEvent(body: EventBody): Promise<{ recorded: true }> {
      if (body.kind === 'banner') {
        if (body.event === 'conversion') throw badEvent('Banners have no conversion event');
        const key = ({ impression: 'impressions', click: 'clicks', dismiss: 'dismissals' } as const)[
          body.event
        ];
        const visibleBanners = db
          .select({ id: marketingBanners.id })
          .from(marketingBanners)
          .where(eq(marketingBanners.visible, true));
        const updated = await db
          .update(marketingBannerVariants)
          .set({
            [key]: sql`${marketingBannerVariants[key]} + 1`,
            updatedAt: sql`${marketingBannerVariants.updatedAt}`,
          })
          .where(
            and(
              eq(marketingBannerVariants.id, body.id),
              inArray(marketingBannerVariants.bannerId, visibleBanners),
            ),
          )
          .returning({ id: marketingBannerVariants.id });
        if (!updated.length) throw badEvent('No visible banner variant has this id');
        return { recorded: true };
      }
      const key = (
        {
          impression: 'impressions',
          click: 'clicks',
          dismiss: 'dismissals',
          conversion: 'conversions',
        } as const
      )[body.event];
      const updated = await db
        .update(marketingPopups)
        .set({ [key]: sql`${marketingPopups[key]} + 1`, updatedAt: sql`${marketingPopups.updatedAt}` })
        .where(and(eq(marketingPopups.id, body.id), eq(marketingPopups.active, true)))
        .returning({ id: marketingPopups.id });
      if (!updated.length) throw badEvent('No active popup has this id');
      return { recorded: true };
    },

    /**
     * Adds an address to the newsletter. The same address again changes nothing and gets the
     * same answer (no way to probe who subscribed); a first sign-up from a popup counts its
     * conversion in the same transaction.
     */
    async subscribe(body: NewsletterBody) {
      return db.transaction(async (tx) => {
        if (body.popupId !== undefined) {
          const [popup] = await tx
            .select({ id: marketingPopups.id })
            .from(marketingPopups)
            .where(eq(marketingPopups.id, body.popupId));
          if (!popup)
            throw new AppError('BAD_REQUEST', 'Unknown popup', {
              details: [{ path: 'popupId', message: 'No popup has this id' }],
            });
        }
        const inserted = await tx
          .insert(newsletterSubscribers)
          .values({ email: body.email, popupId: body.popupId ?? null })
          .onConflictDoNothing()
          .returning({ id: newsletterSubscribers.id });
        if (inserted.length && body.popupId !== undefined) {
          await tx
            .update(marketingPopups)
            .set({
              conversions: sql`${marketingPopups.conversions} + 1`,
              updatedAt: sql`${marketingPopups.updatedAt}`,
            })
            .where(eq(marketingPopups.id, body.popupId));
        }
        return { success: true as const, message: 'Thanks! You are subscribed to our newsletter.' };
      });
    },

    // ---------- newsletter (admin) ----------
    async listSubscribers(query: SubscriberListQuery) {
      const where = subscriberWhere(query);
      const [rows, [counted]] = await Promise.all([
        selectSubscribers()
          .where(where)
          .orderBy(desc(newsletterSubscribers.id))
          .limit(query.limit)
          .offset((query.page - 1) * query.limit),
        db.select({ total: sql<number>`count(*)::int` }).from(newsletterSubscribers).where(where),
      ]);
      return {
        subscribers: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
        pagination: paginationOf(query.page, query.limit, Number(counted?.total ?? 0)),
      };
    },

    exportCsv(filters: SubscriberFilters): Readable {
      const where = subscriberWhere(filters);
      const BATCH = 1000;
      const rows = keysetBatches(
        (cursor: number | undefined) =>
          selectSubscribers()
            .where(and(where, cursor === undefined ? undefined : lt(newsletterSubscribers.id, cursor)))
            .orderBy(desc(newsletterSubscribers.id))
            .limit(BATCH),
        (row) => row.id,
        BATCH,
      );
      return csvStream(rows, ['id', 'createdAt', 'email', 'popupId', 'popupName']);
    },
  };
}

export type MarketingService = ReturnType<typeof createMarketingService>;
