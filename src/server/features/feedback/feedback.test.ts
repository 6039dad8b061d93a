import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { feedback } from '../../db/schema.ts';
import { createTestApp, type HttpMethod, json, uniqueEmail } from '../../testing/app.ts';
import { nonAdminCalls } from '../../testing/non-admin-calls.ts';
import { lastSecurityEvent } from '../../testing/security-events.ts';
import { sharedTestApp, sharedUser } from '../../testing/suite.ts';

const t = sharedTestApp();
const admin = sharedUser(t, { role: 'admin' });

const send = (payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/feedback', payload, headers });
const asAdmin = (method: HttpMethod, url: string, payload?: object) =>
  t.call(method, url, { as: admin, payload });
const idOf = (response: { json(): unknown }) =>
  (response.json() as { data: { feedback: { id: number } } }).data.feedback.id;

describe('POST /api/feedback', () => {
  it('takes feedback from a signed-in user with their info from the session', async () => {
    const user = await t.createUser({ name: 'Fiona' });
    const response = await send(
      {
        type: 'bug',
        message: 'The export button does nothing',
        pageUrl: 'http://localhost:3000/account',
        email: 'spoof@example.com',
      },
      { authorization: `Bearer ${user.token}` },
    );
    expect(response.statusCode).toBe(201);
    expect(json(response)).toEqual({
      data: {
        feedback: { id: expect.any(Number), type: 'bug', status: 'pending' },
        message: expect.any(String),
      },
      success: true,
    });
    const [row] = await t.deps.database.db
      .select()
      .from(feedback)
      .where(eq(feedback.id, idOf(response)));
    expect(row).toMatchObject({
      userId: user.id,
      email: user.email,
      name: 'Fiona',
      pageUrl: 'http://localhost:3000/account',
    });
  });

  it('takes feedback from a visitor, with an optional address', async () => {
    const response = await send({
      type: 'feature',
      message: 'Dark mode please',
      email: 'Visitor@Example.com',
    });
    expect(response.statusCode).toBe(201);
    const [row] = await t.deps.database.db
      .select()
      .from(feedback)
      .where(eq(feedback.id, idOf(response)));
    expect(row).toMatchObject({ userId: null, email: 'visitor@example.com' });
  });

  it('refuses bad input with 400', async () => {
    for (const payload of [
      { type: 'praise', message: 'x' },
      { type: 'bug' },
      { type: 'bug', message: '' },
      { type: 'bug', message: 'x'.repeat(5001) },
      { type: 'bug', message: 'x', email: 'nope' },
      { type: 'bug', message: 'x', pageUrl: `http://x/${'a'.repeat(3000)}` },
    ]) {
      expect((await send(payload)).statusCode, JSON.stringify(payload).slice(0, 60)).toBe(400);
    }
  });
});

describe('admin workflow', () => {
  it('refuses non-admins', async () => {
    const routes = [
      ['GET', '/api/admin/feedback'],
      ['PATCH', '/api/admin/feedback/1'],
      ['POST', '/api/admin/feedback/1/reply'],
    ] as const;
    const payloadOf = (method: HttpMethod) =>
      method === 'GET' ? undefined : { status: 'completed', message: 'x' };
    for await (const { method, url, response } of nonAdminCalls(t, routes, payloadOf)) {
      expect(response.statusCode, `${method} ${url}`).toBe(403);
    }
  });

  it('moves pending → in progress → completed, refuses other moves, and logs each move', async () => {
    const id = idOf(await send({ type: 'bug', message: 'State machine test' }));
    const move = (status: string) => asAdmin('PATCH', `/api/admin/feedback/${id}`, { status });

    const skip = await move('completed');
    expect(skip.statusCode).toBe(400);
    expect(json(skip)).toEqual({
      error: 'Feedback cannot move from pending to completed',
      success: false,
      code: 'bad_request',
    });
    expect(json(await move('in_progress')).data.feedback).toMatchObject({ status: 'in_progress' });
    expect((await move('pending')).statusCode).toBe(400);
    expect(json(await move('completed')).data.feedback).toMatchObject({ status: 'completed' });
    for (const status of ['rejected', 'in_progress', 'pending'])
      expect((await move(status)).statusCode).toBe(400);
    expect((await move('done')).statusCode).toBe(400);

    const event = await lastSecurityEvent(t, 'feedback_updated');
    expect(event).toMatchObject({
      actorId: admin.id,
      metadata: { feedbackId: id, from: 'in_progress', to: 'completed' },
    });
  });

  it('rejects from pending and from in progress', async () => {
    const fromPending = idOf(await send({ type: 'general', message: 'Nope 1' }));
    expect(
      json(await asAdmin('PATCH', `/api/admin/feedback/${fromPending}`, { status: 'rejected' })).data
        .feedback,
    ).toMatchObject({ status: 'rejected' });
    const fromProgress = idOf(await send({ type: 'general', message: 'Nope 2' }));
    await asAdmin('PATCH', `/api/admin/feedback/${fromProgress}`, { status: 'in_progress' });
    expect(
      json(await asAdmin('PATCH', `/api/admin/feedback/${fromProgress}`, { status: 'rejected' })).data
        .feedback,
    ).toMatchObject({ status: 'rejected' });
  });

  it('keeps admin notes, lists by type and status, and 404s an unknown id', async () => {
    const tag = `fb${Date.now().toString(36)}`;
    const id = idOf(await send({ type: 'feature', message: `Notes ${tag}` }));
    const noted = await asAdmin('PATCH', `/api/admin/feedback/${id}`, { adminNotes: 'Planned for Q3' });
    expect(json(noted).data.feedback).toMatchObject({ adminNotes: 'Planned for Q3', status: 'pending' });
    const list = json(await asAdmin('GET', `/api/admin/feedback?type=feature&status=pending&search=${tag}`))
      .data as {
      feedback: Array<{ id: number }>;
      pagination: { total: number };
    };
    expect(list.feedback.map((item) => item.id)).toEqual([id]);
    expect((await asAdmin('GET', '/api/admin/feedback?status=done')).statusCode).toBe(400);
    expect((await asAdmin('PATCH', '/api/admin/feedback/999999', { status: 'in_progress' })).statusCode).toBe(
      404,
    );
    expect((await asAdmin('PATCH', `/api/admin/feedback/${id}`, {})).statusCode).toBe(400);
  });

  it('replies by e-mail to the user or the visitor, and says so when there is no address', async () => {
    const user = await t.createUser();
    const fromUser = idOf(
      await send({ type: 'bug', message: 'Crash on save' }, { authorization: `Bearer ${user.token}` }),
    );
    const replied = await asAdmin('POST', `/api/admin/feedback/${fromUser}/reply`, {
      message: 'Fixed in 1.2, thanks!',
    });
    expect(json(replied).data.feedback).toMatchObject({
      replyMessage: 'Fixed in 1.2, thanks!',
      repliedAt: expect.any(String),
      user: { id: user.id },
    });
    const mail = await t.lastEmail(user.email);
    expect(mail).toMatchObject({ template: 'feedback_reply', status: 'sent' });
    expect(mail?.text).toContain('Fixed in 1.2');
    expect(mail?.text).toContain('> Crash on save');

    const visitor = uniqueEmail('visitor');
    const fromVisitor = idOf(await send({ type: 'general', message: 'Hi', email: visitor }));
    expect(
      (await asAdmin('POST', `/api/admin/feedback/${fromVisitor}/reply`, { message: 'Hello!' })).statusCode,
    ).toBe(200);
    expect((await t.lastEmail(visitor))?.template).toBe('feedback_reply');

    const anonymous = idOf(await send({ type: 'general', message: 'No address' }));
    const refused = await asAdmin('POST', `/api/admin/feedback/${anonymous}/reply`, { message: 'Hello?' });
    expect(refused.statusCode).toBe(400);
    expect(json(refused).error).toBe('This feedback has no e-mail address to reply to');
  });
});

describe('page URL', () => {
  it('refuses a page URL that is not a site path or an http(s) URL', async () => {
    const t = await createTestApp();
    try {
      for (const pageUrl of ['javascript:alert(1)', 'data:text/html,x', '//evil.example/x']) {
        const response = await t.app.inject({
          method: 'POST',
          url: '/api/feedback',
          payload: { type: 'bug', message: 'Broken', pageUrl },
        });
        expect(response.statusCode, pageUrl).toBe(400);
      }
      const fine = await t.app.inject({
        method: 'POST',
        url: '/api/feedback',
        payload: { type: 'bug', message: 'Broken', pageUrl: 'http://localhost:3000/pricing' },
      });
      expect(fine.statusCode).toBe(201);
    } finally {
      await t.close();
    }
  });
});
