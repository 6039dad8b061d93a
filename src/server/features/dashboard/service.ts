/**
 * The admin dashboard, computed by PostgreSQL: a dozen aggregate queries run side by side, each
 * returning at most one row per bucket (never the rows themselves).
 *
 * Subscription history is read from the subscription rows: a subscription counts from its
 * creation until it ends (status canceled, at canceled_at), in its current plan and cycle, at the
 * plan's current price. MRR counts a yearly price as a twelfth.
 */
import { desc, eq, sql } from 'drizzle-orm';
import type { DashboardOut, StatKey } from '../../../shared/contracts/dashboard.ts';
import type { Db } from '../../db/client.ts';
import { blogPosts, contactSubmissions, securityLogs, users } from '../../db/schema.ts';
import { postSummaryColumns, statusOf } from '../blog/index.ts';
import { billingMovement } from './billing-movement.ts';
import { planCustomers } from './plan-customers.ts';
import { type Axis, axisOf, type Range } from './range.ts';

type Rows<T> = { rows: T[] };
const rowsOf = async <T>(query: Promise<unknown>) => ((await query) as Rows<T>).rows;

/** A subscription's monthly amount in cents (a twelfth of a yearly price), from its plan. */
const MONTHLY_AMOUNT = sql.raw(
  `(case when s.billing_cycle = 'yearly' then p.price_yearly / 12.0 else p.price_monthly end)`,
);
/** When a subscription stopped counting (null while it is live). */
const ENDED_AT = sql.raw(`(case when s.status = 'canceled' then coalesce(s.canceled_at, s.updated_at) end)`);
/** Subscriptions that were ever live (an incomplete checkout never was). */
const EVER_LIVE = sql.raw(`s.status in ('active', 'trialing', 'past_due', 'canceled')`);

const percentChange = (current: number, previous: number) =>
  previous === 0 ? null : Math.round(((current - previous) / previous) * 1000) / 10;

const STEP = { day: '1 day', week: '1 week', month: '1 month' } as const;

