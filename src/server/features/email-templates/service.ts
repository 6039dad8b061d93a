/**
 * E-mail templates for admins: every save is a new version (history for rollback), one version is
 * active (what the service sends), previews render unsaved content with sample values, and a test
 * send goes to the admin's own address.
 */
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import {
  type EmailTemplate,
  type EmailTemplateVersion,
  emailTemplates,
  emailTemplateVersions,
  users,
} from '../../db/schema.ts';
import type { AdminActionRunner, AdminActor } from '../../http/admin-action.ts';
import { AppError, notFound } from '../../http/errors.ts';
import type { RequestMeta, SecurityLog } from '../../http/security-log.ts';
import { GLOBAL_VARIABLES } from '../../mail/built-in-templates.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { renderTemplate } from '../../mail/render.ts';
import { nextVersionNumber, type TemplateStore } from '../../mail/template-store.ts';
import type { contentBody, createBody, patchBody, previewBody } from './schemas.ts';

type Content = z.infer<typeof contentBody>;

const ref = (version: Pick<EmailTemplateVersion, 'id' | 'version' | 'createdAt'>) => ({
  id: version.id,
  version: version.version,
  createdAt: version.createdAt.toISOString(),
});

export function createEmailTemplateService(deps: {
  db: Db;
  runAdminAction: AdminActionRunner;
  securityLog: SecurityLog;
  mailer: Mailer;
  templates: TemplateStore;
}) {
  const { db, runAdminAction, securityLog, mailer, templates } = deps;

  /** The newest version of each template, in one query. */
  async function latestVersions(tx: Db, templateIds: number[]) {
    if (templateIds.length === 0) return new Map<number, EmailTemplateVersion>();
    const rows = await tx
      .selectDistinctOn([emailTemplateVersions.templateId])
      .from(emailTemplateVersions)
      .where(inArray(emailTemplateVersions.templateId, templateIds))
      .orderBy(emailTemplateVersions.templateId, desc(emailTemplateVersions.version));
    return new Map(rows.map((row) => [row.templateId, row]));
  }

  async function summaries(tx: Db, rows: EmailTemplate[]) {
    const latest = await latestVersions(
      tx,
      rows.map((row) => row.id),
    );
    const activeIds = rows.map((row) => row.activeVersionId).filter((id): id is number => id !== null);
    const active = activeIds.length
      ? await tx.select().from(emailTemplateVersions).where(inArray(emailTemplateVersions.id, activeIds))
      : [];
    const activeById = new Map(active.map((row) => [row.id, row]));
    return rows.map((row) => {
      const activeVersion = row.activeVersionId ? activeById.get(row.activeVersionId) : undefined;
      const latestVersion = latest.get(row.id)!;
      return {
        summary: {
          id: row.id,
          key: row.key,
          name: row.name,
          description: row.description,
          builtIn: row.builtIn,
          variables: row.variables,
          activeVersion: activeVersion ? ref(activeVersion) : null,
          latestVersion: ref(latestVersion),
          updatedAt: row.updatedAt.toISOString(),
        },
        latest: latestVersion,
      };
    });
  }

  async function lockTemplate(tx: Db, id: number) {
    const [row] = await tx.select().from(emailTemplates).where(eq(emailTemplates.id, id)).for('update');
    if (!row) throw notFound('Template not found');
    return row;
  }

  async function detail(tx: Db, id: number) {
    const [row] = await tx.select().from(emailTemplates).where(eq(emailTemplates.id, id));
    if (!row) throw notFound('Template not found');
    const [{ summary, latest }] = (await summaries(tx, [row])) as [
      Awaited<ReturnType<typeof summaries>>[number],
    ];
    const versions = await tx
      .select({ version: emailTemplateVersions, author: { id: users.id, name: users.name } })
      .from(emailTemplateVersions)
      .leftJoin(users, eq(users.id, emailTemplateVersions.createdBy))
      .where(eq(emailTemplateVersions.templateId, id))
      .orderBy(desc(emailTemplateVersions.version));
    return {
      template: { ...summary, subject: latest.subject, html: latest.html, text: latest.text },
      versions: versions.map(({ version, author }) => ({
        id: version.id,
        version: version.version,
        subject: version.subject,
        createdAt: version.createdAt.toISOString(),
        createdBy: author?.id ? { id: author.id, name: author.name } : null,
        active: version.id === row.activeVersionId,
      })),
    };
  }

  /** Sample values of a template's variables, plus the globals. */
  const samplesOf = (template: EmailTemplate | undefined) => ({
    ...Object.fromEntries(GLOBAL_VARIABLES.map((variable) => [variable.name, variable.sample])),
    ...templates.globals(),
    ...Object.fromEntries((template?.variables ?? []).map((variable) => [variable.name, variable.sample])),
  });

  const declaredOf = (template: EmailTemplate | undefined) =>
    [...(template?.variables ?? []), ...GLOBAL_VARIABLES].map((variable) => variable.name);

  return {
    async list() {
      const rows = await db
        .select()
        .from(emailTemplates)
        .orderBy(desc(emailTemplates.builtIn), asc(emailTemplates.name));
      return { templates: (await summaries(db, rows)).map((item) => item.summary) };
    },

    get: (id: number) => detail(db, id),

    async getVersion(id: number, versionId: number) {
      const [version] = await db
        .select()
        .from(emailTemplateVersions)
        .where(and(eq(emailTemplateVersions.id, versionId), eq(emailTemplateVersions.templateId, id)));
      if (!version) throw notFound('Version not found');
      return {
        version: {
          id: version.id,
          version: version.version,
          subject: version.subject,
          html: version.html,
          text: version.text,
          createdAt: version.createdAt.toISOString(),
        },
      };
    },

    /** Saves a new version; with `activate`, e-mails are sent from it from now on. */
    async save(actor: AdminActor, meta: RequestMeta, id: number, body: Content & { activate: boolean }) {
      return runAdminAction({ actor, meta }, async (tx) => {
        const template = await lockTemplate(tx, id);
        const version = await nextVersionNumber(tx, id);
        const [saved] = await tx
          .insert(emailTemplateVersions)
          .values({
            templateId: id,
            version,
            subject: body.subject,
            html: body.html,
            text: body.text,
            createdBy: actor.id,
          })
          .returning();
        await tx
          .update(emailTemplates)
          .set(
            body.activate ? { activeVersionId: saved!.id, updatedAt: new Date() } : { updatedAt: new Date() },
          )
          .where(eq(emailTemplates.id, id));
        return {
          result: await detail(tx, id),
          event: {
            eventType: 'email_template_changed',
            description: `${actor.email} saved version ${version} of the "${template.name}" e-mail${body.activate ? ' and activated it' : ''}`,
            metadata: {
              action: body.activate ? 'saved_and_activated' : 'saved',
              templateId: id,
              key: template.key,
              version,
            },
          },
        };
      });
    },

    /** Makes an existing version the active one (a rollback when it is an older one). */
    async activate(actor: AdminActor, meta: RequestMeta, id: number, versionId: number) {
      return runAdminAction({ actor, meta }, async (tx) => {
        const template = await lockTemplate(tx, id);
        const [version] = await tx
          .select()
          .from(emailTemplateVersions)
          .where(and(eq(emailTemplateVersions.id, versionId), eq(emailTemplateVersions.templateId, id)));
        if (!version) throw notFound('Version not found');
        await tx
          .update(emailTemplates)
          .set({ activeVersionId: version.id, updatedAt: new Date() })
          .where(eq(emailTemplates.id, id));
        return {
          result: await detail(tx, id),
          event: {
            eventType: 'email_template_changed',
            description: `${actor.email} activated version ${version.version} of the "${template.name}" e-mail`,
            metadata: {
              action: 'activated',
              templateId: id,
              key: template.key,
              version: version.version,
              previousVersionId: template.activeVersionId,
            },
          },
        };
      });
    },

    /** Renders unsaved content with the template's samples (and any given values). */
    async preview(body: z.infer<typeof previewBody>) {
      let template: EmailTemplate | undefined;
      if (body.templateId !== undefined) {
        [template] = await db.select().from(emailTemplates).where(eq(emailTemplates.id, body.templateId));
        if (!template) throw notFound('Template not found');
      }
      return renderTemplate(body, { ...samplesOf(template), ...body.variables }, declaredOf(template));
    },

    /** Sends the given content (or the latest saved version) with sample values to the admin. */
    async testSend(actor: AdminActor, meta: RequestMeta, id: number, body: Partial<Content>) {
      const [template] = await db.select().from(emailTemplates).where(eq(emailTemplates.id, id));
      if (!template) throw notFound('Template not found');
      let content: Content;
      if (body.subject !== undefined && body.html !== undefined) {
        content = { subject: body.subject, html: body.html, text: body.text ?? '' };
      } else {
        const latest = (await latestVersions(db, [id])).get(id)!;
        content = { subject: latest.subject, html: latest.html, text: latest.text };
      }
      const rendered = renderTemplate(content, samplesOf(template), declaredOf(template));
      await mailer.send({
        to: actor.email,
        template: template.key,
        subject: `[Test] ${rendered.subject}`,
        html: rendered.html,
        text: rendered.text,
      });
      await securityLog.write({
        eventType: 'email_test_sent',
        description: `${actor.email} sent a test of the "${template.name}" e-mail to themselves`,
        userId: actor.id,
        metadata: { templateId: id, key: template.key },
        meta,
      });
      return { success: true as const, message: `Test e-mail sent to ${actor.email}`, to: actor.email };
    },

    async create(actor: AdminActor, meta: RequestMeta, body: z.infer<typeof createBody>) {
      try {
        return await runAdminAction({ actor, meta }, async (tx) => {
          const [taken] = await tx
            .select({ id: emailTemplates.id })
            .from(emailTemplates)
            .where(eq(emailTemplates.key, body.key));
          if (taken) throw keyTaken();
          const [template] = await tx
            .insert(emailTemplates)
            .values({
              key: body.key,
              name: body.name,
              description: body.description,
              variables: body.variables,
            })
            .returning();
          const [version] = await tx
            .insert(emailTemplateVersions)
            .values({
              templateId: template!.id,
              version: 1,
              subject: body.subject,
              html: body.html,
              text: body.text,
              createdBy: actor.id,
            })
            .returning();
          await tx
            .update(emailTemplates)
            .set({ activeVersionId: version!.id })
            .where(eq(emailTemplates.id, template!.id));
          return {
            result: await detail(tx, template!.id),
            event: {
              eventType: 'email_template_changed',
              description: `${actor.email} created the custom e-mail template "${body.name}" (${body.key})`,
              metadata: { action: 'created', templateId: template!.id, key: body.key },
            },
          };
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw keyTaken();
        throw error;
      }
    },

    /** Name and description of any template; the variables of custom ones only (the code fills built-in ones). */
    async patch(actor: AdminActor, meta: RequestMeta, id: number, body: z.infer<typeof patchBody>) {
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
          result: await detail(tx, id),
          event: {
            eventType: 'email_template_changed',
            description: `${actor.email} edited the details of the "${template.name}" e-mail template`,
            metadata: { action: 'edited', templateId: id, key: template.key, fields: Object.keys(body) },
          },
        };
      });
    },

    async remove(actor: AdminActor, meta: RequestMeta, id: number) {
      return runAdminAction({ actor, meta }, async (tx) => {
        const template = await lockTemplate(tx, id);
        if (template.builtIn) {
          throw new AppError('BAD_REQUEST', 'Built-in templates cannot be deleted: the service sends them');
        }
        await tx.delete(emailTemplates).where(eq(emailTemplates.id, id));
        return {
          result: { success: true as const, message: `Deleted the "${template.name}" template` },
          event: {
            eventType: 'email_template_changed',
            description: `${actor.email} deleted the custom e-mail template "${template.name}" (${template.key})`,
            metadata: { action: 'deleted', templateId: id, key: template.key },
          },
        };
      });
    },
  };
}

const keyTaken = () =>
  new AppError('CONFLICT', 'A template with this key already exists', {
    details: [{ path: 'key', message: 'Already taken' }],
  });

export type EmailTemplateService = ReturnType<typeof createEmailTemplateService>;
