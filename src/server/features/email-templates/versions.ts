/** A template's versions: reading one, saving a new one, and making one active (a rollback when older). */
import { and, eq } from 'drizzle-orm';
import type { TemplateContent } from '../../../shared/contracts/email-templates.ts';
import type { Locale } from '../../../shared/i18n/locales.ts';
import type { AdminActor } from '../../core/admin-action.ts';
import { notFound } from '../../core/errors.ts';
import type { RequestMeta } from '../../core/security-log.ts';
import type { Db } from '../../db/client.ts';
import { emailTemplateVersions } from '../../db/schema.ts';
import { addVersion, ownActiveVersionId, setActiveVersion } from '../../mail/template-store.ts';
import { type EmailTemplateDeps, templateChanged } from './deps.ts';
import { lockTemplate, templateDetail } from './template-rows.ts';

async function versionOf(tx: Db, id: number, versionId: number) {
  const [version] = await tx
    .select()
    .from(emailTemplateVersions)
    .where(and(eq(emailTemplateVersions.id, versionId), eq(emailTemplateVersions.templateId, id)));
  if (!version) throw notFound('Version not found');
  return version;
}

export async function getVersion({ db }: EmailTemplateDeps, id: number, versionId: number) {
  const version = await versionOf(db, id, versionId);
  return {
    version: {
      id: version.id,
      locale: version.locale as Locale,
      version: version.version,
      subject: version.subject,
      html: version.html,
      text: version.text,
      createdAt: version.createdAt.toISOString(),
    },
  };
}

/** Saves a new version of one language; with `activate`, e-mails in that language are sent from it. */
export function saveVersion(
  { runAdminAction }: EmailTemplateDeps,
  actor: AdminActor,
  meta: RequestMeta,
  id: number,
  body: TemplateContent & { activate: boolean },
  locale: Locale,
) {
  return runAdminAction({ actor, meta }, async (tx) => {
    const template = await lockTemplate(tx, id);
    const { version, created } = await addVersion(tx, id, body, {
      createdBy: actor.id,
      activate: body.activate,
      locale,
    });
    const which = `the ${locale} "${template.name}" e-mail`;
    // Unchanged content saves no new version: "Save and activate" then activates the latest one.
    const description = created
      ? `saved version ${version} of ${which}${body.activate ? ' and activated it' : ''}`
      : `saved ${which} unchanged (version ${version}${body.activate ? ', now active' : ''})`;
    return {
      result: await templateDetail(tx, id, locale),
      event: templateChanged(
        body.activate ? (created ? 'saved_and_activated' : 'activated') : 'saved',
        actor,
        template,
        description,
        { version, newVersion: created, locale },
      ),
    };
  });
}

export function activateVersion(
  { runAdminAction }: EmailTemplateDeps,
  actor: AdminActor,
  meta: RequestMeta,
  id: number,
  versionId: number,
) {
  return runAdminAction({ actor, meta }, async (tx) => {
    const template = await lockTemplate(tx, id);
    const version = await versionOf(tx, id, versionId);
    // The version names its language: it becomes the active one of that language only.
    const locale = version.locale as Locale;
    const previousVersionId = await ownActiveVersionId(tx, template, locale);
    await setActiveVersion(tx, id, locale, version.id);
    return {
      result: await templateDetail(tx, id, locale),
      event: templateChanged(
        'activated',
        actor,
        template,
        `activated version ${version.version} of the ${locale} "${template.name}" e-mail`,
        { version: version.version, locale, previousVersionId },
      ),
    };
  });
}
