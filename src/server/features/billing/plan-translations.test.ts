/**
 * A plan's description and features per language: GET /api/plans (and the local portal) answers in
 * the reader's language (saved choice, `locale` cookie, Accept-Language) where the plan has a
 * translation, else in English; the admin edits the translations (PUT, validated by the contract).
 */
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { securityLogs } from '../../db/schema.ts';
import { createTestApp, type HttpMethod, json, type TestApp, type TestUser } from '../../testing/app.ts';

let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createUser({ role: 'admin' });
});
afterAll(async () => {
  await t?.close();
});

interface Plan {
  id: number;
  slug: string;
  description: string;
  features: string[];
  translations?: Record<string, { description?: string; features?: string[] }>;
}

const call = (
  method: HttpMethod,
  url: string,
  options: { as?: TestUser | null; payload?: object; headers?: Record<string, string> } = {},
) => t.call(method, url, options);

/** The public plans, by slug, as a reader with these headers sees them. */
async function plansAs(headers: Record<string, string>, as: TestUser | null = null) {
  const response = await call('GET', '/api/plans', { as, headers });
  expect(response.statusCode, response.body).toBe(200);
  const plans = json(response).data.plans as Plan[];
  return Object.fromEntries(plans.map((plan) => [plan.slug, plan]));
}

async function adminPlan(slug: string): Promise<Plan> {
  const plans = json(await call('GET', '/api/admin/subscription-plans', { as: admin })).data.plans as Plan[];
  return plans.find((plan) => plan.slug === slug)!;
}

describe('GET /api/plans in the reader’s language', () => {
  it('answers the built-in plans in German, French and Spanish, and in English by default', async () => {
    const german = await plansAs({ 'accept-language': 'de-DE,de;q=0.9,en;q=0.5' });
    expect(german.free).toMatchObject({
      name: 'Free',
      description: 'Für Nebenprojekte und zum Ausprobieren.',
      features: ['Community-Support', 'Grundlegende Analysen'],
    });
    expect(german.pro!.description).toBe('Für Profis, die ein Produkt ausliefern.');
    expect(german.startup!.features).toEqual(['Erweiterte Analysen']);
    // The public shape is unchanged: no translations are handed out.
    expect(german.pro).not.toHaveProperty('translations');

    // The visitor's choice (the `locale` cookie) wins over Accept-Language.
    const french = await plansAs({ cookie: 'locale=fr', 'accept-language': 'de' });
    expect(french.pro).toMatchObject({
      description: 'Pour les professionnels qui livrent un produit.',
      features: ['Support par e-mail', 'Statistiques avancées'],
    });

    const spanish = await plansAs({ 'accept-language': 'es' });
    expect(spanish.startup!.description).toBe('Para equipos en crecimiento.');

    const english = await plansAs({});
    expect(english.free).toMatchObject({
      description: 'For side projects and trying things out.',
      features: ['Community support', 'Basic analytics'],
    });
    expect((await plansAs({ 'accept-language': 'ja' })).free!.description).toBe(english.free!.description);
  });

  it("answers a signed-in user in the account's saved language", async () => {
    const user = await t.createUser();
    expect((await call('PUT', '/api/me', { as: user, payload: { locale: 'es' } })).statusCode).toBe(200);
    const plans = await plansAs({ 'accept-language': 'de' }, user);
    expect(plans.free!.description).toBe('Para proyectos personales y para probar.');

    const portal = await call('GET', '/api/billing/local/portal', { as: user });
    expect(portal.statusCode, portal.body).toBe(200);
    const portalFree = (json(portal).data.plans as Plan[]).find((plan) => plan.slug === 'free');
    expect(portalFree!.features).toEqual(['Soporte de la comunidad', 'Analíticas básicas']);
  });
});

