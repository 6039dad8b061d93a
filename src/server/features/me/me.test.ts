import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscriptions } from '../../db/schema.ts';
import { createTestApp, json, type TestApp, uniqueEmail } from '../../testing/app.ts';
import { currentSubscription } from '../billing/current-subscription.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe('GET /api/me', () => {
  it('returns the signed-in user with a subscription key', async () => {
    const user = await t.createUser({ name: 'Grace Hopper' });
    const response = await t.call('GET', '/api/me', { as: user });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({
      data: {
        user: {
          id: user.id,
          email: user.email,
          name: 'Grace Hopper',
          image: null,
          role: 'user',
          emailVerified: false,
          createdAt: expect.any(String),
          // Signed up without Accept-Language: English, saved with the account.
          locale: 'en',
          subscription: null,
          organizations: [],
          activeOrganizationId: null,
          impersonating: false,
        },
      },
      success: true,
    });
  });

  it('includes the current subscription once the user has subscribed', async () => {
    const user = await t.createUser();
    const checkout = await t.call('POST', '/api/subscription/checkout', {
      as: user,
      payload: { priceId: 'local_startup_monthly', billingCycle: 'monthly' },
    });
    const sessionId = (json(checkout).data.url as string).split('/').pop();
    await t.call('POST', `/api/billing/local/checkout/${sessionId}/confirm`, { as: user });
    const me = json(await t.call('GET', '/api/me', { as: user }));
    expect(me.data.user).toMatchObject({
      subscription: {
        status: 'active',
        plan: { name: 'Startup', slug: 'startup', priceMonthly: 4900 },
        billingCycle: 'monthly',
        cancelAtPeriodEnd: false,
      },
    });
    // The prepared read of /api/me follows the billing rule: a newer ended subscription does not
    // hide the live one.
    await t.deps.database.db.insert(subscriptions).values({
      id: `sub_ended_${user.id}`,
      userId: user.id,
      status: 'canceled',
      providerUpdatedAt: new Date(),
      createdAt: new Date(Date.now() + 60_000),
    });
    const again = json(await t.call('GET', '/api/me', { as: user }));
    expect(again.data.user).toMatchObject({ subscription: { status: 'active' } });
    expect((again.data.user as { subscription: unknown }).subscription).toEqual(
      await currentSubscription(t.deps.database.db, user.id),
    );
  });

  it('answers 401 Unauthorized without a session or with a bad token', async () => {
    for (const headers of [
      {},
      bearer('garbage'),
      bearer('a.b'),
      { cookie: 'starter.session_token=forged.value' },
    ] as Array<Record<string, string>>) {
      const response = await t.call('GET', '/api/me', { headers });
      expect(response.statusCode).toBe(401);
      expect(json(response)).toEqual({ error: 'Unauthorized', success: false, code: 'unauthorized' });
    }
  });
});

describe('PUT /api/me', () => {
  it('updates name and image, and the change persists', async () => {
    const user = await t.createUser();
    const response = await t.call('PUT', '/api/me', {
      as: user,
      payload: { name: '  Ada Lovelace ', image: 'https://example.com/ada.png' },
    });
    expect(response.statusCode).toBe(200);
    expect(json(response).data.user).toMatchObject({
      name: 'Ada Lovelace',
      image: 'https://example.com/ada.png',
    });
    const again = await t.call('GET', '/api/me', { as: user });
    expect(json(again).data.user).toMatchObject({
      name: 'Ada Lovelace',
      image: 'https://example.com/ada.png',
    });

    const cleared = await t.call('PUT', '/api/me', { as: user, payload: { image: null } });
    expect(json(cleared).data.user).toMatchObject({ image: null });
  });

  it('ignores fields a user may not set (role, email)', async () => {
    const user = await t.createUser();
    const response = await t.call('PUT', '/api/me', {
      as: user,
      payload: { name: 'Mallory', role: 'admin', email: 'boss@example.com' },
    });
    expect(response.statusCode).toBe(200);
    expect(json(response).data.user).toMatchObject({ name: 'Mallory', role: 'user', email: user.email });
  });

  it.each([
    [{}, 'Nothing to update'],
    [{ name: '' }, 'name'],
    [{ name: 'x'.repeat(101) }, 'name'],
    [{ name: 42 }, 'name'],
    [{ image: 'javascript:alert(1)' }, 'image'],
    [{ image: '//evil.example/x.png' }, 'image'],
    [{ image: '/\\evil.example/x.png' }, 'image'],
    [{ image: `https://example.com/${'a'.repeat(3000)}` }, 'image'],
  ])('refuses %j with 400', async (payload, hint) => {
    const user = await t.createUser();
    const response = await t.call('PUT', '/api/me', { as: user, payload });
    expect(response.statusCode).toBe(400);
    expect(json(response).success).toBe(false);
    expect(JSON.stringify(json(response))).toContain(hint);
  });

  it('answers 401 without a session', async () => {
    const response = await t.call('PUT', '/api/me', { payload: { name: 'X' } });
    expect(response.statusCode).toBe(401);
  });
});

