/**
 * E-mail templates per language: every built-in e-mail in every language, the recipient's
 * language picked when sending, the fallback of a language without its own version (see
 * src/server/mail/template-store.ts), and languages edited independently.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../../shared/i18n/locales.ts';
import { emailTemplateLocales, emailTemplateVersions } from '../../db/schema.ts';
import { GLOBAL_VARIABLES } from '../../mail/built-in/variables.ts';
import { BUILT_IN_TEMPLATES } from '../../mail/built-in-templates.ts';
import { ensureBuiltInTemplates } from '../../mail/template-store.ts';
import { json, uniqueEmail } from '../../testing/app.ts';
import { sharedTestApp, sharedUser } from '../../testing/suite.ts';

type Detail = {
  template: {
    id: number;
    key: string;
    locale: string;
    ownVersion: boolean;
    subject: string;
    html: string;
    text: string;
    activeVersion: { id: number; version: number } | null;
    latestVersion: { id: number; version: number } | null;
  };
  versions: Array<{ id: number; version: number; active: boolean }>;
};

const t = sharedTestApp();
const admin = sharedUser(t, { role: 'admin' });

const detailOf = async (id: number, locale?: string) =>
  json<{ data: Detail }>(
    await t.call('GET', `/api/admin/email-templates/${id}${locale ? `?locale=${locale}` : ''}`, {
      as: admin,
    }),
  ).data;

/** A language's side of a template (the template's updatedAt moves with any language's save). */
const englishSide = async (id: number) => {
  const { template, versions } = await detailOf(id);
  const { updatedAt: _updatedAt, ...rest } = template as Detail['template'] & { updatedAt: string };
  return { template: rest, versions };
};

async function idOf(key: string): Promise<number> {
  const list = json<{ data: { templates: Array<{ id: number; key: string }> } }>(
    await t.call('GET', '/api/admin/email-templates', { as: admin }),
  ).data.templates;
  return list.find((item) => item.key === key)!.id;
}

describe('built-in e-mails in every language', () => {
  for (const template of BUILT_IN_TEMPLATES) {
    it(`${template.key}: its own words in each language, every placeholder filled`, async () => {
      const samples = Object.fromEntries(
        [...template.variables, ...GLOBAL_VARIABLES].map((variable) => [variable.name, variable.sample]),
      );
      const english = await t.deps.templates.renderActive(template.key, samples, 'en');
      for (const locale of LOCALES) {
        const rendered = await t.deps.templates.renderActive(template.key, samples, locale);
        expect(rendered.locale).toBe(locale);
        for (const part of [rendered.subject, rendered.html, rendered.text]) {
          expect(part, `${template.key} ${locale}`).not.toContain('{{');
          expect(part.trim(), `${template.key} ${locale}`).not.toBe('');
        }
        expect(rendered.unknownVariables).toEqual([]);
        expect(rendered.html).toContain(`<html lang="${locale}">`);
        if (locale === 'en') continue;
        // contact_reply's subject is the one the admin wrote, in any language.
        if (template.key !== 'contact_reply') expect(rendered.subject).not.toBe(english.subject);
        expect(rendered.html).not.toBe(english.html.replace('lang="en"', `lang="${locale}"`));
        expect(rendered.text).not.toBe(english.text);
      }
    });
  }
});

