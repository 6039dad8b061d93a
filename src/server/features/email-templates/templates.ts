/** The template list, and creating, editing and deleting templates (custom ones; built-ins are edited only). */
import { asc, desc, eq, sql } from 'drizzle-orm';
import type { CreateTemplateBody, PatchTemplateBody } from '../../../shared/contracts/email-templates.ts';
import { DEFAULT_LOCALE, type Locale } from '../../../shared/i18n/locales.ts';
import type { AdminActor } from '../../core/admin-action.ts';
import { AppError } from '../../core/errors.ts';
import type { RequestMeta } from '../../core/security-log.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { emailTemplates } from '../../db/schema.ts';
import { addVersion } from '../../mail/template-store.ts';
import { type EmailTemplateDeps, keyTaken, templateChanged } from './deps.ts';
import { lockTemplate, summaries, templateDetail } from './template-rows.ts';

export async function listTemplates({ db }: EmailTemplateDeps, locale: Locale) {
  const rows = await db
    .select()
    .from(emailTemplates)
    .orderBy(desc(emailTemplates.builtIn), asc(emailTemplates.name));
  return { templates: (await summaries(db, rows, locale)).map((item) => item.summary) };
}

export const getTemplate = ({ db }: EmailTemplateDeps, id: number, locale: Locale) =>
  templateDetail(db, id, locale);

/** A custom template with its first (English) version, active at once; other languages fall back to it. */
export async function createTemplate(
  { runAdminAction }: EmailTemplateDeps,
  actor: AdminActor,
  meta: RequestMeta,
  body: CreateTemplateBody,
) {
  try {
    return await runAdminAction({ actor, meta }, async (tx) => {
      const [taken] = await tx
        .select({ id: emailTemplates.id })
        .from(emailTemplates)
        .where(eq(emailTemplates.key, body.key));
      if (taken) throw keyTaken();
      const [template] = await tx
        .insert(emailTemplates)
        .values({ key: body.key, name: body.name, description: body.description, variables: body.variables })
        .returning();
      await addVersion(tx, template!.id, body, {
        createdBy: actor.id,
        activate: true,
        locale: DEFAULT_LOCALE,
      });
      return {
        result: await templateDetail(tx, template!.id),
        event: templateChanged(
          'created',
          actor,
          template!,
          `created the custom e-mail template "${body.name}" (${body.key})`,
        ),
      };
    });
  } catch (error) {
    // Two admins creating the same key at once: the loser gets the same 409 as a visible clash.
    if (isUniqueViolation(error)) throw keyTaken();
    throw error;
  }
}

/** Name and description of any template; the variables of custom ones only (the code fills built-in ones). */
export function patchTemplate(
  { runAdminAction }: EmailTemplateDeps,
  actor: AdminActor,
  meta: RequestMeta,
  id: number,
  body: PatchTemplateBody,
) {
  return runAdminAction({ actor, meta }, async (tx) => {
    const template = await lockTemplate(tx, id);
    if (template.builtIn && body.variables !== undefined) {
      throw new AppError('BAD_REQUEST', 'The variables of a built-in template are set by the service', {
        details: [{ path: 'variables', message: 'Built-in' }],
      });
    }
    await tx
      .update(emailTemplates)
      .set({
        ...(body.name === undefined ? {} : { name: body.name }),
        ...(body.description === undefined ? {} : { description: body.description }),
        ...(body.variables === undefined ? {} : { variables: body.variables }),
        updatedAt: sql`now()`,
      })
      .where(eq(emailTemplates.id, id));
    return {
      result: await templateDetail(tx, id),
      event: templateChanged(
        'edited',
        actor,
        template,
        `edited the details of the "${template.name}" e-mail template`,
        {
          fields: Object.keys(body),
        },
      ),
    };
  });
}

export function removeTemplate(
  { runAdminAction }: EmailTemplateDeps,
  actor: AdminActor,
  meta: RequestMeta,
  id: number,
) {
  return runAdminAction({ actor, meta }, async (tx) => {
    const template = await lockTemplate(tx, id);
    if (template.builtIn) {
      throw new AppError('BAD_REQUEST', 'Built-in templates cannot be deleted: the service sends them');
    }
    await tx.delete(emailTemplates).where(eq(emailTemplates.id, id));
    return {
      result: { success: true as const, message: `Deleted the "${template.name}" template` },
      event: templateChanged(
        'deleted',
        actor,
        template,
        `deleted the custom e-mail template "${template.name}" (${template.key})`,
      ),
    };
  });
}
