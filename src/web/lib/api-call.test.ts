import { faqAdminEndpoints, faqEndpoints } from '@shared/endpoints/faqs';
import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { api, downloadUrl, pathOf } from './api-call';

const answered = (data: unknown) =>
  vi.fn(async (_url: string, _init?: RequestInit) => new Response(JSON.stringify({ data, success: true })));

afterEach(() => vi.unstubAllGlobals());

describe('api (a call of a declared endpoint)', () => {
  it("sends the declared method to the declared path, with the path's parameters filled in", async () => {
    const fetch = answered({ faq: { id: 7 } });
    vi.stubGlobal('fetch', fetch);
    await api(faqAdminEndpoints.publish, { params: { id: 7 } });
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/admin/faqs/7/publish');
    expect(fetch.mock.calls[0]?.[1]?.method).toBe('POST');
  });

  it('sends the body as JSON and the query without its empty values', async () => {
    const fetch = answered({ categories: [] });
    vi.stubGlobal('fetch', fetch);
    await api(faqEndpoints.published, { query: { search: 'bill ing' } });
    await api(faqEndpoints.published, { query: { search: '' } });
    await api(faqAdminEndpoints.order, { body: { ids: [2, 1] } });
    expect(fetch.mock.calls.map((call) => call[0])).toEqual([
      '/api/faqs?search=bill+ing',
      '/api/faqs',
      '/api/admin/faqs/order',
    ]);
    expect(fetch.mock.calls[2]?.[1]?.body).toBe('{"ids":[2,1]}');
  });

  it("answers the envelope's data, typed from the declared response", async () => {
    vi.stubGlobal('fetch', answered({ faqs: [] }));
    const answer = await api(faqAdminEndpoints.list);
    expect(answer).toEqual({ faqs: [] });
    expectTypeOf<(typeof answer)['faqs'][number]['question']>().toEqualTypeOf<string>();
  });

  it('asks, at compile time, for the parameters and the body the endpoint declares', () => {
    // Checked by `npm run typecheck`; never run.
    const wrongCalls = () => [
      // @ts-expect-error: the id is missing
      api(faqAdminEndpoints.remove),
      // @ts-expect-error: the body is missing
      api(faqAdminEndpoints.order),
      // @ts-expect-error: the body's ids are numbers
      api(faqAdminEndpoints.order, { body: { ids: ['1'] } }),
    ];
    expect(wrongCalls).toBeTypeOf('function');
  });

  it('rejects, without sending, a call whose path parameter has no value', async () => {
    const fetch = answered({});
    vi.stubGlobal('fetch', fetch);
    await expect(
      api(faqAdminEndpoints.remove, { params: { id: undefined as unknown as number } }),
    ).rejects.toThrow('no value for :id');
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('pathOf', () => {
  it('encodes each parameter', () => {
    expect(pathOf('/api/things/:id/:name', { id: 3, name: 'a/b c' })).toBe('/api/things/3/a%2Fb%20c');
  });

  it('refuses a path whose parameter has no value', () => {
    expect(() => pathOf('/api/things/:id', {})).toThrow('/api/things/:id: no value for :id');
  });
});

describe('downloadUrl', () => {
  it("is the declared download's path with the query's non-empty values", () => {
    const exportThings = { path: '/api/admin/things/export', csv: 'things' } as const;
    expect(downloadUrl(exportThings)).toBe('/api/admin/things/export');
    expect(downloadUrl(exportThings, { query: { status: 'unread', search: '' } } as never)).toBe(
      '/api/admin/things/export?status=unread',
    );
  });
});
