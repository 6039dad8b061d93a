/**
 * The templates in the database: installs the built-in ones on first start (idempotent, safe with
 * several instances starting at once) and renders a template's active version by key.
 */
import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { emailTemplates, emailTemplateVersions } from '../db/schema.ts';
import { AppError } from '../http/errors.ts';
import { BUILT_IN_TEMPLATES, GLOBAL_VARIABLES } from './built-in-templates.ts';
import { type RenderResult, renderTemplate, type TemplateContent } from './render.ts';

export async function ensureBuiltInTemplates(db: Db): Promise<void> {
  for (const template of BUILT_IN_TEMPLATES) {
    await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(emailTemplates)
        .values({
          key: template.key,
          name: template.name,
          description: template.description,
          variables: template.variables,
          builtIn: true,
        })
        .onConflictDoNothing({ target: emailTemplates.key })
        .returning({ id: emailTemplates.id });
      if (!created) {
        // Already there (an earlier start, or another instance): the admin's versions, name and
        // description stay; the variables follow the code, which is what fills them.
        const [current] = await tx
          .select({ variables: emailTemplates.variables })
          .from(emailTemplates)
          .where(eq(emailTemplates.key, template.key));
        if (JSON.stringify(current?.variables) !== JSON.stringify(template.variables)) {
          await tx
            .update(emailTemplates)
            .set({ variables: template.variables })
            .where(eq(emailTemplates.key, template.key));
        }
        return;
      }
      await addVersion(tx, created.id, template, { createdBy: null, activate: true });
    });
  }
}

export interface TemplateStore {
  /** The values every template can use: appName, baseUrl, year. */
  globals(): Record<string, string>;
  /** Renders the active version of `key` with `values` (plus the globals). */
  renderActive(key: string, values: Record<string, string | undefined>): Promise<RenderResult>;
}

export function createTemplateStore(db: Db, site: { appName: string; baseUrl: string }): TemplateStore {
  const globals = () => ({
    appName: site.appName,
    baseUrl: site.baseUrl,
    year: String(new Date().getUTCFullYear()),
  });
  return {
    globals,
    async renderActive(key, values) {
      const [row] = await db
        .select({ template: emailTemplates, version: emailTemplateVersions })
        .from(emailTemplates)
        .innerJoin(emailTemplateVersions, eq(emailTemplateVersions.id, emailTemplates.activeVersionId))
        .where(eq(emailTemplates.key, key))
        .limit(1);
      if (!row) throw new AppError('INTERNAL', `E-mail template "${key}" has no active version`);
      const declared = [...row.template.variables, ...GLOBAL_VARIABLES].map((variable) => variable.name);
      return renderTemplate(row.version, { ...globals(), ...values }, declared);
    },
  };
}

/**
 * Saves the next version of a template (inside the transaction that locked or created it);
 * `activate` makes it the one e-mails are sent from. A save touches the template's updatedAt.
 * Content identical to the latest version saves nothing new (`created: false`): with `activate`,
 * that latest version becomes the active one.
 */
export async function addVersion(
  tx: Db,
  templateId: number,
  content: TemplateContent,
  options: { createdBy: string | null; activate: boolean },
): Promise<{ id: number; version: number; created: boolean }> {
  const wanted = pickContent(content);
  const [latest] = await tx
    .select()
    .from(emailTemplateVersions)
    .where(eq(emailTemplateVersions.templateId, templateId))
    .orderBy(desc(emailTemplateVersions.version))
    .limit(1);
  const unchanged =
    latest !== undefined &&
    latest.subject === wanted.subject &&
    latest.html === wanted.html &&
    latest.text === wanted.text;
  const saved = unchanged
    ? { id: latest.id, version: latest.version }
    : await insertVersion(tx, templateId, wanted, options.createdBy);
  if (!unchanged || options.activate)
    await tx
      .update(emailTemplates)
      .set(
        options.activate ? { activeVersionId: saved.id, updatedAt: new Date() } : { updatedAt: new Date() },
      )
      .where(eq(emailTemplates.id, templateId));
  return { ...saved, created: !unchanged };
}

async function insertVersion(
  tx: Db,
  templateId: number,
  content: ReturnType<typeof pickContent>,
  createdBy: string | null,
) {
  const version = await nextVersionNumber(tx, templateId);
  const [saved] = await tx
    .insert(emailTemplateVersions)
    .values({ templateId, version, ...content, createdBy })
    .returning({ id: emailTemplateVersions.id });
  return { id: saved!.id, version };
}

const pickContent = ({ subject, html, text }: TemplateContent) => ({ subject, html, text });

/** The next version number of a template (inside the transaction that saves it). */
async function nextVersionNumber(tx: Db, templateId: number): Promise<number> {
  const [row] = await tx
    .select({ max: sql<number>`coalesce(max(${emailTemplateVersions.version}), 0)`.mapWith(Number) })
    .from(emailTemplateVersions)
    .where(eq(emailTemplateVersions.templateId, templateId));
  return (row?.max ?? 0) + 1;
}
