import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  blogLikes,
  blogPosts,
  blogPostViewsDaily,
  contactSubmissions,
  organizations,
  subscriptionPlans,
  subscriptions,
  users,
  waitlistEntries,
} from '../../db/schema.ts';
import { json } from '../../testing/app.ts';
import { sharedTestApp, sharedUser } from '../../testing/suite.ts';
import { axisOf, isoDay } from './range.ts';

const DAY = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY);

type Dashboard = {
  range: string;
  bucket: string;
  stats: Record<string, number>;
  changes: Record<string, { previous: number; changePercent: number | null }>;
  charts: {
    userGrowth: Array<{ date: string; newUsers: number; totalUsers: number }>;
    revenue: Array<{ date: string; mrr: number }>;
    subscriptionDistribution: Array<{
      plan: string;
      slug: string;
      count: number;
      users: number;
      organizations: number;
    }>;
    engagement: Array<{ date: string; views: number; likes: number; comments: number }>;
    commentsAvailable: boolean;
  };
  recent: Record<string, Array<Record<string, unknown>>>;
};

const t = sharedTestApp();
const admin = sharedUser(t, { role: 'admin' });
let adminCreated: Date;

beforeAll(async () => {
  const db = t.deps.database.db;
  // The admin joined long ago, so that "now" holds only what the test adds.
  adminCreated = daysAgo(400);
  await db.update(users).set({ createdAt: adminCreated }).where(eq(users.id, admin.id));

  const person = (id: string, days: number) => ({
    id,
    name: `User ${id}`,
    email: `${id}@example.com`,
    createdAt: daysAgo(days),
  });
  await db
    .insert(users)
    .values([
      person('old1', 100),
      person('old2', 100),
      person('old3', 100),
      person('mid1', 20),
      person('mid2', 20),
      person('new1', 2),
    ]);

  const plans = await db.select().from(subscriptionPlans);
  const pro = plans.find((plan) => plan.slug === 'pro')!;
  const startup = plans.find((plan) => plan.slug === 'startup')!;
  const sub = (id: string, userId: string, planId: number, cycle: string, days: number, extra = {}) => ({
    id,
    userId,
    planId,
    billingCycle: cycle,
    status: 'active',
    createdAt: daysAgo(days),
    providerUpdatedAt: daysAgo(days),
    ...extra,
  });
  await db.insert(subscriptions).values([
    sub('sub_a', 'old1', pro.id, 'monthly', 40),
    sub('sub_b', 'mid1', startup.id, 'yearly', 10),
    sub('sub_c', 'old2', pro.id, 'monthly', 60, { status: 'canceled', canceledAt: daysAgo(5) }),
    // An abandoned checkout never counted.
    sub('sub_d', 'old3', startup.id, 'monthly', 3, { status: 'incomplete' }),
  ]);

  const post = (slug: string, published: boolean, days: number) => ({
    title: slug,
    slug,
    excerpt: '',
    content: 'x',
    contentHtml: '<p>x</p>',
    published,
    publishedAt: published ? daysAgo(days) : null,
    createdAt: daysAgo(days),
  });
  const [p1] = await db
    .insert(blogPosts)
    .values([post('old-post', true, 50), post('new-post', true, 3), post('draft-post', false, 1)])
    .returning({ id: blogPosts.id });
  await db.insert(blogPostViewsDaily).values([
    { postId: p1!.id, day: isoDay(daysAgo(1)), views: 5 },
    { postId: p1!.id, day: isoDay(daysAgo(40)), views: 7 },
  ]);
  await db.insert(blogLikes).values([
    { postId: p1!.id, userId: 'old1', createdAt: daysAgo(1) },
    { postId: p1!.id, userId: 'mid1', createdAt: daysAgo(1) },
  ]);

  await db.insert(contactSubmissions).values([
    { fullName: 'Old Contact', email: 'oc@example.com', message: 'm', createdAt: daysAgo(45) },
    { fullName: 'New Contact', email: 'nc@example.com', message: 'm', subject: 'Hello' },
  ]);
  await db.insert(waitlistEntries).values([
    { email: 'w1@example.com', name: 'W1', createdAt: daysAgo(35) },
    { email: 'w2@example.com', name: 'W2' },
    { email: 'w3@example.com', name: 'W3' },
  ]);
  await db.insert(organizations).values([
    { id: 'org-old', name: 'Old team', slug: 'old-team', createdAt: daysAgo(40) },
    { id: 'org-new', name: 'New team', slug: 'new-team' },
  ]);
  for (const email of ['intruder@example.com', 'old1@example.com']) {
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email, password: 'wrong-password' },
    });
  }
});

