import { describe, expect, it } from 'vitest';
import { json } from '../../testing/app.ts';
import { securityEvents } from '../../testing/security-events.ts';
import { sharedTestApp, sharedUser } from '../../testing/suite.ts';

type Faq = {
  id: number;
  question: string;
  answer: string;
  answerHtml: string;
  category: string;
  sortOrder: number;
  published: boolean;
};
type PublicFaqs = {
  categories: Array<{ name: string; faqs: Array<{ id: number; question: string; answerHtml: string }> }>;
};

const t = sharedTestApp();
const admin = sharedUser(t, { role: 'admin' });
const user = sharedUser(t, { verified: true });

async function create(payload: Record<string, unknown>): Promise<Faq> {
  const response = await t.call('POST', '/api/admin/faqs', {
    as: admin,
    payload: { answer: 'An answer.', ...payload },
  });
  expect(response.statusCode, response.body).toBe(201);
  return json<{ data: { faq: Faq } }>(response).data.faq;
}

const publicFaqs = async (query = '') => {
  const response = await t.call('GET', `/api/faqs${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return json<{ data: PublicFaqs }>(response).data;
};
const adminFaqs = async () => {
  const response = await t.call('GET', '/api/admin/faqs', { as: admin });
  expect(response.statusCode).toBe(200);
  return json<{ data: { faqs: Faq[] } }>(response).data.faqs;
};
const order = (ids: number[]) => t.call('PUT', '/api/admin/faqs/order', { as: admin, payload: { ids } });

describe('access', () => {
  it('the public list is public; every admin route is 403 for visitors and users', async () => {
    expect((await t.call('GET', '/api/faqs')).statusCode).toBe(200);
    for (const [method, url, payload] of [
      ['GET', '/api/admin/faqs', undefined],
      ['GET', '/api/admin/faqs/categories', undefined],
      ['POST', '/api/admin/faqs', { question: 'Q', answer: 'A' }],
      ['PUT', '/api/admin/faqs/order', { ids: [] }],
      ['PUT', '/api/admin/faqs/1', { question: 'Q', answer: 'A' }],
      ['POST', '/api/admin/faqs/1/publish', undefined],
      ['POST', '/api/admin/faqs/1/unpublish', undefined],
      ['DELETE', '/api/admin/faqs/1', undefined],
    ] as const) {
      for (const as of [undefined, user]) {
        const response = await t.call(method, url, {
          ...(as ? { as } : {}),
          ...(payload ? { payload } : {}),
        });
        expect(response.statusCode, `${method} ${url}`).toBe(403);
        expect(json(response)).toEqual({ error: 'Forbidden', success: false, code: 'forbidden' });
      }
    }
  });
});

describe('writing FAQs', () => {
  it('creates drafts last in the order, renders Markdown, logs each change', async () => {
    const first = await create({
      question: 'What is this?',
      answer: 'A **starter kit**.',
      category: 'General',
    });
    const second = await create({ question: 'How do I pay?', answer: 'By card.', category: 'billing' });
    expect(first).toMatchObject({
      published: false,
      category: 'General',
      answerHtml: '<p>A <strong>starter kit</strong>.</p>\n',
    });
    // A known category in another case takes the known spelling.
    expect(second.category).toBe('Billing');
    expect(second.sortOrder).toBeGreaterThan(first.sortOrder);
    expect((await publicFaqs()).categories).toEqual([]);
    const events = await securityEvents(t, 'faq_changed');
    expect(events.map((e) => (e.metadata as { action: string }).action)).toEqual(['created', 'created']);
    expect(events[0]).toMatchObject({ actorId: admin.id });
  });

  it('sanitizes the answer HTML (no raw HTML, scripts, handlers or javascript: links)', async () => {
    const faq = await create({
      question: 'XSS?',
      answer: '<script>alert(1)</script>\n\n<img src=x onerror=alert(1)>\n\n[click](javascript:alert(1))',
      category: 'Security',
    });
    expect(faq.answerHtml).not.toMatch(/<script|<img|<[^>]*onerror|href="javascript:/i);
    expect(faq.answerHtml).toContain('&lt;script&gt;');
    const removed = await t.call('DELETE', `/api/admin/faqs/${faq.id}`, { as: admin });
    expect(removed.statusCode, removed.body).toBe(200);
  });

  it('validates the body (400) and answers 404 for unknown ids', async () => {
    for (const payload of [
      { question: '', answer: 'A' },
      { question: 'Q', answer: '   ' },
      { question: 'x'.repeat(301), answer: 'A' },
      { question: 'Q', answer: 'A', category: 'x'.repeat(51) },
      { question: 'Q', answer: 'A', published: 'yes' },
    ]) {
      const response = await t.call('POST', '/api/admin/faqs', { as: admin, payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect(
      (await t.call('PUT', '/api/admin/faqs/999999', { as: admin, payload: { question: 'Q', answer: 'A' } }))
        .statusCode,
    ).toBe(404);
    expect((await t.call('POST', '/api/admin/faqs/999999/publish', { as: admin })).statusCode).toBe(404);
    expect((await t.call('DELETE', '/api/admin/faqs/999999', { as: admin })).statusCode).toBe(404);
  });

  it('updates question, answer and category, re-rendering the answer', async () => {
    const [first] = await adminFaqs();
    const response = await t.call('PUT', `/api/admin/faqs/${first!.id}`, {
      as: admin,
      payload: { question: 'What is this kit?', answer: 'A _SaaS_ starter.', category: 'General' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(json<{ data: { faq: Faq } }>(response).data.faq).toMatchObject({
      question: 'What is this kit?',
      answerHtml: '<p>A <em>SaaS</em> starter.</p>\n',
      published: false,
    });
  });
});

describe('publishing and the public page', () => {
  it('publish/unpublish decide what the public page shows, grouped by category in order', async () => {
    const third = await create({
      question: 'Is there an API?',
      answer: 'Yes, REST.',
      category: 'Technical',
      published: true,
    });
    const [first, second] = await adminFaqs();
    for (const faq of [first!, second!]) {
      const response = await t.call('POST', `/api/admin/faqs/${faq.id}/publish`, { as: admin });
      expect(response.statusCode).toBe(200);
      expect(json<{ data: { faq: Faq } }>(response).data.faq.published).toBe(true);
    }
    const fourth = await create({
      question: 'Another general one?',
      answer: 'Yes.',
      category: 'General',
      published: true,
    });
    const data = await publicFaqs();
    expect(data.categories.map((c) => c.name)).toEqual(['General', 'Billing', 'Technical']);
    expect(data.categories[0]!.faqs.map((f) => f.id)).toEqual([first!.id, fourth.id]);
    expect(data.categories[0]!.faqs[0]).toEqual({
      id: first!.id,
      question: 'What is this kit?',
      answerHtml: '<p>A <em>SaaS</em> starter.</p>\n',
    });
    const hidden = await t.call('POST', `/api/admin/faqs/${third.id}/unpublish`, { as: admin });
    expect(json<{ data: { faq: Faq } }>(hidden).data.faq.published).toBe(false);
    expect((await publicFaqs()).categories.map((c) => c.name)).toEqual(['General', 'Billing']);
    const events = await securityEvents(t, 'faq_changed');
    expect(events.some((e) => (e.metadata as { action: string }).action === 'unpublished')).toBe(true);
  });

  it('searches questions and answers, case-insensitively, published only', async () => {
    expect((await publicFaqs('?search=CARD')).categories).toEqual([
      { name: 'Billing', faqs: [expect.objectContaining({ question: 'How do I pay?' })] },
    ]);
    expect(
      (await publicFaqs('?search=kit')).categories.flatMap((c) => c.faqs.map((f) => f.question)),
    ).toEqual(['What is this kit?']);
    // Drafts never match; % and _ are literal.
    expect((await publicFaqs('?search=REST')).categories).toEqual([]);
    expect((await publicFaqs('?search=%25')).categories).toEqual([]);
    expect((await publicFaqs('?search=')).categories.length).toBe(2);
    expect((await t.call('GET', `/api/faqs?search=${'x'.repeat(201)}`)).statusCode).toBe(400);
  });

  it('lists the suggested categories and the custom ones in use', async () => {
    await create({ question: 'Custom?', answer: 'Yes.', category: 'Integrations' });
    const response = await t.call('GET', '/api/admin/faqs/categories', { as: admin });
    expect(response.statusCode).toBe(200);
    const { categories } = json<{
      data: { categories: Array<{ name: string; suggested: boolean; faqCount: number }> };
    }>(response).data;
    expect(categories).toEqual([
      { name: 'General', suggested: true, faqCount: 2 },
      { name: 'Billing', suggested: true, faqCount: 1 },
      { name: 'Technical', suggested: true, faqCount: 1 },
      { name: 'Account', suggested: true, faqCount: 0 },
      { name: 'Integrations', suggested: false, faqCount: 1 },
    ]);
  });
});

describe('ordering', () => {
  it('saves the whole order in one request, and the public groups follow it', async () => {
    const ids = (await adminFaqs()).map((f) => f.id);
    const reversed = [...ids].reverse();
    const response = await order(reversed);
    expect(response.statusCode, response.body).toBe(200);
    expect(json<{ data: { faqs: Faq[] } }>(response).data.faqs.map((f) => f.id)).toEqual(reversed);
    expect((await adminFaqs()).map((f) => f.id)).toEqual(reversed);
    // Published: general(first), billing(second), general(fourth) → reversed: fourth, second, first.
    const data = await publicFaqs();
    expect(data.categories.map((c) => c.name)).toEqual(['General', 'Billing']);
    expect(data.categories[0]!.faqs.map((f) => f.id)).toEqual([ids[3], ids[0]]);
    const events = await securityEvents(t, 'faq_changed');
    expect(events.some((e) => (e.metadata as { action: string }).action === 'reordered')).toBe(true);
  });

  it('refuses a list that is not exactly every FAQ once (400) and changes nothing', async () => {
    const before = (await adminFaqs()).map((f) => f.id);
    for (const bad of [before.slice(1), [...before, 999_999], [...before.slice(1), before[1]!], []]) {
      const response = await order(bad);
      expect(response.statusCode, JSON.stringify(bad)).toBe(400);
      expect(json(response).error).toMatch(/every FAQ exactly once/);
      expect((await adminFaqs()).map((f) => f.id)).toEqual(before);
    }
    expect((await t.call('PUT', '/api/admin/faqs/order', { as: admin, payload: {} })).statusCode).toBe(400);
  });

  it('deletes an FAQ; the order stays valid without it', async () => {
    const [first, ...rest] = await adminFaqs();
    const response = await t.call('DELETE', `/api/admin/faqs/${first!.id}`, { as: admin });
    expect(response.statusCode).toBe(200);
    expect(json(response).data).toMatchObject({ success: true });
    expect((await order(rest.map((f) => f.id).reverse())).statusCode).toBe(200);
  });
});
