/**
 * A refusal is worded by its machine code in the reader's language: a code of its own says exactly
 * what happened (with the values the API sent), a status's default code and an unknown code fall
 * back to the status's message. The store is replaced by one that reads the real catalogs.
 */
import { readFileSync } from 'node:fs';
import { API_ERROR_CODES } from '@shared/api-error-codes';
import { IntlMessageFormat } from 'intl-messageformat';
import { afterEach, describe, expect, it, vi } from 'vitest';

const state = vi.hoisted(() => ({ locale: 'de' }));

vi.mock('@/i18n/store', () => {
  const catalog = (locale: string, area: string): Record<string, string> =>
    JSON.parse(
      readFileSync(new URL(`../../shared/i18n/catalogs/${locale}/${area}.json`, import.meta.url), 'utf8'),
    );
  return {
    getLocale: () => state.locale,
    ensureAreas: async () => undefined,
    t: (id: string, values?: Record<string, string | number>) => {
      const [area = '', key = ''] = id.split(/\.(.*)/s);
      const message = catalog(state.locale, area)[key];
      return message ? String(new IntlMessageFormat(message, state.locale).format(values)) : id;
    },
  };
});

const { ApiError, request } = await import('./api');
const { apiErrorMessageIds, messageIdOfCode } = await import('./api-error-messages');
const { apiErrorMessage } = await import('./forms');

afterEach(() => {
  state.locale = 'de';
  vi.unstubAllGlobals();
});

// What lib/api.ts throws for such an answer (the last test shows it does).
const refusal = (status: number, code: string | undefined, params = {}) =>
  new ApiError(status, 'The English sentence of the API', [], {
    code,
    params,
    messageId: messageIdOfCode(code),
  });

describe('apiErrorMessage by code', () => {
  it("says the Free plan's member limit specifically, naming the limit, in German", () => {
    const message = apiErrorMessage(
      refusal(403, 'plan_limit', { key: 'teamMembers', plan: 'Free', limit: 1, used: 1 }),
    );
    expect(message).toBe(
      'Ihr Tarif erlaubt 1 Teammitglied (Mitglieder und offene Einladungen zählen): Wechseln Sie den Tarif, um mehr zu tun.',
    );
  });

  it('says "already a member" specifically, in German, French and Spanish', () => {
    expect(apiErrorMessage(refusal(409, 'already_member'))).toBe(
      'Diese Person ist bereits Mitglied der Organisation.',
    );
    state.locale = 'fr';
    expect(apiErrorMessage(refusal(409, 'already_member'))).toBe(
      'Cette personne est déjà membre de l’organisation.',
    );
    state.locale = 'es';
    expect(apiErrorMessage(refusal(409, 'already_member'))).toBe(
      'Esta persona ya es miembro de la organización.',
    );
  });

  it("puts a code of its own before the flow's message for the status (an account-deletion blocker)", () => {
    const blocked = refusal(409, 'owns_organization');
    expect(apiErrorMessage(blocked, { 409: 'account-security.delete.hasPassword' })).toMatch(
      /^Sie besitzen eine Organisation mit weiteren Mitgliedern/,
    );
  });

  it("shows English readers the API's own sentence for a code of its own", () => {
    state.locale = 'en';
    expect(apiErrorMessage(refusal(409, 'already_member'))).toBe('The English sentence of the API');
  });

  it("falls back to the status's message for a status's default code, an unknown code and none", () => {
    expect(apiErrorMessage(refusal(403, 'forbidden'))).toBe('Dazu sind Sie nicht berechtigt.');
    expect(apiErrorMessage(refusal(409, 'a_code_from_a_newer_server'))).toBe(
      'Das steht im Widerspruch zu etwas, das bereits existiert.',
    );
    expect(apiErrorMessage(refusal(404, undefined))).toBe(
      'Das wurde nicht gefunden. Möglicherweise wurde es entfernt.',
    );
  });

  it("falls back to the status's message when a code's message lacks the values it names", () => {
    expect(apiErrorMessage(refusal(403, 'plan_limit'))).toBe('Dazu sind Sie nicht berechtigt.');
  });

  it('has a message in every language for every code', () => {
    for (const locale of ['en', 'de', 'fr', 'es']) {
      state.locale = locale;
      for (const code of Object.keys(API_ERROR_CODES)) {
        const id = apiErrorMessageIds[code as keyof typeof API_ERROR_CODES];
        const [area = '', key = ''] = id.split(/\.(.*)/s);
        const catalog = JSON.parse(
          readFileSync(new URL(`../../shared/i18n/catalogs/${locale}/${area}.json`, import.meta.url), 'utf8'),
        ) as Record<string, string>;
        expect(catalog[key], `${locale} ${code}`).toBeTruthy();
      }
    }
  });
});