const dashboard = async (range?: string) => {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/admin/dashboard${range ? `?range=${range}` : ''}`,
    headers: { authorization: `Bearer ${admin.token}` },
  });
  expect(response.statusCode, response.body).toBe(200);
  return json<{ data: Dashboard }>(response).data;
};

// MRR: Pro monthly 1900 + Startup yearly 49000 / 12 = 5983.33 → 5983 cents.
const PRO = 1900;
const STARTUP_MONTHLY_SHARE = 49_000 / 12;

describe('GET /api/admin/dashboard', () => {
  it('refuses non-admins', async () => {
    const user = await t.createUser();
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/admin/dashboard',
      headers: { authorization: `Bearer ${user.token}` },
    });
    expect(response.statusCode).toBe(403);
    // The user just created counts from here on; take them out of the numbers below.
    await t.deps.database.db.delete(users).where(eq(users.id, user.id));
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/dashboard' })).statusCode).toBe(403);
  });

  it('counts the seven cards and compares each with the start of the range (30 days by default)', async () => {
    const data = await dashboard();
    expect(data).toMatchObject({ range: '30d', bucket: 'day' });
    expect(data.stats).toEqual({
      totalUsers: 7,
      activeSubscriptions: 2,
      monthlyRevenue: Math.round(PRO + STARTUP_MONTHLY_SHARE),
      blogPosts: 2,
      contactSubmissions: 2,
      waitlistCount: 3,
      organizations: 2,
    });
    expect(data.changes).toEqual({
      totalUsers: { previous: 4, changePercent: 75 },
      activeSubscriptions: { previous: 2, changePercent: 0 },
      monthlyRevenue: { previous: 2 * PRO, changePercent: 57.4 },
      blogPosts: { previous: 1, changePercent: 100 },
      contactSubmissions: { previous: 1, changePercent: 100 },
      waitlistCount: { previous: 1, changePercent: 200 },
      organizations: { previous: 1, changePercent: 100 },
    });
  });

  it('draws every series over the range, one point per bucket', async () => {
    const data = await dashboard('30d');
    const axis = axisOf('30d');
    expect(data.charts.userGrowth.map((point) => point.date)).toEqual(axis.buckets);
    const growth = Object.fromEntries(data.charts.userGrowth.map((point) => [point.date, point]));
    expect(growth[isoDay(daysAgo(20))]).toMatchObject({ newUsers: 2, totalUsers: 6 });
    expect(growth[isoDay(daysAgo(2))]).toMatchObject({ newUsers: 1, totalUsers: 7 });
    expect(data.charts.userGrowth[0]).toMatchObject({ newUsers: 0, totalUsers: 4 });
    expect(data.charts.userGrowth.at(-1)?.totalUsers).toBe(7);

    const revenue = Object.fromEntries(data.charts.revenue.map((point) => [point.date, point.mrr]));
    expect(data.charts.revenue[0]?.mrr).toBe(2 * PRO);
    expect(revenue[isoDay(daysAgo(10))]).toBe(Math.round(2 * PRO + STARTUP_MONTHLY_SHARE));
    expect(revenue[isoDay(daysAgo(5))]).toBe(Math.round(PRO + STARTUP_MONTHLY_SHARE));
    expect(data.charts.revenue.at(-1)?.mrr).toBe(data.stats.monthlyRevenue);

    // Customers: 5 users without a paid plan and the 2 organizations, which have none either.
    expect(data.charts.subscriptionDistribution).toEqual([
      { plan: 'Free', slug: 'free', count: 7, users: 5, organizations: 2 },
      { plan: 'Pro', slug: 'pro', count: 1, users: 1, organizations: 0 },
      { plan: 'Startup', slug: 'startup', count: 1, users: 1, organizations: 0 },
    ]);

    const engagement = Object.fromEntries(data.charts.engagement.map((point) => [point.date, point]));
    expect(engagement[isoDay(daysAgo(1))]).toEqual({
      date: isoDay(daysAgo(1)),
      views: 5,
      likes: 2,
      comments: 0,
    });
    expect(data.charts.engagement.reduce((sum, point) => sum + point.views, 0)).toBe(5);
    expect(data.charts.commentsAvailable).toBe(false);
  });

  it('buckets by week over 90 days and by month over 12 months', async () => {
    const quarter = await dashboard('90d');
    expect(quarter.bucket).toBe('week');
    expect(quarter.charts.userGrowth).toHaveLength(13);
    expect(quarter.charts.engagement.reduce((sum, point) => sum + point.views, 0)).toBe(12);
    expect(quarter.changes.totalUsers?.previous).toBe(4);

    const year = await dashboard('12m');
    expect(year.bucket).toBe('month');
    expect(year.charts.userGrowth.map((point) => point.date)).toEqual(axisOf('12m').buckets);
    expect(year.charts.userGrowth.reduce((sum, point) => sum + point.newUsers, 0)).toBe(6);
    expect(year.charts.userGrowth.at(-1)?.totalUsers).toBe(7);
    expect(year.charts.revenue[0]?.mrr).toBe(0);

    const week = await dashboard('7d');
    expect(week.charts.userGrowth).toHaveLength(7);
    expect(week.changes.totalUsers).toEqual({ previous: 6, changePercent: 16.7 });
  });

  it('lists the newest signups, posts, contact messages and failed sign-ins', async () => {
    const { recent } = await dashboard();
    expect(recent.signups?.map((user) => user.id).slice(0, 3)).toEqual([
      'new1',
      expect.stringMatching(/^mid/),
      expect.stringMatching(/^mid/),
    ]);
    expect(recent.posts?.map((post) => [post.slug, post.status])).toEqual([
      ['draft-post', 'draft'],
      ['new-post', 'published'],
      ['old-post', 'published'],
    ]);
    expect(recent.contactSubmissions?.[0]).toMatchObject({
      fullName: 'New Contact',
      subject: 'Hello',
      read: false,
    });
    expect(recent.failedLogins?.map((entry) => entry.email)).toEqual([
      'old1@example.com',
      'intruder@example.com',
    ]);
  });

  it('refuses an unknown range with 400', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/admin/dashboard?range=1y',
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('plan distribution', () => {
  it("counts an organization's subscription as the organization's, and its buyer still on Free", async () => {
    const db = t.deps.database.db;
    const [pro] = await db.select().from(subscriptionPlans).where(eq(subscriptionPlans.slug, 'pro'));
    await db.insert(subscriptions).values({
      id: 'sub_org',
      userId: 'new1',
      organizationId: 'org-new',
      planId: pro!.id,
      status: 'active',
      providerUpdatedAt: new Date(),
    });
    try {
      const plans = (await dashboard()).charts.subscriptionDistribution;
      expect(plans.find((plan) => plan.slug === 'pro')).toMatchObject({
        count: 2,
        users: 1,
        organizations: 1,
      });
      // new1 bought for the team, not for themself: still one of the 5 users on Free.
      expect(plans.find((plan) => plan.slug === 'free')).toMatchObject({
        count: 6,
        users: 5,
        organizations: 1,
      });
    } finally {
      await db.delete(subscriptions).where(eq(subscriptions.id, 'sub_org'));
    }
  });
});
