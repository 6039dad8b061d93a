import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { assignVariant } from '../../../shared/ab-assignment.ts';
import { marketingBanners } from '../../db/schema.ts';
import { json } from '../../testing/app.ts';
import { securityEvents } from '../../testing/security-events.ts';
import { sharedTestApp, sharedUser } from '../../testing/suite.ts';

type Variant = {
  id: number;
  label: string;
  description: string;
  weight: number;
  impressions: number;
  clicks: number;
  dismissals: number;
  clickThroughRate: number;
  dismissalRate: number;
};
type Banner = { id: number; name: string; visible: boolean; variants: Variant[] };
type Popup = {
  id: number;
  type: string;
  title: string;
  content: string;
  active: boolean;
  trigger: Record<string, unknown>;
  impressions: number;
  clicks: number;
  dismissals: number;
  conversions: number;
  conversionRate: number;
};
type Active = {
  banner: null | { bannerId: number; variants: Array<{ id: number; weight: number; description: string }> };
  popups: Array<{ id: number; title: string } & Record<string, unknown>>;
};

const t = sharedTestApp();
const admin = sharedUser(t, { role: 'admin' });
const user = sharedUser(t, { verified: true });

const variant = (overrides: Record<string, unknown> = {}) => ({
  label: 'A',
  description: 'Spring sale: 20% off',
  linkText: 'See pricing',
  linkUrl: '/pricing',
  colorScheme: 'brand',
  weight: 1,
  ...overrides,
});

async function createBanner(payload: Record<string, unknown> = {}): Promise<Banner> {
  const response = await t.call('POST', '/api/admin/marketing/banners', {
    as: admin,
    payload: { name: 'Campaign', variants: [variant()], ...payload },
  });
  expect(response.statusCode, response.body).toBe(201);
  return json<{ data: { banner: Banner } }>(response).data.banner;
}

