import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emails } from '../../db/schema.ts';
import { BUILT_IN_TEMPLATES } from '../../mail/built-in-templates.ts';
import { type HttpMethod, json, type TestUser, uniqueEmail } from '../../testing/app.ts';
import { lastSecurityEvent, securityEvents } from '../../testing/security-events.ts';
import { sharedTestApp, sharedUser } from '../../testing/suite.ts';

type Summary = {
  id: number;
  key: string;
  builtIn: boolean;
  activeVersion: { id: number; version: number } | null;
};
type Detail = {
  template: Summary & { subject: string; html: string; text: string; latestVersion: { version: number } };
  versions: Array<{ id: number; version: number; active: boolean; createdBy: { id: string } | null }>;
};

const t = sharedTestApp();
const admin = sharedUser(t, { role: 'admin' });
const user = sharedUser(t);

/** As the admin unless told otherwise, with an optional body. */
const call = (method: HttpMethod, url: string, payload?: object, as: TestUser = admin) =>
  t.call(method, url, { as, payload });

async function templateByKey(key: string): Promise<Summary> {
  const list = json<{ data: { templates: Summary[] } }>(await call('GET', '/api/admin/email-templates')).data
    .templates;
  return list.find((item) => item.key === key)!;
}

describe('the template list', () => {
  it('holds every built-in template, each with an active version 1', async () => {
    const list = json<{ data: { templates: Summary[] } }>(await call('GET', '/api/admin/email-templates'))
      .data.templates;
    for (const builtIn of BUILT_IN_TEMPLATES) {
      expect(list.find((item) => item.key === builtIn.key)).toMatchObject({
        builtIn: true,
        activeVersion: { version: 1 },
      });
    }
  });

  it('refuses non-admins every endpoint', async () => {
    const verification = await templateByKey('email_verification');
    for (const [method, url] of [
      ['GET', '/api/admin/email-templates'],
      ['GET', `/api/admin/email-templates/${verification.id}`],
      ['PUT', `/api/admin/email-templates/${verification.id}`],
      ['POST', `/api/admin/email-templates/${verification.id}/activate`],
      ['POST', `/api/admin/email-templates/${verification.id}/test`],
      ['POST', '/api/admin/email-templates/preview'],
      ['POST', '/api/admin/email-templates'],
      ['DELETE', `/api/admin/email-templates/${verification.id}`],
    ] as const) {
      const response = await call(method, url, { subject: 'x', html: 'x' }, user);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
    }
  });
});

