/**
 * The invitation e-mail's language and role word: the invitee's saved language when they have
 * one, else the inviter's; `{{role}}` in that language (the web app's role names), also in a
 * template an admin edited.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { INVITATION_ROLES, type InvitationRole } from '../../../shared/contracts/organizations.ts';
import { LOCALES, type Locale } from '../../../shared/i18n/locales.ts';
import { subscriptionPlans, subscriptions } from '../../db/schema.ts';
import { invitationRoleWord } from '../../mail/built-in/words.ts';
import { json, type TestUser, uniqueEmail } from '../../testing/app.ts';
import { sharedTestApp, sharedUser } from '../../testing/suite.ts';

const t = sharedTestApp();
const siteAdmin = sharedUser(t, { role: 'admin' });

let counter = 0;

/** A verified user whose saved language is `locale` (null: none saved). */
async function userSpeaking(name: string, locale: Locale | null) {
  const user = await t.createUser({ name: `${name} ${counter++}`, verified: true });
  const saved = await t.call('PUT', '/api/me', { as: user, payload: { locale } });
  expect(saved.statusCode, saved.body).toBe(200);
  return user;
}

/** An organization on the Startup plan (room to invite), owned by `owner`. */
async function organizationOf(owner: TestUser) {
  const created = await t.call('POST', '/api/organizations', {
    as: owner,
    payload: { name: `Crew ${counter++}` },
  });
  expect(created.statusCode, created.body).toBe(201);
  const id = json(created).data.organization as { id: string };
  const db = t.deps.database.db;
  const [plan] = await db.select().from(subscriptionPlans).where(eq(subscriptionPlans.slug, 'startup'));
  await db.insert(subscriptions).values({
    id: `sub_mail_${counter++}`,
    userId: owner.id,
    organizationId: id.id,
    planId: plan!.id,
    status: 'active',
    providerUpdatedAt: new Date(),
  });
  return id.id;
}

/** `inviter` invites `email` to a new organization of theirs; the e-mail that went out. */
async function inviteMail(inviter: TestUser, email: string, role: InvitationRole) {
  const organizationId = await organizationOf(inviter);
  const response = await t.call('POST', `/api/organizations/${organizationId}/invitations`, {
    as: inviter,
    payload: { email, role },
  });
  expect(response.statusCode, response.body).toBe(201);
  const mail = (await t.lastEmail(email))!;
  expect(mail.template).toBe('organization_invitation');
  return mail;
}

describe('an invitation to an address without an account', () => {
  it("goes out in the German inviter's language, the role in German", async () => {
    const inviter = await userSpeaking('Greta', 'de');
    const member = await inviteMail(inviter, uniqueEmail('neu'), 'member');
    expect(member.subject).toMatch(/^Greta \d+ hat Sie zu Crew \d+ auf SaaS Starter eingeladen$/);
    expect(member.text).toContain('auf SaaS Starter als Mitglied beizutreten.');
    expect(member.html).toContain('<html lang="de">');
    expect(member.html).not.toContain('als member');

    const admin = await inviteMail(inviter, uniqueEmail('neu'), 'admin');
    expect(admin.text).toContain('auf SaaS Starter als Admin beizutreten.');
  });

  it("goes out in a French or Spanish inviter's language, the role in it", async () => {
    const french = await inviteMail(await userSpeaking('Félix', 'fr'), uniqueEmail('nouveau'), 'admin');
    expect(french.subject).toMatch(/vous invite à rejoindre Crew \d+ sur SaaS Starter$/);
    expect(french.text).toContain('sur SaaS Starter avec le rôle admin.');

    const spanish = await inviteMail(await userSpeaking('Lucía', 'es'), uniqueEmail('nuevo'), 'member');
    expect(spanish.subject).toMatch(/te ha invitado a Crew \d+ en SaaS Starter$/);
    expect(spanish.text).toContain('en SaaS Starter como miembro.');
    const spanishAdmin = await inviteMail(await userSpeaking('Pablo', 'es'), uniqueEmail('nuevo'), 'admin');
    expect(spanishAdmin.text).toContain('en SaaS Starter como administrador.');
  });

  it('goes out in English, "as member", when the inviter saved no language', async () => {
    const mail = await inviteMail(await userSpeaking('Nomad', null), uniqueEmail('new'), 'member');
    expect(mail.text).toContain('on SaaS Starter as member.');
  });

  it('a resent invitation is in the language of who sends it again', async () => {
    const owner = await userSpeaking('Owner', 'en');
    const organizationId = await organizationOf(owner);
    const germanAdmin = await userSpeaking('Dora', 'de');
    const email = uniqueEmail('neu');
    const url = `/api/organizations/${organizationId}/invitations`;
    const invited = await t.call('POST', url, {
      as: owner,
      payload: { email: germanAdmin.email, role: 'admin' },
    });
    expect(invited.statusCode, invited.body).toBe(201);
    const token = (await t.lastEmail(germanAdmin.email))?.html.match(/\/invitations\/([A-Za-z0-9_-]+)/)?.[1];
    const accepted = await t.call('POST', '/api/invitations/accept', { as: germanAdmin, payload: { token } });
    expect(accepted.statusCode, accepted.body).toBe(200);

    const created = await t.call('POST', url, { as: owner, payload: { email, role: 'member' } });
    expect(created.statusCode, created.body).toBe(201);
    expect((await t.lastEmail(email))?.text).toContain('as member.');
    const { id } = json(created).data.invitation as { id: string };
    const resent = await t.call('POST', `${url}/${id}/resend`, { as: germanAdmin });
    expect(resent.statusCode, resent.body).toBe(200);
    expect((await t.lastEmail(email))?.text).toContain('als Mitglied beizutreten.');
  });
});