describe('the API client keeps the refusal', () => {
  it("keeps the envelope's code and params on its ApiError, with the code's message id", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(
            JSON.stringify({
              error: 'The Free plan allows 1 team member',
              success: false,
              code: 'plan_limit',
              params: { plan: 'Free', limit: 1, ignored: { nested: true } },
            }),
            { status: 403, headers: { 'content-type': 'application/json' } },
          ),
      ),
    );
    const error = await request('POST', '/api/organizations/1/invitations', {}).catch(
      (caught: unknown) => caught,
    );
    expect(error).toMatchObject({
      status: 403,
      message: 'The Free plan allows 1 team member',
      code: 'plan_limit',
      params: { plan: 'Free', limit: 1 },
      messageId: 'api-errors.plan_limit',
    });
  });
});

describe("the API client keeps the plan's refusal", () => {
  const refusedWith = (body: object, status = 403) =>
    vi.fn(
      async () =>
        new Response(JSON.stringify({ error: 'The Free plan allows 1 project', success: false, ...body }), {
          status,
          headers: { 'content-type': 'application/json' },
        }),
    );
  const refusalOf = async (body: object, status?: number) => {
    vi.stubGlobal('fetch', refusedWith(body, status));
    return request('POST', '/api/projects', { name: 'Second' }).catch((caught: unknown) => caught);
  };

  it('keeps the limit reached and the plans that allow more, cheapest first', async () => {
    const error = await refusalOf({
      code: 'plan_limit',
      params: { key: 'projects', limit: 1, used: 1, plan: 'Free' },
      limit: { key: 'projects', used: 1, max: 1 },
      feature: null,
      upgradePlans: ['pro', 'startup'],
    });
    expect(error).toBeInstanceOf(ApiError);
    expect((error as InstanceType<typeof ApiError>).planRefusal).toEqual({
      limit: { key: 'projects', used: 1, max: 1 },
      feature: null,
      upgradePlans: ['pro', 'startup'],
    });
  });

  it('keeps the missing feature of a plan_feature refusal', async () => {
    const error = await refusalOf({
      code: 'plan_feature',
      limit: null,
      feature: 'webhooks',
      upgradePlans: ['startup'],
    });
    expect((error as InstanceType<typeof ApiError>).planRefusal).toEqual({
      limit: null,
      feature: 'webhooks',
      upgradePlans: ['startup'],
    });
  });

  it('keeps the refusal of a full storage, whose status is 413', async () => {
    const error = await refusalOf(
      {
        code: 'storage_limit',
        limit: { key: 'storageMb', used: 100, max: 100 },
        feature: null,
        upgradePlans: [],
      },
      413,
    );
    expect((error as InstanceType<typeof ApiError>).planRefusal?.limit).toEqual({
      key: 'storageMb',
      used: 100,
      max: 100,
    });
  });

  it('drops a malformed limit, feature and plan names, and keeps what is well formed', async () => {
    const error = await refusalOf({
      code: 'plan_limit',
      limit: { key: 'projects', used: '1', max: 1 },
      feature: { name: 'sso' },
      upgradePlans: ['pro', 7, null, '', { slug: 'startup' }],
    });
    expect((error as InstanceType<typeof ApiError>).planRefusal).toEqual({
      limit: null,
      feature: null,
      upgradePlans: ['pro'],
    });
  });

  it('has no plan refusal when the answer lists no upgrade plans', async () => {
    const withoutPlans = await refusalOf({ code: 'forbidden', limit: { key: 'projects', used: 1, max: 1 } });
    const withJunkPlans = await refusalOf({ code: 'plan_limit', upgradePlans: 'pro' });
    expect((withoutPlans as InstanceType<typeof ApiError>).planRefusal).toBeNull();
    expect((withJunkPlans as InstanceType<typeof ApiError>).planRefusal).toBeNull();
  });
});