describe('editing, activating and rolling back', () => {
  it('sends from the active version only: a draft changes nothing, activation does, rollback restores', async () => {
    const { id } = await templateByKey('email_verification');
    const original = json<{ data: Detail }>(await call('GET', `/api/admin/email-templates/${id}`)).data
      .template;

    const signUp = async () => {
      const email = uniqueEmail('tpl');
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-up',
        payload: { email, password: 'password123', name: 'Tess <b>' },
      });
      return (await t.lastEmail(email))!;
    };

    const draft = await call('PUT', `/api/admin/email-templates/${id}`, {
      subject: 'Draft subject {{name}}',
      html: '<p>Draft for {{name}}: {{url}}</p>',
      text: '',
    });
    expect(draft.statusCode).toBe(200);
    const afterDraft = json<{ data: Detail }>(draft).data;
    expect(afterDraft.template).toMatchObject({
      subject: 'Draft subject {{name}}',
      latestVersion: { version: 2 },
      activeVersion: { version: 1 },
    });
    expect((await signUp()).subject).toBe(original.subject.replace('{{appName}}', 'SaaS Starter'));

    const activated = await call('PUT', `/api/admin/email-templates/${id}`, {
      subject: 'Confirm, {{name}}!',
      html: '<p>Welcome {{name}}, confirm here: <a href="{{url}}">{{url}}</a></p>',
      text: '',
      activate: true,
    });
    const detail = json<{ data: Detail }>(activated).data;
    expect(detail.template.activeVersion?.version).toBe(3);
    expect(detail.versions.map((version) => [version.version, version.active])).toEqual([
      [3, true],
      [2, false],
      [1, false],
    ]);
    expect(detail.versions[0]?.createdBy?.id).toBe(admin.id);
    const edited = await signUp();
    expect(edited.subject).toBe('Confirm, Tess <b>!');
    expect(edited.html).toContain('Welcome Tess &#60;b&#62;, confirm here:');
    expect(edited.html).toMatch(/href="http:\/\/localhost:3000\/verify-email\?token=[^"]+"/);
    expect(edited.text).toMatch(
      /Welcome Tess <b>, confirm here:\s+http:\/\/localhost:3000\/verify-email\?token=\S+/,
    );

    const version1 = detail.versions.find((version) => version.version === 1)!;
    const rolledBack = await call('POST', `/api/admin/email-templates/${id}/activate`, {
      versionId: version1.id,
    });
    expect(json<{ data: Detail }>(rolledBack).data.template.activeVersion?.version).toBe(1);
    expect((await signUp()).subject).toBe(original.subject.replace('{{appName}}', 'SaaS Starter'));

    const events = await securityEvents(t, 'email_template_changed');
    expect(events.map((event) => event.metadata.action)).toEqual(
      expect.arrayContaining(['saved', 'saved_and_activated', 'activated']),
    );
  });

  it('saves no new version for unchanged content; "save and activate" then activates the latest', async () => {
    const { id } = await templateByKey('password_reset');
    const detailOf = async () =>
      json<{ data: Detail }>(await call('GET', `/api/admin/email-templates/${id}`)).data;
    const before = await detailOf();
    const content = {
      subject: `Reset your password (${Date.now().toString(36)})`,
      html: '<p>Reset here: <a href="{{url}}">{{url}}</a></p>',
      text: 'Reset here: {{url}}',
    };
    const saved = await call('PUT', `/api/admin/email-templates/${id}`, { ...content, activate: false });
    expect(saved.statusCode).toBe(200);
    const afterSave = await detailOf();
    expect(afterSave.versions).toHaveLength(before.versions.length + 1);
    const latest = afterSave.versions[0]!;
    expect(latest.active).toBe(false);

    // "Save" again, unchanged: nothing new.
    const again = await call('PUT', `/api/admin/email-templates/${id}`, { ...content, activate: false });
    expect(again.statusCode).toBe(200);
    expect((await detailOf()).versions).toHaveLength(afterSave.versions.length);

    // "Save and activate", unchanged: no new version, the latest one becomes active.
    const activated = await call('PUT', `/api/admin/email-templates/${id}`, { ...content, activate: true });
    expect(activated.statusCode).toBe(200);
    const afterActivate = json<{ data: Detail }>(activated).data;
    expect(afterActivate.versions).toHaveLength(afterSave.versions.length);
    expect(afterActivate.template.activeVersion).toMatchObject({ id: latest.id, version: latest.version });
    expect((await lastSecurityEvent(t, 'email_template_changed'))?.metadata).toMatchObject({
      action: 'activated',
      version: latest.version,
      newVersion: false,
    });

    // A real change still saves a version.
    await call('PUT', `/api/admin/email-templates/${id}`, { ...content, text: 'Changed', activate: false });
    expect((await detailOf()).versions).toHaveLength(afterSave.versions.length + 1);
  });

  it('refuses a version of another template, and bad bodies', async () => {
    const welcome = await templateByKey('welcome');
    const reset = await templateByKey('password_reset');
    const foreign = await call('POST', `/api/admin/email-templates/${welcome.id}/activate`, {
      versionId: reset.activeVersion!.id,
    });
    expect(foreign.statusCode).toBe(404);
    expect(
      (await call('PUT', `/api/admin/email-templates/${welcome.id}`, { subject: '', html: 'x' })).statusCode,
    ).toBe(400);
    expect((await call('GET', '/api/admin/email-templates/999999')).statusCode).toBe(404);
  });
});