describe('an invitation to someone with an account', () => {
  it("keeps the invitee's own saved language, whatever the inviter's", async () => {
    const inviter = await userSpeaking('Greta', 'de');
    const spanish = await userSpeaking('Lucía', 'es');
    const english = await userSpeaking('Ada', 'en');
    expect((await inviteMail(inviter, spanish.email, 'admin')).text).toContain(
      'en SaaS Starter como administrador.',
    );
    const mail = await inviteMail(inviter, english.email, 'member');
    expect(mail.subject).toMatch(/invited you to Crew \d+ on SaaS Starter$/);
    expect(mail.text).toContain('on SaaS Starter as member.');
  });

  it("is in the inviter's language when the invitee saved none", async () => {
    const inviter = await userSpeaking('Greta', 'de');
    const invitee = await userSpeaking('Quiet', null);
    const mail = await inviteMail(inviter, invitee.email, 'member');
    expect(mail.text).toContain('Hallo Quiet ');
    expect(mail.text).toContain('als Mitglied beizutreten.');
  });
});

describe("an admin's edited invitation template", () => {
  it('still receives the role in the e-mail’s language', async () => {
    const list = json<{ data: { templates: Array<{ id: number; key: string }> } }>(
      await t.call('GET', '/api/admin/email-templates', { as: siteAdmin }),
    ).data.templates;
    const id = list.find((template) => template.key === 'organization_invitation')!.id;
    const saved = await t.call('PUT', `/api/admin/email-templates/${id}?locale=de`, {
      as: siteAdmin,
      payload: {
        subject: 'Einladung zu {{organizationName}}',
        html: '<p>Ihre Rolle: {{role}}. {{url}}</p>',
        activate: true,
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);

    const mail = await inviteMail(await userSpeaking('Greta', 'de'), uniqueEmail('neu'), 'admin');
    expect(mail.subject).toMatch(/^Einladung zu Crew \d+$/);
    expect(mail.text).toContain('Ihre Rolle: Admin.');
  });
});

describe('the role words of the e-mail', () => {
  it("are the web app's role names (organizations.json role.*) in every language", async () => {
    for (const locale of LOCALES) {
      const catalog = (await import(`../../../shared/i18n/catalogs/${locale}/organizations.json`, {
        with: { type: 'json' },
      })) as { default: Record<string, string> };
      for (const role of INVITATION_ROLES) {
        const web = catalog.default[`role.${role}`]!;
        expect(invitationRoleWord(locale, role).toLowerCase(), `${locale} ${role}`).toBe(web.toLowerCase());
      }
    }
  });
});