async function createPopup(payload: Record<string, unknown> = {}): Promise<Popup> {
  const response = await t.call('POST', '/api/admin/marketing/popups', {
    as: admin,
    payload: {
      type: 'newsletter',
      name: 'Newsletter',
      title: 'Stay in the loop',
      content: 'One e-mail a month.',
      trigger: { delaySeconds: 1 },
      frequency: 'session',
      targetPages: ['/', '/blog/*'],
      active: true,
      ...payload,
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return json<{ data: { popup: Popup } }>(response).data.popup;
}

const active = async () => json<{ data: Active }>(await t.call('GET', '/api/marketing/active')).data;
const sendEvent = (payload: object) => t.call('POST', '/api/marketing/events', { payload });
const banners = async () =>
  json<{ data: { banners: Banner[] } }>(await t.call('GET', '/api/admin/marketing/banners', { as: admin }))
    .data.banners;

describe('access', () => {
  it('refuses every admin endpoint to visitors and users; public endpoints answer everyone', async () => {
    const banner = await createBanner();
    const popup = await createPopup({ active: false });
    for (const [method, url] of [
      ['GET', '/api/admin/marketing/banners'],
      ['GET', `/api/admin/marketing/banners/${banner.id}`],
      ['GET', `/api/admin/marketing/banners/${banner.id}/stats`],
      ['POST', '/api/admin/marketing/banners'],
      ['PUT', `/api/admin/marketing/banners/${banner.id}`],
      ['POST', `/api/admin/marketing/banners/${banner.id}/visibility`],
      ['DELETE', `/api/admin/marketing/banners/${banner.id}`],
      ['GET', '/api/admin/marketing/popups'],
      ['GET', `/api/admin/marketing/popups/${popup.id}`],
      ['POST', '/api/admin/marketing/popups'],
      ['PUT', `/api/admin/marketing/popups/${popup.id}`],
      ['DELETE', `/api/admin/marketing/popups/${popup.id}`],
      ['GET', '/api/admin/marketing/newsletter'],
      ['GET', '/api/admin/marketing/newsletter/export'],
    ] as const) {
      for (const as of [undefined, user]) {
        const response = await t.call(method, url, {
          ...(as ? { as } : {}),
          ...(method === 'POST' || method === 'PUT' ? { payload: { visible: true } } : {}),
        });
        expect(response.statusCode, `${method} ${url} as ${as ? 'user' : 'visitor'}`).toBe(403);
      }
    }
    expect((await t.call('GET', `/api/admin/marketing/banners/${banner.id}`, { as: admin })).statusCode).toBe(
      200,
    );
    expect((await t.call('GET', `/api/admin/marketing/popups/${popup.id}`, { as: admin })).statusCode).toBe(
      200,
    );
    for (const as of [undefined, user, admin]) {
      expect((await t.call('GET', '/api/marketing/active', as ? { as } : {})).statusCode).toBe(200);
      const signup = await t.call('POST', '/api/marketing/newsletter', {
        ...(as ? { as } : {}),
        payload: { email: `access-${randomUUID()}@example.com` },
      });
      expect(signup.statusCode).toBe(200);
    }
  });
});

describe('banners', () => {
  it('creates, updates (keeping variant statistics), and deletes banners, logging marketing_changed', async () => {
    const banner = await createBanner({ variants: [variant(), variant({ label: 'B', weight: 3 })] });
    expect(banner.visible).toBe(false);
    expect(banner.variants.map((item) => [item.label, item.weight])).toEqual([
      ['A', 1],
      ['B', 3],
    ]);
    const [a, b] = banner.variants;
    const updated = await t.call('PUT', `/api/admin/marketing/banners/${banner.id}`, {
      as: admin,
      payload: {
        name: 'Renamed',
        variants: [
          variant({ id: a!.id, description: 'Changed' }),
          variant({ label: 'C', colorScheme: 'dark' }),
        ],
      },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    const after = json<{ data: { banner: Banner } }>(updated).data.banner;
    expect(after.name).toBe('Renamed');
    expect(after.variants.map((item) => item.label)).toEqual(['A', 'C']);
    expect(after.variants[0]).toMatchObject({ id: a!.id, description: 'Changed' });
    expect(after.variants.some((item) => item.id === b!.id)).toBe(false);

    const foreign = await createBanner();
    const stolen = await t.call('PUT', `/api/admin/marketing/banners/${banner.id}`, {
      as: admin,
      payload: { name: 'x', variants: [variant({ id: foreign.variants[0]!.id })] },
    });
    expect(stolen.statusCode).toBe(400);

    const removed = await t.call('DELETE', `/api/admin/marketing/banners/${banner.id}`, { as: admin });
    expect(removed.statusCode).toBe(200);
    expect((await t.call('GET', `/api/admin/marketing/banners/${banner.id}`, { as: admin })).statusCode).toBe(
      404,
    );

    const events = await securityEvents(t, 'marketing_changed');
    const actions = events
      .filter((event) => (event.metadata as { bannerId?: number }).bannerId === banner.id)
      .map((event) => (event.metadata as { action: string }).action);
    expect(actions).toEqual(['banner_created', 'banner_updated', 'banner_deleted']);
  });

  it('validates variants: link URLs, colour schemes, weights, texts', async () => {
    for (const bad of [
      { linkUrl: 'javascript:alert(1)' },
      { linkUrl: '//evil.example.com' },
      { linkUrl: '/\\evil.example.com' },
      { linkUrl: 'data:text/html,hi' },
      { colorScheme: 'neon' },
      { weight: 0 },
      { weight: 1.5 },
      { description: '' },
      { description: 'x'.repeat(301) },
      { linkText: 'Go', linkUrl: null },
    ]) {
      const response = await t.call('POST', '/api/admin/marketing/banners', {
        as: admin,
        payload: { name: 'Bad', variants: [variant(bad)] },
      });
      expect(response.statusCode, JSON.stringify(bad)).toBe(400);
    }
    const none = await t.call('POST', '/api/admin/marketing/banners', {
      as: admin,
      payload: { name: 'Bad', variants: [] },
    });
    expect(none.statusCode).toBe(400);
    await createBanner({ variants: [variant({ linkUrl: 'https://example.com/offer?x=1' })] });
    await createBanner({ variants: [variant({ linkText: null, linkUrl: null })] });
  });

  it('keeps one visible banner: showing one hides the others, in one transaction', async () => {
    const first = await createBanner({ name: 'First', visible: true });
    const second = await createBanner({ name: 'Second', visible: true });
    let all = await banners();
    expect(all.filter((banner) => banner.visible).map((banner) => banner.id)).toEqual([second.id]);

    const shown = await t.call('POST', `/api/admin/marketing/banners/${first.id}/visibility`, {
      as: admin,
      payload: { visible: true },
    });
    expect(json<{ data: { banner: Banner } }>(shown).data.banner.visible).toBe(true);
    // Concurrent toggles still leave exactly one visible.
    await Promise.all(
      [first, second, first, second].map((banner) =>
        t.call('POST', `/api/admin/marketing/banners/${banner.id}/visibility`, {
          as: admin,
          payload: { visible: true },
        }),
      ),
    );
    all = await banners();
    expect(all.filter((banner) => banner.visible)).toHaveLength(1);
    const visibleRows = await t.deps.database.db
      .select()
      .from(marketingBanners)
      .where(eq(marketingBanners.visible, true));
    expect(visibleRows).toHaveLength(1);

    const current = visibleRows[0]!;
    expect((await active()).banner?.bannerId).toBe(current.id);
    await t.call('POST', `/api/admin/marketing/banners/${current.id}/visibility`, {
      as: admin,
      payload: { visible: false },
    });
    expect((await active()).banner).toBeNull();
  });

  it('hands out the visible banner; the shared assignment is stable per visitor and split by weight', async () => {
    const banner = await createBanner({
      name: 'A/B',
      visible: true,
      variants: [variant({ label: 'A', weight: 1 }), variant({ label: 'B', weight: 3 })],
    });
    const { banner: shown } = await active();
    expect(shown?.bannerId).toBe(banner.id);
    expect(shown?.variants.map((item) => item.weight)).toEqual([1, 3]);
    expect(Object.keys(shown!.variants[0]!).sort()).toEqual(
      ['colorScheme', 'description', 'id', 'linkText', 'linkUrl', 'weight'].sort(),
    );
    const counts = new Map<number, number>();
    const visitors = 10_000;
    for (let index = 0; index < visitors; index += 1) {
      const visitor = randomUUID();
      const chosen = assignVariant(visitor, shown!.bannerId, shown!.variants)!;
      if (index < 100) expect(assignVariant(visitor, shown!.bannerId, shown!.variants)).toBe(chosen);
      counts.set(chosen.id, (counts.get(chosen.id) ?? 0) + 1);
    }
    const [a, b] = shown!.variants;
    expect(Math.abs(counts.get(a!.id)! / visitors - 0.25)).toBeLessThan(0.02);
    expect(Math.abs(counts.get(b!.id)! / visitors - 0.75)).toBeLessThan(0.02);
  });

  it('counts events atomically, computes rates, and refuses unknown ids and combinations', async () => {
    const banner = await createBanner({ name: 'Counted', visible: true });
    const variantId = banner.variants[0]!.id;
    const responses = await Promise.all(
      Array.from({ length: 40 }, () => sendEvent({ kind: 'banner', id: variantId, event: 'impression' })),
    );
    expect(responses.every((response) => response.statusCode === 200)).toBe(true);
    await Promise.all(
      Array.from({ length: 10 }, () => sendEvent({ kind: 'banner', id: variantId, event: 'click' })),
    );
    await Promise.all(
      Array.from({ length: 4 }, () => sendEvent({ kind: 'banner', id: variantId, event: 'dismiss' })),
    );
    const stats = json<{
      data: { variants: Variant[]; totals: Record<string, number> };
    }>(await t.call('GET', `/api/admin/marketing/banners/${banner.id}/stats`, { as: admin })).data;
    expect(stats.variants[0]).toMatchObject({
      impressions: 40,
      clicks: 10,
      dismissals: 4,
      clickThroughRate: 0.25,
      dismissalRate: 0.1,
    });
    expect(stats.totals).toMatchObject({ impressions: 40, clicks: 10, clickThroughRate: 0.25 });

    for (const bad of [
      { kind: 'banner', id: 999_999, event: 'impression' },
      { kind: 'banner', id: variantId, event: 'conversion' },
      { kind: 'popup', id: 999_999, event: 'click' },
    ]) {
      const response = await sendEvent(bad);
      expect(response.statusCode, JSON.stringify(bad)).toBe(400);
    }
    for (const bad of [
      { kind: 'banner', id: variantId, event: 'hover' },
      { kind: 'ad', id: variantId, event: 'click' },
      { kind: 'banner', id: 'x', event: 'click' },
      {},
    ]) {
      expect((await sendEvent(bad)).statusCode, JSON.stringify(bad)).toBe(400);
    }
    // A hidden banner's variants no longer count.
    const hidden = await createBanner({ name: 'Hidden' });
    expect(
      (await sendEvent({ kind: 'banner', id: hidden.variants[0]!.id, event: 'impression' })).statusCode,
    ).toBe(400);
  });

  it('returns banner texts as plain text, never rendered (XSS)', async () => {
    const payload = '<img src=x onerror=alert(1)><script>alert(2)</script>';
    const banner = await createBanner({
      name: 'XSS',
      visible: true,
      variants: [variant({ description: payload, linkText: '<b>go</b>' })],
    });
    const response = await t.call('GET', '/api/marketing/active');
    expect(response.headers['content-type']).toContain('application/json');
    const shown = json<{ data: Active }>(response).data.banner!;
    expect(shown.bannerId).toBe(banner.id);
    expect(shown.variants[0]!.description).toBe(payload);
  });
});

describe('popups', () => {
  it('creates, updates and deletes popups, and lists active ones publicly', async () => {
    const popup = await createPopup({
      name: 'Exit',
      type: 'exit_intent',
      trigger: {},
      ctaText: 'Stay',
      ctaUrl: '/pricing',
    });
    expect(popup.trigger).toEqual({ exitIntent: true });
    const inactive = await createPopup({ name: 'Off', active: false });
    const publicIds = (await active()).popups.map((item) => item.id);
    expect(publicIds).toContain(popup.id);
    expect(publicIds).not.toContain(inactive.id);
    const listed = (await active()).popups.find((item) => item.id === popup.id)!;
    expect(Object.keys(listed).sort()).toEqual(
      [
        'content',
        'ctaText',
        'ctaUrl',
        'frequency',
        'frequencyDays',
        'id',
        'targetPages',
        'title',
        'trigger',
        'type',
      ].sort(),
    );

    const updated = await t.call('PUT', `/api/admin/marketing/popups/${popup.id}`, {
      as: admin,
      payload: {
        type: 'offer',
        name: 'Offer',
        title: 'Half price',
        content: 'Line one\nLine two',
        ctaText: 'Buy',
        ctaUrl: 'https://example.com/buy',
        trigger: { scrollPercent: 50 },
        frequency: 'days',
        frequencyDays: 7,
        targetPages: ['/pricing'],
        active: false,
      },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(json<{ data: { popup: Popup } }>(updated).data.popup).toMatchObject({
      type: 'offer',
      title: 'Half price',
      active: false,
    });
    expect((await active()).popups.map((item) => item.id)).not.toContain(popup.id);
    const all = json<{ data: { popups: Popup[] } }>(
      await t.call('GET', '/api/admin/marketing/popups', { as: admin }),
    ).data.popups;
    expect(all.map((item) => item.id)).toEqual(expect.arrayContaining([popup.id, inactive.id]));
    expect(
      (await t.call('DELETE', `/api/admin/marketing/popups/${popup.id}`, { as: admin })).statusCode,
    ).toBe(200);
    expect((await t.call('GET', `/api/admin/marketing/popups/${popup.id}`, { as: admin })).statusCode).toBe(
      404,
    );
  });

  it('validates popups', async () => {
    for (const bad of [
      { type: 'spam' },
      { frequency: 'days' },
      { frequency: 'hourly' },
      { ctaText: 'Go', ctaUrl: 'javascript:alert(1)', type: 'offer' },
      { ctaText: 'Go', type: 'offer' },
      { trigger: { delaySeconds: -1 } },
      { trigger: { scrollPercent: 150 } },
      { trigger: { onLoad: true } },
      { targetPages: ['blog'] },
      { targetPages: ['/a b'] },
      { type: 'exit_intent', trigger: { exitIntent: false } },
      { title: '' },
    ]) {
      const response = await t.call('POST', '/api/admin/marketing/popups', {
        as: admin,
        payload: { type: 'newsletter', name: 'n', title: 't', content: 'c', ...bad },
      });
      expect(response.statusCode, JSON.stringify(bad)).toBe(400);
    }
  });

  it('counts popup events atomically with rates; inactive popups refuse them', async () => {
    const popup = await createPopup({ name: 'Counted popup' });
    await Promise.all(
      Array.from({ length: 30 }, () => sendEvent({ kind: 'popup', id: popup.id, event: 'impression' })),
    );
    await Promise.all([
      ...Array.from({ length: 3 }, () => sendEvent({ kind: 'popup', id: popup.id, event: 'click' })),
      ...Array.from({ length: 6 }, () => sendEvent({ kind: 'popup', id: popup.id, event: 'dismiss' })),
      ...Array.from({ length: 3 }, () => sendEvent({ kind: 'popup', id: popup.id, event: 'conversion' })),
    ]);
    const stats = json<{ data: { popup: Popup } }>(
      await t.call('GET', `/api/admin/marketing/popups/${popup.id}`, { as: admin }),
    ).data.popup;
    expect(stats).toMatchObject({
      impressions: 30,
      clicks: 3,
      dismissals: 6,
      conversions: 3,
      conversionRate: 0.1,
    });
    const off = await createPopup({ active: false });
    expect((await sendEvent({ kind: 'popup', id: off.id, event: 'impression' })).statusCode).toBe(400);
  });

  it('returns popup texts as plain text (XSS)', async () => {
    const popup = await createPopup({
      title: '<script>alert(1)</script>',
      content: '<img src=x onerror=alert(1)>',
    });
    const listed = (await active()).popups.find((item) => item.id === popup.id)!;
    expect(listed.title).toBe('<script>alert(1)</script>');
    expect(listed.content).toBe('<img src=x onerror=alert(1)>');
  });
});

describe('newsletter', () => {
  it('subscribes once per address (idempotent), counts the popup conversion once', async () => {
    const popup = await createPopup({ name: 'Signup popup' });
    const email = `Reader-${randomUUID()}@Example.com`;
    for (let index = 0; index < 3; index += 1) {
      const response = await t.call('POST', '/api/marketing/newsletter', {
        payload: { email, popupId: popup.id },
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(json(response)).toMatchObject({ success: true, data: { success: true } });
    }
    const list = json<{
      data: {
        subscribers: Array<{ email: string; popupId: number; popupName: string }>;
        pagination: { total: number };
      };
    }>(
      await t.call(
        'GET',
        `/api/admin/marketing/newsletter?search=${encodeURIComponent(email.toLowerCase())}`,
        {
          as: admin,
        },
      ),
    ).data;
    expect(list.subscribers).toEqual([
      expect.objectContaining({ email: email.toLowerCase(), popupId: popup.id, popupName: 'Signup popup' }),
    ]);
    const after = json<{ data: { popup: Popup } }>(
      await t.call('GET', `/api/admin/marketing/popups/${popup.id}`, { as: admin }),
    ).data.popup;
    expect(after.conversions).toBe(1);

    for (const bad of [
      { email: 'not-an-email' },
      { email: '' },
      { email: `a-${randomUUID()}@example.com`, popupId: 999_999 },
    ]) {
      expect((await t.call('POST', '/api/marketing/newsletter', { payload: bad })).statusCode).toBe(400);
    }
  });

  it('exports subscribers as CSV with formula cells escaped, logging sensitive_data_access', async () => {
    const popup = await createPopup({ name: '=HYPERLINK("http://evil.example","x")' });
    const tag = randomUUID().slice(0, 8);
    await t.call('POST', '/api/marketing/newsletter', {
      payload: { email: `-2+3${tag}@example.com`, popupId: popup.id },
    });
    await t.call('POST', '/api/marketing/newsletter', { payload: { email: `+cmd${tag}@example.com` } });
    const response = await t.call('GET', `/api/admin/marketing/newsletter/export?search=${tag}`, {
      as: admin,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toMatch(
      /filename="newsletter-subscribers-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const lines = response.body.trim().split('\n');
    expect(lines[0]).toBe('id,createdAt,email,popupId,popupName');
    expect(lines).toHaveLength(3);
    expect(response.body).toContain(`'-2+3${tag}@example.com`);
    expect(response.body).toContain(`'+cmd${tag}@example.com`);
    expect(response.body).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
    expect(response.body).not.toMatch(/^[=+\-@]|,[=+\-@]/m);
    const [event] = await securityEvents(t, 'sensitive_data_access');
    expect(event).toMatchObject({ actorId: admin.id });
    expect(event!.metadata).toMatchObject({ export: 'newsletter-subscribers' });
  });
});