describe('sending in the recipient’s language', () => {
  it('sends a user whose saved language is German the German e-mail', async () => {
    const email = uniqueEmail('de');
    const signUp = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      headers: { 'accept-language': 'de-DE,de;q=0.9' },
      payload: { email, password: 'password123', name: 'Grete' },
    });
    expect(signUp.statusCode).toBeLessThan(300);
    const verification = (await t.lastEmail(email))!;
    expect(verification.template).toBe('email_verification');
    expect(verification.subject).toBe('Bestätigen Sie Ihre E-Mail-Adresse für SaaS Starter');
    expect(verification.html).toContain('Hallo Grete,');
    expect(verification.text).toContain('E-Mail-Adresse bestätigen');

    // Later e-mails look the saved language up by address; a language the caller names wins.
    await t.deps.mailer.sendTemplate('feedback_reply', email, {
      name: 'Grete',
      message: 'Danke!',
      originalMessage: 'Gut',
    });
    expect((await t.lastEmail(email))?.subject).toBe('Zu Ihrem Feedback an SaaS Starter');
    await t.deps.mailer.sendTemplate(
      'feedback_reply',
      email,
      { name: 'Grete', message: 'Merci', originalMessage: 'Bien' },
      'fr',
    );
    expect((await t.lastEmail(email))?.subject).toBe('À propos de votre avis sur SaaS Starter');
  });

  it('sends English to an address that belongs to no user', async () => {
    const email = uniqueEmail('visitor');
    await t.deps.mailer.sendTemplate('feedback_reply', email, {
      name: 'Vic',
      message: 'Thanks',
      originalMessage: 'Good',
    });
    expect((await t.lastEmail(email))?.subject).toBe('About your feedback to SaaS Starter');
  });

  it('sends each recipient of a bulk send the e-mail in their own language, with their own values', async () => {
    const german = uniqueEmail('bulk-de');
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      headers: { 'accept-language': 'de-DE,de;q=0.9' },
      payload: { email: german, password: 'password123', name: 'Grete' },
    });
    const visitor = uniqueEmail('bulk-visitor');
    await t.deps.mailer.sendTemplateToMany('waitlist_invitation', [
      { to: german, values: { name: 'Grete', url: 'https://example.com/grete' } },
      { to: visitor, values: { name: 'Vic', url: 'https://example.com/vic' } },
    ]);
    const toGerman = (await t.lastEmail(german))!;
    expect(toGerman.subject).toBe('Ihre Einladung zu SaaS Starter');
    expect(toGerman.html).toContain('https://example.com/grete');
    const toVisitor = (await t.lastEmail(visitor))!;
    expect(toVisitor.subject).toBe("You're invited to SaaS Starter");
    expect(toVisitor.html).toContain('https://example.com/vic');
  });
});

describe('the fallback of a language without its own version', () => {
  it('a custom template written in English only is sent in English to every language', async () => {
    const created = await t.call('POST', '/api/admin/email-templates', {
      as: admin,
      payload: {
        key: 'locale_fallback',
        name: 'Fallback',
        subject: 'News for {{name}}',
        html: '<p>Hi {{name}}</p>',
      },
    });
    expect(created.statusCode).toBe(201);
    const { id } = json<{ data: Detail }>(created).data.template;

    const german = await detailOf(id, 'de');
    expect(german.template).toMatchObject({
      locale: 'de',
      ownVersion: false,
      activeVersion: null,
      latestVersion: null,
      subject: 'News for {{name}}',
    });
    expect(german.versions).toEqual([]);
    const rendered = await t.deps.templates.renderActive('locale_fallback', { name: 'Ada' }, 'de');
    expect(rendered).toMatchObject({ subject: 'News for Ada', locale: 'en' });

    // Once German has a version of its own, German e-mails use it; Spanish still falls back.
    const saved = await t.call('PUT', `/api/admin/email-templates/${id}?locale=de`, {
      as: admin,
      payload: { subject: 'Neuigkeiten für {{name}}', html: '<p>Hallo {{name}}</p>', activate: true },
    });
    expect(json<{ data: Detail }>(saved).data.template).toMatchObject({
      locale: 'de',
      ownVersion: true,
      activeVersion: { version: 1 },
    });
    expect((await t.deps.templates.renderActive('locale_fallback', { name: 'Ada' }, 'de')).subject).toBe(
      'Neuigkeiten für Ada',
    );
    expect((await t.deps.templates.renderActive('locale_fallback', { name: 'Ada' }, 'es')).subject).toBe(
      'News for Ada',
    );
  });

  it("an admin's edit of the English version leaves the German built-in text in German e-mails", async () => {
    const id = await idOf('subscription_changed');
    await t.call('PUT', `/api/admin/email-templates/${id}`, {
      as: admin,
      payload: { subject: 'Plan update at {{appName}}', html: '<p>{{toPlan}}</p>', activate: true },
    });
    const values = { name: 'Ada', fromPlan: 'Pro', toPlan: 'Startup' };
    expect((await t.deps.templates.renderActive('subscription_changed', values, 'en')).subject).toBe(
      'Plan update at SaaS Starter',
    );
    expect((await t.deps.templates.renderActive('subscription_changed', values, 'de')).subject).toBe(
      'Ihr Abonnement bei SaaS Starter wurde geändert',
    );
  });
});

