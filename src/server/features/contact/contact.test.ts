import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contactSubmissions } from '../../db/schema.ts';
import { createTestApp, type HttpMethod, json, uniqueEmail } from '../../testing/app.ts';
import { nonAdminCalls } from '../../testing/non-admin-calls.ts';
import { lastSecurityEvent } from '../../testing/security-events.ts';
import { sharedTestApp, sharedUser } from '../../testing/suite.ts';

const t = sharedTestApp();
const admin = sharedUser(t, { role: 'admin' });

const send = (payload: object, remoteAddress = '198.51.100.10') =>
  t.app.inject({ method: 'POST', url: '/api/contact', payload, remoteAddress });
/** The stored submissions sent from an address. */
const submissionsFrom = (email: string) =>
  t.deps.database.db.select().from(contactSubmissions).where(eq(contactSubmissions.email, email));
const asAdmin = (method: HttpMethod, url: string, payload?: object) =>
  t.call(method, url, { as: admin, payload });
type List = {
  submissions: Array<Record<string, unknown> & { id: number }>;
  pagination: Record<string, number>;
};

describe('POST /api/contact', () => {
  it('stores a message with the optional fields and answers the spec body', async () => {
    const email = uniqueEmail('visitor');
    const response = await send({
      fullName: 'Vera Visitor',
      email,
      message: 'Do you offer discounts for schools?',
      phone: '+1 555 0100',
      company: 'Acme',
      subject: 'Pricing',
    });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({ data: { success: true, message: expect.any(String) }, success: true });
    const [row] = await submissionsFrom(email);
    expect(row).toMatchObject({
      fullName: 'Vera Visitor',
      phone: '+1 555 0100',
      company: 'Acme',
      subject: 'Pricing',
      read: false,
    });
  });

  it('drops a message whose honeypot is filled, with the same answer', async () => {
    const email = uniqueEmail('bot');
    const response = await send({
      fullName: 'Bot',
      email,
      message: 'Buy now',
      website: 'http://spam.example',
    });
    expect(response.statusCode).toBe(200);
    const rows = await submissionsFrom(email);
    expect(rows).toHaveLength(0);
  });

  it.each([
    [{ email: 'a@b.co', message: 'x' }, 'fullName'],
    [{ fullName: 'A', email: 'not-an-email', message: 'x' }, 'email'],
    [{ fullName: 'A', email: 'a@b.co' }, 'message'],
    [{ fullName: 'A', email: 'a@b.co', message: 'x'.repeat(5001) }, 'message'],
    [{ fullName: 'A', email: 'a@b.co', message: 'x', phone: '1'.repeat(41) }, 'phone'],
    [{ fullName: 'A'.repeat(101), email: 'a@b.co', message: 'x' }, 'fullName'],
  ])('refuses %j with 400', async (payload, field) => {
    const response = await send(payload, '198.51.100.20');
    expect(response.statusCode).toBe(400);
    expect(
      (json(response) as { details: Array<{ path: string }> }).details.map((detail) => detail.path),
    ).toContain(field);
  });

  it('allows 3 messages per 15 minutes per caller', async () => {
    const limited = await createTestApp({ RATE_LIMIT_CONTACT_MAX: '3' });
    try {
      const payload = { fullName: 'A', email: 'a@b.co', message: 'hello' };
      const statuses: number[] = [];
      for (let index = 0; index < 4; index++) {
        const response = await limited.app.inject({
          method: 'POST',
          url: '/api/contact',
          payload,
          remoteAddress: '192.0.2.30',
        });
        statuses.push(response.statusCode);
        if (index === 0) expect(response.headers['x-ratelimit-limit']).toBe('3');
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
      const other = await limited.app.inject({
        method: 'POST',
        url: '/api/contact',
        payload,
        remoteAddress: '192.0.2.31',
      });
      expect(other.statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe('admin inbox', () => {
  it('refuses every admin endpoint to non-admins', async () => {
    const routes = [
      ['GET', '/api/admin/contact-submissions'],
      ['GET', '/api/admin/contact-submissions/export'],
      ['POST', '/api/admin/contact-submissions/1/read'],
      ['POST', '/api/admin/contact-submissions/1/unread'],
      ['POST', '/api/admin/contact-submissions/1/reply'],
      ['DELETE', '/api/admin/contact-submissions/1'],
    ] as const;
    const payloadOf = (method: HttpMethod) => (method === 'POST' ? { message: 'x' } : undefined);
    for await (const { method, url, response } of nonAdminCalls(t, routes, payloadOf)) {
      expect(response.statusCode, `${method} ${url}`).toBe(403);
    }
  });

  it('lists newest first, filters by status and searches by name or e-mail', async () => {
    const tag = `q${Date.now().toString(36)}`;
    await send({ fullName: `Old ${tag}`, email: uniqueEmail('old'), message: 'first' }, '198.51.100.40');
    await send({ fullName: 'New', email: `new-${tag}@example.com`, message: 'second' }, '198.51.100.41');
    const list = json(await asAdmin('GET', `/api/admin/contact-submissions?search=${tag}`)).data as List;
    expect(list.submissions.map((item) => item.message)).toEqual(['second', 'first']);
    expect(list.submissions[0]).toEqual({
      id: expect.any(Number),
      fullName: 'New',
      email: `new-${tag}@example.com`,
      phone: null,
      company: null,
      subject: null,
      message: 'second',
      createdAt: expect.any(String),
      read: false,
      readAt: null,
      replyMessage: null,
      repliedAt: null,
    });

    const id = list.submissions[1]!.id;
    const read = await asAdmin('POST', `/api/admin/contact-submissions/${id}/read`);
    expect(json(read).data.submission).toMatchObject({ read: true, readAt: expect.any(String) });
    const unreadOnly = json(
      await asAdmin('GET', `/api/admin/contact-submissions?search=${tag}&status=unread`),
    ).data as List;
    expect(unreadOnly.submissions.map((item) => item.message)).toEqual(['second']);
    const readOnly = json(await asAdmin('GET', `/api/admin/contact-submissions?search=${tag}&status=read`))
      .data as List;
    expect(readOnly.submissions.map((item) => item.id)).toEqual([id]);

    const unread = await asAdmin('POST', `/api/admin/contact-submissions/${id}/unread`);
    expect(json(unread).data.submission).toMatchObject({ read: false, readAt: null });
    const event = await lastSecurityEvent(t, 'contact_submission_updated');
    expect(event).toMatchObject({ actorId: admin.id, metadata: { submissionId: id, read: false } });
  });

  it('replies by e-mail, records the reply and marks the message read', async () => {
    const email = uniqueEmail('asker');
    await send(
      { fullName: 'Asker <b>', email, message: 'Is there an API?', subject: 'API' },
      '198.51.100.50',
    );
    const [row] = await submissionsFrom(email);
    const response = await asAdmin('POST', `/api/admin/contact-submissions/${row!.id}/reply`, {
      message: 'Yes: see /api/docs.\n\nCheers',
    });
    expect(response.statusCode).toBe(200);
    expect(json(response).data.submission).toMatchObject({
      read: true,
      replyMessage: 'Yes: see /api/docs.\n\nCheers',
      repliedAt: expect.any(String),
    });
    const mail = await t.lastEmail(email);
    expect(mail).toMatchObject({ template: 'contact_reply', subject: 'Re: API', status: 'sent' });
    expect(mail?.text).toContain('Yes: see /api/docs.');
    expect(mail?.text).toContain('> Is there an API?');
    expect(mail?.html).toContain('Asker &#60;b&#62;');

    expect(
      (await asAdmin('POST', `/api/admin/contact-submissions/${row!.id}/reply`, { message: '' })).statusCode,
    ).toBe(400);
    expect(
      (await asAdmin('POST', '/api/admin/contact-submissions/999999/reply', { message: 'x' })).statusCode,
    ).toBe(404);
  });

  it('deletes with a security entry, and 404s after', async () => {
    const email = uniqueEmail('gone');
    await send({ fullName: 'Gone', email, message: 'bye' }, '198.51.100.60');
    const [row] = await submissionsFrom(email);
    const response = await asAdmin('DELETE', `/api/admin/contact-submissions/${row!.id}`);
    expect(json(response)).toEqual({ data: { success: true, message: 'Submission deleted' }, success: true });
    expect((await asAdmin('DELETE', `/api/admin/contact-submissions/${row!.id}`)).statusCode).toBe(404);
    expect((await asAdmin('POST', '/api/admin/contact-submissions/abc/read')).statusCode).toBe(400);
  });

  it('exports CSV with correct quoting and formula cells escaped', async () => {
    const tag = `csv${Date.now().toString(36)}`;
    await send(
      {
        fullName: `=cmd|'/C calc'!A0 ${tag}`,
        email: uniqueEmail('csv'),
        message: 'Line one\nline "two", three',
      },
      '198.51.100.70',
    );
    await send({ fullName: `@SUM(1) ${tag}`, email: uniqueEmail('csv'), message: '-2+3' }, '198.51.100.71');
    const response = await asAdmin('GET', `/api/admin/contact-submissions/export?search=${tag}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toMatch(
      /filename="contact-submissions-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const body = response.body;
    expect(body.split('\n')[0]).toBe(
      'id,createdAt,fullName,email,phone,company,subject,message,read,readAt,repliedAt,replyMessage',
    );
    expect(body).toContain(`'=cmd|'/C calc'!A0 ${tag}`);
    expect(body).toContain(`'@SUM(1) ${tag}`);
    expect(body).toContain(`'-2+3`);
    expect(body).toContain('"Line one\nline ""two"", three"');
    expect(body).not.toMatch(/^=|,=/m);
  });
});