describe('preview and test send', () => {
  it('answers a preview that names Object.prototype members, and refuses them as variable names', async () => {
    const preview = await call('POST', '/api/admin/email-templates/preview', {
      subject: '{{toString}}',
      html: '<p>{{constructor}}</p>',
    });
    expect(preview.statusCode).toBe(200);
    expect(json(preview).data).toMatchObject({ subject: '', unknownVariables: ['toString', 'constructor'] });
    const create = await call('POST', '/api/admin/email-templates', {
      key: 'proto_vars',
      name: 'Proto',
      subject: 'x',
      html: 'x',
      variables: [{ name: 'constructor', description: '', sample: '' }],
    });
    expect(create.statusCode).toBe(400);
  });

  it('previews unsaved content with the samples, escaped, reporting unknown variables', async () => {
    const { id } = await templateByKey('contact_reply');
    const response = await call('POST', '/api/admin/email-templates/preview', {
      templateId: id,
      subject: '{{subject}}',
      html: '<p>{{name}} wrote {{originalMessage}} {{nope}}</p>',
      variables: { name: '<script>x</script>' },
    });
    expect(json(response).data).toEqual({
      subject: 'Re: Pricing for schools',
      html: '<p>&#60;script&#62;x&#60;/script&#62; wrote Do you offer discounts for schools? </p>',
      text: '<script>x</script> wrote Do you offer discounts for schools?',
      unknownVariables: ['nope'],
      missingVariables: [],
    });
  });

  it("sends a test of the unsaved content, or of the latest version, to the admin's address", async () => {
    const { id } = await templateByKey('welcome');
    const test = await call('POST', `/api/admin/email-templates/${id}/test`, {
      subject: 'Hi {{name}}',
      html: '<p>T {{url}}</p>',
    });
    expect(json(test).data).toEqual({ success: true, message: expect.any(String), to: admin.email });
    expect(await t.lastEmail(admin.email)).toMatchObject({
      subject: '[Test] Hi Ada Lovelace',
      template: 'welcome',
    });
    await call('POST', `/api/admin/email-templates/${id}/test`);
    expect((await t.lastEmail(admin.email))?.subject).toBe('[Test] Welcome to SaaS Starter');
    const [event] = await securityEvents(t, 'email_test_sent');
    expect(event?.userId).toBe(admin.id);
  });
});

describe('custom templates', () => {
  it('creates (409 on a taken key), edits its variables, and deletes; built-in ones stay', async () => {
    const body = {
      key: 'product_update',
      name: 'Product update',
      subject: 'News for {{name}}',
      html: '<p>{{headline}}</p>',
      variables: [{ name: 'headline', description: 'The news', sample: 'We shipped dark mode' }],
    };
    const created = await call('POST', '/api/admin/email-templates', body);
    expect(created.statusCode).toBe(201);
    const detail = json<{ data: Detail }>(created).data;
    expect(detail.template).toMatchObject({
      key: 'product_update',
      builtIn: false,
      activeVersion: { version: 1 },
    });
    expect((await call('POST', '/api/admin/email-templates', body)).statusCode).toBe(409);
    expect((await call('POST', '/api/admin/email-templates', { ...body, key: 'Bad Key' })).statusCode).toBe(
      400,
    );

    const patched = await call('PATCH', `/api/admin/email-templates/${detail.template.id}`, {
      variables: [
        { name: 'headline', description: 'News', sample: 'x' },
        { name: 'name', description: 'Name', sample: 'Ada' },
      ],
    });
    expect(patched.statusCode).toBe(200);
    const builtIn = await templateByKey('welcome');
    expect(
      (await call('PATCH', `/api/admin/email-templates/${builtIn.id}`, { variables: [] })).statusCode,
    ).toBe(400);
    expect((await call('DELETE', `/api/admin/email-templates/${builtIn.id}`)).statusCode).toBe(400);
    const deleted = await call('DELETE', `/api/admin/email-templates/${detail.template.id}`);
    expect(json(deleted)).toEqual({ data: { success: true, message: expect.any(String) }, success: true });
    expect((await call('GET', `/api/admin/email-templates/${detail.template.id}`)).statusCode).toBe(404);
  });
});

describe('the welcome e-mail', () => {
  it('goes out once even when the same link is followed several times at once', async () => {
    const email = uniqueEmail('twice');
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      payload: { email, password: 'password123', name: 'Twice' },
    });
    const token = decodeURIComponent(/token=([^\s"&]+)/.exec((await t.lastEmail(email))!.text)![1]!);
    await Promise.all(
      [1, 2, 3].map(() =>
        t.app.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { token } }),
      ),
    );
    await t.deps.mailer.drain();
    const welcomes = await t.deps.database.db
      .select()
      .from(emails)
      .where(and(eq(emails.to, email), eq(emails.template, 'welcome')));
    expect(welcomes).toHaveLength(1);
  });

  it('goes out once the address is verified, not at sign-up', async () => {
    const email = uniqueEmail('welcome');
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      payload: { email, password: 'password123', name: 'Wim' },
    });
    const verification = (await t.lastEmail(email))!;
    expect(verification.template).toBe('email_verification');
    const token = /token=([^\s"&]+)/.exec(verification.text)![1]!;
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/verify-email',
      payload: { token: decodeURIComponent(token) },
    });
    expect(await t.lastEmail(email)).toMatchObject({
      template: 'welcome',
      subject: 'Welcome to SaaS Starter',
    });
  });
});
