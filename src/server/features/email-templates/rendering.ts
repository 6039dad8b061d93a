/** Previews of unsaved content with sample values, and a test send to the admin's own address. */
import type { PreviewBody, TemplateContent } from '../../../shared/contracts/email-templates.ts';
import { DEFAULT_LOCALE, type Locale } from '../../../shared/i18n/locales.ts';
import type { AdminActor } from '../../core/admin-action.ts';
import type { RequestMeta } from '../../core/security-log.ts';
import type { EmailTemplate } from '../../db/schema.ts';
import { GLOBAL_VARIABLES } from '../../mail/built-in/variables.ts';
import { renderTemplate } from '../../mail/render.ts';
import type { EmailTemplateDeps } from './deps.ts';
import { findTemplate, latestVersions } from './template-rows.ts';

/** Sample values of a template's variables, plus the globals. */
const samplesOf = ({ templates }: EmailTemplateDeps, template: EmailTemplate | undefined) => ({
  ...Object.fromEntries(GLOBAL_VARIABLES.map((variable) => [variable.name, variable.sample])),
  ...templates.globals(),
  ...Object.fromEntries((template?.variables ?? []).map((variable) => [variable.name, variable.sample])),
});

const declaredOf = (template: EmailTemplate | undefined) =>
  [...(template?.variables ?? []), ...GLOBAL_VARIABLES].map((variable) => variable.name);

/** Renders unsaved content with the template's samples (and any given values). */
export async function previewTemplate(deps: EmailTemplateDeps, body: PreviewBody) {
  const template = body.templateId === undefined ? undefined : await findTemplate(deps.db, body.templateId);
  return renderTemplate(body, { ...samplesOf(deps, template), ...body.variables }, declaredOf(template));
}

/**
 * Sends the given content (or the latest saved version of the language, else English's) with
 * sample values to the admin. The
 * e-mail goes first; the security entry is written (through the one admin-action writer) once it
 * has been handed to the mailer, so the log never records a test that was not sent.
 */
export async function sendTestTemplate(
  deps: EmailTemplateDeps,
  actor: AdminActor,
  meta: RequestMeta,
  id: number,
  body: Partial<TemplateContent>,
  locale: Locale = DEFAULT_LOCALE,
) {
  const template = await findTemplate(deps.db, id);
  let content: TemplateContent;
  if (body.subject !== undefined && body.html !== undefined) {
    content = { subject: body.subject, html: body.html, text: body.text ?? '' };
  } else {
    const latest =
      (await latestVersions(deps.db, [id], locale)).get(id) ??
      (await latestVersions(deps.db, [id], DEFAULT_LOCALE)).get(id)!;
    content = { subject: latest.subject, html: latest.html, text: latest.text };
  }
  const rendered = renderTemplate(content, samplesOf(deps, template), declaredOf(template));
  await deps.mailer.send({
    to: actor.email,
    template: template.key,
    subject: `[Test] ${rendered.subject}`,
    html: rendered.html,
    text: rendered.text,
  });
  return deps.runAdminAction({ actor, meta }, async () => ({
    result: { success: true as const, message: `Test e-mail sent to ${actor.email}`, to: actor.email },
    event: {
      eventType: 'email_test_sent',
      description: `${actor.email} sent a test of the "${template.name}" e-mail to themselves`,
      userId: actor.id,
      metadata: { templateId: id, key: template.key, locale },
    },
  }));
}