describe('the saved language (locale)', () => {
  it('PUT /api/me saves a language, GET returns it, null clears it', async () => {
    const user = await t.createUser();
    const saved = await t.call('PUT', '/api/me', { as: user, payload: { locale: 'de' } });
    expect(saved.statusCode).toBe(200);
    expect(json(saved).data.user).toMatchObject({ locale: 'de' });
    expect(json(await t.call('GET', '/api/me', { as: user })).data.user).toMatchObject({ locale: 'de' });

    // Only a locale changes: the name stays.
    const before = json(await t.call('GET', '/api/me', { as: user })).data.user as { name: string };
    const cleared = await t.call('PUT', '/api/me', { as: user, payload: { locale: null } });
    expect(cleared.statusCode).toBe(200);
    expect(json(cleared).data.user).toMatchObject({ locale: null, name: before.name });
    expect(json(await t.call('GET', '/api/me', { as: user })).data.user).toMatchObject({ locale: null });
  });

  it.each([['xx'], ['en-XA'], ['DE'], [42]])(
    'refuses the locale %j with 400 and keeps the saved one',
    async (locale) => {
      const user = await t.createUser();
      await t.call('PUT', '/api/me', { as: user, payload: { locale: 'fr' } });
      const response = await t.call('PUT', '/api/me', { as: user, payload: { locale } });
      expect(response.statusCode).toBe(400);
      expect(json(response).success).toBe(false);
      expect(JSON.stringify(json(response))).toContain('locale');
      expect(json(await t.call('GET', '/api/me', { as: user })).data.user).toMatchObject({ locale: 'fr' });
    },
  );

  it("stores the sign-up request's Accept-Language as the new account's language", async () => {
    const email = uniqueEmail('fr');
    const password = 'correct horse battery';
    const signUp = await t.call('POST', '/api/auth/sign-up', {
      payload: { email, password, name: 'Marie Curie' },
      headers: { 'accept-language': 'fr-FR,fr;q=0.9,en;q=0.8' },
    });
    expect(signUp.statusCode).toBe(201);
    const signIn = await t.call('POST', '/api/auth/sign-in', { payload: { email, password } });
    expect(signIn.statusCode).toBe(200);
    const token = (json(signIn).data as { session: { token: string } }).session.token;
    const me = json(await t.call('GET', '/api/me', { as: { token } }));
    expect(me.data.user).toMatchObject({ email, locale: 'fr' });
  });

  it('falls back to English for an Accept-Language the app does not speak', async () => {
    const email = uniqueEmail('ja');
    const password = 'correct horse battery';
    await t.call('POST', '/api/auth/sign-up', {
      payload: { email, password, name: 'Someone' },
      headers: { 'accept-language': 'ja-JP,ja;q=0.9' },
    });
    const signIn = await t.call('POST', '/api/auth/sign-in', { payload: { email, password } });
    const token = (json(signIn).data as { session: { token: string } }).session.token;
    expect(json(await t.call('GET', '/api/me', { as: { token } })).data.user).toMatchObject({ locale: 'en' });
  });
});