export function createDashboardService({ db }: { db: Db }) {
  /**
   * Rows of `table` per bucket of `column`, one index range count per bucket: with an index on the
   * column these are index-only scans, far cheaper than grouping every row of a long range.
   */
  function countPerBucket(axis: Axis, table: string, column: string) {
    const first = axis.buckets[0]!;
    const last = axis.buckets.at(-1)!;
    return rowsOf<{ bucket: string; count: string | number }>(
      db.execute(sql`select to_char(b, 'YYYY-MM-DD') as bucket,
          (select count(*) from ${sql.raw(table)}
            where ${sql.raw(column)} >= b at time zone 'UTC'
              and ${sql.raw(column)} < (b + ${STEP[axis.bucket]}::interval) at time zone 'UTC') as count
        from generate_series(${first}::timestamp, ${last}::timestamp, ${STEP[axis.bucket]}::interval) b`),
    );
  }

  /** Per-bucket numbers keyed by bucket start (YYYY-MM-DD). */
  function bucketed(axis: Axis, column: string) {
    return sql.raw(`to_char(date_trunc('${axis.bucket}', ${column} at time zone 'UTC'), 'YYYY-MM-DD')`);
  }

  async function stats(axis: Axis) {
    const [row] = await rowsOf<Record<string, string | number>>(
      db.execute(sql`select
        (select count(*) from "user") as total_users,
        (select count(*) from "user" where created_at < ${axis.from}) as total_users_prev,
        (select count(*) from blog_post where published and published_at <= now()) as blog_posts,
        (select count(*) from blog_post where published and published_at < ${axis.from}) as blog_posts_prev,
        (select count(*) from contact_submission) as contact,
        (select count(*) from contact_submission where created_at < ${axis.from}) as contact_prev,
        (select count(*) from waitlist_entry) as waitlist,
        (select count(*) from waitlist_entry where created_at < ${axis.from}) as waitlist_prev,
        (select count(*) from organization) as organizations,
        (select count(*) from organization where created_at < ${axis.from}) as organizations_prev,
        (select count(*) from subscription s where s.status in ('active', 'trialing', 'past_due')) as subs,
        (select count(*) from subscription s where ${EVER_LIVE} and s.created_at < ${axis.from}
           and (${ENDED_AT} is null or ${ENDED_AT} >= ${axis.from})) as subs_prev,
        (select coalesce(round(sum(${MONTHLY_AMOUNT})), 0) from subscription s join subscription_plan p on p.id = s.plan_id
           where s.status in ('active', 'trialing', 'past_due')) as mrr,
        (select coalesce(round(sum(${MONTHLY_AMOUNT})), 0) from subscription s join subscription_plan p on p.id = s.plan_id
           where ${EVER_LIVE} and s.created_at < ${axis.from} and (${ENDED_AT} is null or ${ENDED_AT} >= ${axis.from})) as mrr_prev`),
    );
    const n = (key: string) => Number(row?.[key] ?? 0);
    const pairs: Record<StatKey, [number, number]> = {
      totalUsers: [n('total_users'), n('total_users_prev')],
      activeSubscriptions: [n('subs'), n('subs_prev')],
      monthlyRevenue: [n('mrr'), n('mrr_prev')],
      blogPosts: [n('blog_posts'), n('blog_posts_prev')],
      contactSubmissions: [n('contact'), n('contact_prev')],
      waitlistCount: [n('waitlist'), n('waitlist_prev')],
      organizations: [n('organizations'), n('organizations_prev')],
    };
    const keys = Object.keys(pairs) as StatKey[];
    return {
      stats: Object.fromEntries(keys.map((key) => [key, pairs[key][0]])) as DashboardOut['stats'],
      changes: Object.fromEntries(
        keys.map((key) => [key, { previous: pairs[key][1], changePercent: percentChange(...pairs[key]) }]),
      ) as DashboardOut['changes'],
      totalUsersBefore: pairs.totalUsers[1],
    };
  }

  /** New users per bucket and the running total, from the total before the range. */
  async function userGrowth(axis: Axis) {
    const rows = await countPerBucket(axis, '"user"', 'created_at');
    const counts = new Map(rows.map((row) => [row.bucket, Number(row.count)]));
    return (before: number) => {
      let total = before;
      return axis.buckets.map((date) => {
        const newUsers = counts.get(date) ?? 0;
        total += newUsers;
        return { date, newUsers, totalUsers: total };
      });
    };
  }

  /** MRR at the end of each bucket: what was live at the start, plus starts, minus ends. */
  async function revenue(axis: Axis) {
    const [base, starts, ends] = await Promise.all([
      rowsOf<{ mrr: string | number }>(
        db.execute(sql`select coalesce(sum(${MONTHLY_AMOUNT}), 0) as mrr
          from subscription s join subscription_plan p on p.id = s.plan_id
          where ${EVER_LIVE} and s.created_at < ${axis.from} and (${ENDED_AT} is null or ${ENDED_AT} >= ${axis.from})`),
      ),
      rowsOf<{ bucket: string; amount: string | number }>(
        db.execute(sql`select ${bucketed(axis, 's.created_at')} as bucket, sum(${MONTHLY_AMOUNT}) as amount
          from subscription s join subscription_plan p on p.id = s.plan_id
          where ${EVER_LIVE} and s.created_at >= ${axis.from} group by 1`),
      ),
      rowsOf<{ bucket: string; amount: string | number }>(
        db.execute(sql`select ${bucketed(axis, 'coalesce(s.canceled_at, s.updated_at)')} as bucket,
            sum(${MONTHLY_AMOUNT}) as amount
          from subscription s join subscription_plan p on p.id = s.plan_id
          where s.status = 'canceled' and coalesce(s.canceled_at, s.updated_at) >= ${axis.from} group by 1`),
      ),
    ]);
    const started = new Map(starts.map((row) => [row.bucket, Number(row.amount)]));
    const ended = new Map(ends.map((row) => [row.bucket, Number(row.amount)]));
    let mrr = Number(base[0]?.mrr ?? 0);
    return axis.buckets.map((date) => {
      mrr += (started.get(date) ?? 0) - (ended.get(date) ?? 0);
      return { date, mrr: Math.round(mrr) };
    });
  }

  /** Customers per plan (plan-customers.ts): users and organizations, Free for those without a paid plan. */
  async function distribution() {
    return planCustomers(db);
  }

  async function engagement(axis: Axis) {
    const [views, likes] = await Promise.all([
      rowsOf<{ bucket: string; count: string | number }>(
        db.execute(sql`select to_char(b, 'YYYY-MM-DD') as bucket,
            (select coalesce(sum(views), 0) from blog_post_view_daily
              where day >= b::date and day < (b + ${STEP[axis.bucket]}::interval)::date) as count
          from generate_series(${axis.buckets[0]!}::timestamp, ${axis.buckets.at(-1)!}::timestamp, ${STEP[axis.bucket]}::interval) b`),
      ),
      countPerBucket(axis, 'blog_like', 'created_at'),
    ]);
    const viewsBy = new Map(views.map((row) => [row.bucket, Number(row.count)]));
    const likesBy = new Map(likes.map((row) => [row.bucket, Number(row.count)]));
    return axis.buckets.map((date) => ({
      date,
      views: viewsBy.get(date) ?? 0,
      likes: likesBy.get(date) ?? 0,
      comments: 0,
    }));
  }

  async function recent() {
    const [signups, posts, contacts, failed] = await Promise.all([
      db
        .select({ id: users.id, name: users.name, email: users.email, createdAt: users.createdAt })
        .from(users)
        .orderBy(desc(users.createdAt), desc(users.id))
        .limit(5),
      db
        .select(postSummaryColumns)
        .from(blogPosts)
        .orderBy(desc(blogPosts.createdAt), desc(blogPosts.id))
        .limit(5),
      db
        .select({
          id: contactSubmissions.id,
          fullName: contactSubmissions.fullName,
          email: contactSubmissions.email,
          subject: contactSubmissions.subject,
          read: contactSubmissions.read,
          createdAt: contactSubmissions.createdAt,
        })
        .from(contactSubmissions)
        .orderBy(desc(contactSubmissions.createdAt), desc(contactSubmissions.id))
        .limit(5),
      db
        .select({
          id: securityLogs.id,
          timestamp: securityLogs.timestamp,
          metadata: securityLogs.metadata,
          ipAddress: securityLogs.ipAddress,
          description: securityLogs.description,
        })
        .from(securityLogs)
        .where(eq(securityLogs.eventType, 'login_failed'))
        .orderBy(desc(securityLogs.timestamp), desc(securityLogs.id))
        .limit(5),
    ]);
    return {
      signups: signups.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
      posts: posts.map(({ published, publishedAt, ...row }) => ({
        ...row,
        status: statusOf({ published, publishedAt }),
        createdAt: row.createdAt.toISOString(),
      })),
      contactSubmissions: contacts.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
      failedLogins: failed.map((row) => ({
        id: row.id,
        timestamp: row.timestamp.toISOString(),
        email: typeof row.metadata.email === 'string' ? row.metadata.email : null,
        ipAddress: row.ipAddress,
        description: row.description,
      })),
    };
  }

  return {
    async get(range: Range, now = new Date()): Promise<DashboardOut> {
      const axis = axisOf(range, now);
      // Every query starts inside the Promise.all and nothing is derived from a pending one:
      // a promise awaited only on some paths (a `.then` of a sibling handed to another query)
      // is left unhandled when that query fails first, and an unhandled rejection ends the
      // process. What depends on two answers is computed once both are in.
      const [summary, growthFrom, revenueSeries, distributionOf, engagementSeries, recentLists, billing] =
        await Promise.all([
          stats(axis),
          userGrowth(axis),
          revenue(axis),
          distribution(),
          engagement(axis),
          recent(),
          billingMovement(db, axis),
        ]);
      return {
        range,
        bucket: axis.bucket,
        from: axis.from.toISOString(),
        to: axis.to.toISOString(),
        stats: summary.stats,
        changes: summary.changes,
        charts: {
          userGrowth: growthFrom(summary.totalUsersBefore),
          revenue: revenueSeries,
          subscriptionDistribution: distributionOf(summary.stats.totalUsers),
          engagement: engagementSeries,
          commentsAvailable: false,
        },
        billing,
        recent: recentLists,
      };
    },
  };
}

export type DashboardService = ReturnType<typeof createDashboardService>;