describe('editing one language', () => {
  it('saving and activating the French version leaves the English one as it was', async () => {
    const id = await idOf('waitlist_invitation');
    const englishBefore = await englishSide(id);
    const frenchBefore = await detailOf(id, 'fr');
    expect(frenchBefore.template).toMatchObject({ ownVersion: true, activeVersion: { version: 1 } });
    expect(frenchBefore.template.subject).toBe('Votre invitation à {{appName}}');

    const saved = await t.call('PUT', `/api/admin/email-templates/${id}?locale=fr`, {
      as: admin,
      payload: { subject: 'Bienvenue chez {{appName}}, {{name}}', html: '<p>{{url}}</p>', activate: true },
    });
    expect(saved.statusCode).toBe(200);
    const french = json<{ data: Detail }>(saved).data;
    expect(french.template).toMatchObject({ locale: 'fr', activeVersion: { version: 2 } });
    expect(french.versions.map((version) => [version.version, version.active])).toEqual([
      [2, true],
      [1, false],
    ]);

    expect(await englishSide(id)).toEqual(englishBefore);
    const values = { name: 'Ada', url: 'https://example.com/sign-up' };
    expect((await t.deps.templates.renderActive('waitlist_invitation', values, 'fr')).subject).toBe(
      'Bienvenue chez SaaS Starter, Ada',
    );
    expect((await t.deps.templates.renderActive('waitlist_invitation', values, 'en')).subject).toBe(
      "You're invited to SaaS Starter",
    );

    // Rolling French back to its version 1 touches French only.
    const version1 = french.versions.find((version) => version.version === 1)!;
    const rolledBack = await t.call('POST', `/api/admin/email-templates/${id}/activate`, {
      as: admin,
      payload: { versionId: version1.id },
    });
    expect(json<{ data: Detail }>(rolledBack).data.template).toMatchObject({
      locale: 'fr',
      activeVersion: { version: 1 },
    });
    expect((await t.deps.templates.renderActive('waitlist_invitation', values, 'fr')).subject).toBe(
      'Votre invitation à SaaS Starter',
    );
    expect(await englishSide(id)).toEqual(englishBefore);
  });

  it('refuses a language the service does not have', async () => {
    const id = await idOf('welcome');
    expect(
      (await t.call('GET', `/api/admin/email-templates/${id}?locale=ja`, { as: admin })).statusCode,
    ).toBe(400);
  });
});

describe('installing the languages', () => {
  it('adds a missing language (a database from before languages) on start, leaving the others alone', async () => {
    const id = await idOf('payment_failed');
    const db = t.deps.database.db;
    const englishBefore = await englishSide(id);
    await db
      .delete(emailTemplateLocales)
      .where(and(eq(emailTemplateLocales.templateId, id), eq(emailTemplateLocales.locale, 'es')));
    await db
      .delete(emailTemplateVersions)
      .where(and(eq(emailTemplateVersions.templateId, id), eq(emailTemplateVersions.locale, 'es')));
    expect((await detailOf(id, 'es')).template.ownVersion).toBe(false);

    await ensureBuiltInTemplates(db);
    await ensureBuiltInTemplates(db); // idempotent
    const spanish = await detailOf(id, 'es');
    expect(spanish.template).toMatchObject({
      ownVersion: true,
      activeVersion: { version: 1 },
      subject: 'No se ha podido cobrar tu suscripción a {{appName}}',
    });
    expect(spanish.versions).toHaveLength(1);
    expect(await englishSide(id)).toEqual(englishBefore);
  });
});