describe('the admin edits the translations', () => {
  it('saves them (logged), and each text falls back to English where a language has none', async () => {
    const before = await adminPlan('pro');
    expect(before.translations?.de?.description).toBe('Für Profis, die ein Produkt ausliefern.');

    const translations = {
      de: { description: '  Für Teams, die liefern.  ', features: ['Zehn Projekte', 'Support per E-Mail'] },
      fr: { description: 'Pour les équipes qui livrent.' },
      es: { description: '', features: [] },
    };
    const saved = await call('PUT', `/api/admin/subscription-plans/${before.id}`, {
      as: admin,
      payload: { translations },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const expected = {
      de: { description: 'Für Teams, die liefern.', features: ['Zehn Projekte', 'Support per E-Mail'] },
      fr: { description: 'Pour les équipes qui livrent.' },
      es: { description: '', features: [] },
    };
    expect((json(saved).data.plan as Plan).translations).toEqual(expected);
    expect((await adminPlan('pro')).translations).toEqual(expected);

    const [entry] = await t.deps.database.db
      .select()
      .from(securityLogs)
      .where(and(eq(securityLogs.actorId, admin.id), eq(securityLogs.eventType, 'config_changed')))
      .orderBy(desc(securityLogs.id))
      .limit(1);
    expect(entry!.description).toContain('updated the Pro plan: translations');
    expect(entry!.metadata).toMatchObject({ changes: { translations: { after: expected } } });

    const english = (await plansAs({})).pro!;
    expect(english.description).toBe('For professionals shipping a product.');

    const german = (await plansAs({ 'accept-language': 'de' })).pro!;
    expect(german).toMatchObject({
      description: 'Für Teams, die liefern.',
      features: ['Zehn Projekte', 'Support per E-Mail'],
    });
    // French has a description but no features: the features are English.
    const french = (await plansAs({ 'accept-language': 'fr' })).pro!;
    expect(french).toMatchObject({
      description: 'Pour les équipes qui livrent.',
      features: english.features,
    });
    // Spanish is empty: English throughout.
    const spanish = (await plansAs({ 'accept-language': 'es' })).pro!;
    expect(spanish).toMatchObject({ description: english.description, features: english.features });

    // Leaving a language out removes its translation.
    const cleared = await call('PUT', `/api/admin/subscription-plans/${before.id}`, {
      as: admin,
      payload: { translations: { de: translations.de } },
    });
    expect((json(cleared).data.plan as Plan).translations).toEqual({ de: expected.de });
    expect((await plansAs({ 'accept-language': 'fr' })).pro!.description).toBe(english.description);
  });

  it.each([
    ['an unknown language', { ja: { description: 'チーム向け。' } }, 'translations', '"ja"'],
    ['English (the plan’s own fields)', { en: { description: 'English' } }, 'translations', '"en"'],
    [
      'a description over 1000 characters',
      { de: { description: 'x'.repeat(1001) } },
      'translations.de.description',
      '1000',
    ],
    ['a description that is no text', { de: { description: 42 } }, 'translations.de.description', 'string'],
    [
      'a feature over 200 characters',
      { de: { features: ['x'.repeat(201)] } },
      'translations.de.features.0',
      '200',
    ],
    ['a blank feature', { fr: { features: ['ok', '  '] } }, 'translations.fr.features.1', '1'],
    [
      '51 features',
      { es: { features: Array.from({ length: 51 }, (_, i) => `F${i}`) } },
      'translations.es.features',
      '50',
    ],
    ['another field', { de: { name: 'Profi' } }, 'translations.de', '"name"'],
    ['a language that is no object', { de: 'Profi' }, 'translations.de', 'object'],
  ])('refuses %s with 400 in the error envelope, changing nothing', async (_label, bad, path, words) => {
    const before = await adminPlan('startup');
    const response = await call('PUT', `/api/admin/subscription-plans/${before.id}`, {
      as: admin,
      payload: { translations: bad },
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(json(response)).toEqual({
      success: false,
      code: 'validation_failed',
      error: expect.stringContaining(path),
      details: [{ path, message: expect.stringContaining(words) }],
    });
    expect((await adminPlan('startup')).translations).toEqual(before.translations);
  });

  it('refuses a non-admin with 403', async () => {
    const user = await t.createUser();
    const plan = await adminPlan('free');
    const response = await call('PUT', `/api/admin/subscription-plans/${plan.id}`, {
      as: user,
      payload: { translations: { de: { description: 'Gratis' } } },
    });
    expect(response.statusCode).toBe(403);
  });
});
