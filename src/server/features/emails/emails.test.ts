import { describe, expect, it } from 'vitest';
import { json, uniqueEmail } from '../../testing/app.ts';
import { sharedTestApp } from '../../testing/suite.ts';

const t = sharedTestApp();

describe('GET /api/admin/emails', () => {
  it('lists the outbox newest first, filtered by recipient, with pagination', async () => {
    const admin = await t.createUser({ role: 'admin' });
    const first = uniqueEmail('outbox');
    const second = uniqueEmail('outbox');
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      payload: { email: first, password: 'password123', name: 'One' },
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      payload: { email: second, password: 'password123', name: 'Two' },
    });
    await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: first } });
    await t.deps.mailer.drain();

    const headers = { authorization: `Bearer ${admin.token}` };
    const filtered = await t.app.inject({
      method: 'GET',
      url: `/api/admin/emails?to=${encodeURIComponent(first)}`,
      headers,
    });
    expect(filtered.statusCode).toBe(200);
    const body = json(filtered) as {
      data: { emails: Array<Record<string, unknown>>; pagination: Record<string, number> };
    };
    expect(body.data.emails.map((email) => email.template)).toEqual(['password_reset', 'email_verification']);
    expect(body.data.emails[0]).toMatchObject({
      to: first,
      status: 'sent',
      transport: 'outbox',
      subject: expect.any(String),
      html: expect.stringContaining('<html'),
      text: expect.stringContaining('/reset-password?token='),
      createdAt: expect.any(String),
    });
    expect(body.data.pagination).toEqual({ page: 1, limit: 20, total: 2, totalPages: 1 });

    const paged = await t.app.inject({ method: 'GET', url: '/api/admin/emails?page=2&limit=1', headers });
    const pagedBody = json(paged) as { data: { emails: unknown[]; pagination: Record<string, number> } };
    expect(pagedBody.data.emails).toHaveLength(1);
    expect(pagedBody.data.pagination).toMatchObject({ page: 2, limit: 1, total: 3, totalPages: 3 });
  });

  it('escapes the user-chosen name in the HTML version', async () => {
    const admin = await t.createUser({ role: 'admin' });
    const email = uniqueEmail('xss');
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      payload: { email, password: 'password123', name: '<img src=x onerror=alert(1)>' },
    });
    await t.deps.mailer.drain();
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/admin/emails?to=${encodeURIComponent(email)}`,
      headers: { authorization: `Bearer ${admin.token}` },
    });
    const html = (json(response).data.emails as Array<{ html: string }>)[0]?.html ?? '';
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('&#60;img src=x onerror=alert(1)&#62;');
  });

  it('refuses bad pagination with 400', async () => {
    const admin = await t.createUser({ role: 'admin' });
    for (const query of ['page=0', 'limit=1000', 'page=abc']) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/admin/emails?${query}`,
        headers: { authorization: `Bearer ${admin.token}` },
      });
      expect(response.statusCode).toBe(400);
      expect(json(response).success).toBe(false);
    }
  });
});
