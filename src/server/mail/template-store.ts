/**
 * The templates in the database: installs the built-in ones on first start, in every language
 * (idempotent, safe with several instances starting at once), and renders a template's active
 * version by key in a language.
 *
 * Which version an e-mail in language L is rendered from:
 *   1. L's active version. Every built-in template has one from the start (its built-in text in
 *      L, installed as L's version 1), and an admin's edit of L's version replaces it once activated.
 *   2. Else (a custom template nobody wrote in L yet) English's active version.
 * So an admin's edit of the English version never overrides the German built-in text: German
 * e-mails change only when the German version is edited.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../shared/i18n/locales.ts';
import { AppError } from '../core/errors.ts';
import type { Db } from '../db/client.ts';
import { emailTemplateLocales, emailTemplates, emailTemplateVersions } from '../db/schema.ts';
import { inTransaction } from '../db/transaction.ts';
import { GLOBAL_VARIABLES } from './built-in/variables.ts';
import { BUILT_IN_TEMPLATES, builtInTemplates } from './built-in-templates.ts';
import { type RenderResult, renderTemplate, type TemplateContent } from './render.ts';

export async function ensureBuiltInTemplates(db: Db): Promise<void> {
  for (const template of BUILT_IN_TEMPLATES) {
    await inTransaction(db, async (tx) => {
      await installTemplate(tx, template);
      await installTranslations(tx, template.key);
    });
  }
}

/** The template row and its English version 1, unless it is there already. */
async function installTemplate(tx: Db, template: (typeof BUILT_IN_TEMPLATES)[number]): Promise<void> {
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
  await addVersion(tx, created.id, template, { createdBy: null, activate: true, locale: DEFAULT_LOCALE });
}

/**
 * Each other language's built-in text as that language's version 1 (active), for the languages
 * the template has no version in yet: a new language, or a database from before languages.
 * Takes the template row's lock, so two instances starting at once install it once.
 */
async function installTranslations(tx: Db, key: string): Promise<void> {
  const [row] = await tx.select().from(emailTemplates).where(eq(emailTemplates.key, key)).for('update');
  if (!row) return;
  const present = new Set(
    (
      await tx
        .selectDistinct({ locale: emailTemplateVersions.locale })
        .from(emailTemplateVersions)
        .where(eq(emailTemplateVersions.templateId, row.id))
    ).map((version) => version.locale),
  );
  for (const locale of LOCALES) {
    if (present.has(locale)) continue;
    const translated = builtInTemplates(locale).find((template) => template.key === key);
    if (translated) await addVersion(tx, row.id, translated, { createdBy: null, activate: true, locale });
  }
}

export interface TemplateStore {
  /** The values every template can use: appName, baseUrl, year. */
  globals(): Record<string, string>;
  /** Renders the active version of `key` in `locale` (see the fallback above) with `values` (plus the globals). */
  renderActive(
    key: string,
    values: Record<string, string | undefined>,
    locale?: Locale,
  ): Promise<RenderResult & { locale: Locale }>;
  /**
   * The active version of `key` in `locale`, loaded once, as a renderer: for sending one template
   * to many recipients without reading the template again for each.
   */
  activeRenderer(
    key: string,
    locale?: Locale,
  ): Promise<(values: Record<string, string | undefined>) => RenderResult>;
}

export function createTemplateStore(db: Db, site: { appName: string; baseUrl: string }): TemplateStore {
  const globals = () => ({
    appName: site.appName,
    baseUrl: site.baseUrl,
    year: String(new Date().getUTCFullYear()),
  });
  async function activeVersion(key: string, locale: Locale) {
    const [template] = await db.select().from(emailTemplates).where(eq(emailTemplates.key, key));
    const versionId = template ? await activeVersionId(db, template, locale) : undefined;
    const [version] = versionId
      ? await db.select().from(emailTemplateVersions).where(eq(emailTemplateVersions.id, versionId))
      : [];
    if (!template || !version)
      throw new AppError('INTERNAL', `E-mail template "${key}" has no active version`);
    const declared = [...template.variables, ...GLOBAL_VARIABLES].map((variable) => variable.name);
    const render = (values: Record<string, string | undefined>) =>
      renderTemplate(version, { ...globals(), ...values }, declared);
    return { render, locale: version.locale as Locale };
  }
  return {
    globals,
    async renderActive(key, values, locale = DEFAULT_LOCALE) {
      const { render, locale: rendered } = await activeVersion(key, locale);
      return { ...render(values), locale: rendered };
    },
    async activeRenderer(key, locale = DEFAULT_LOCALE) {
      return (await activeVersion(key, locale)).render;
    },
  };
}

/** The version e-mails in `locale` are sent from: that language's active one, else English's. */
export async function activeVersionId(
  tx: Db,
  template: { id: number; activeVersionId: number | null },
  locale: Locale,
): Promise<number | null> {
  return (await ownActiveVersionId(tx, template, locale)) ?? template.activeVersionId;
}

/** The active version of the language itself (null: it has none, and English is sent). */
export async function ownActiveVersionId(
  tx: Db,
  template: { id: number; activeVersionId: number | null },
  locale: Locale,
): Promise<number | null> {
  if (locale === DEFAULT_LOCALE) return template.activeVersionId;
  const [row] = await tx
    .select({ id: emailTemplateLocales.activeVersionId })
    .from(emailTemplateLocales)
    .where(and(eq(emailTemplateLocales.templateId, template.id), eq(emailTemplateLocales.locale, locale)));
  return row?.id ?? null;
}

/** Makes a version the one e-mails in its language are sent from (and touches the template). */
export async function setActiveVersion(tx: Db, templateId: number, locale: Locale, versionId: number) {
  if (locale === DEFAULT_LOCALE) {
    await tx
      .update(emailTemplates)
      .set({ activeVersionId: versionId, updatedAt: new Date() })
      .where(eq(emailTemplates.id, templateId));
    return;
  }
  await tx
    .insert(emailTemplateLocales)
    .values({ templateId, locale, activeVersionId: versionId })
    .onConflictDoUpdate({
      target: [emailTemplateLocales.templateId, emailTemplateLocales.locale],
      set: { activeVersionId: versionId },
    });
  await tx.update(emailTemplates).set({ updatedAt: new Date() }).where(eq(emailTemplates.id, templateId));
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
  options: { createdBy: string | null; activate: boolean; locale: Locale },
): Promise<{ id: number; version: number; created: boolean }> {
  const wanted = pickContent(content);
  const { locale } = options;
  const [latest] = await tx
    .select()
    .from(emailTemplateVersions)
    .where(and(eq(emailTemplateVersions.templateId, templateId), eq(emailTemplateVersions.locale, locale)))
    .orderBy(desc(emailTemplateVersions.version))
    .limit(1);
  const unchanged =
    latest !== undefined &&
    latest.subject === wanted.subject &&
    latest.html === wanted.html &&
    latest.text === wanted.text;
  const saved = unchanged
    ? { id: latest.id, version: latest.version }
    : await insertVersion(tx, templateId, locale, wanted, options.createdBy);
  if (options.activate) await setActiveVersion(tx, templateId, locale, saved.id);
  else if (!unchanged)
    await tx.update(emailTemplates).set({ updatedAt: new Date() }).where(eq(emailTemplates.id, templateId));
  return { ...saved, created: !unchanged };
}

async function insertVersion(
  tx: Db,
  templateId: number,
  locale: Locale,
  content: ReturnType<typeof pickContent>,
  createdBy: string | null,
) {
  const version = await nextVersionNumber(tx, templateId, locale);
  const [saved] = await tx
    .insert(emailTemplateVersions)
    .values({ templateId, locale, version, ...content, createdBy })
    .returning({ id: emailTemplateVersions.id });
  return { id: saved!.id, version };
}

const pickContent = ({ subject, html, text }: TemplateContent) => ({ subject, html, text });

/** The next version number of a template in a language (inside the transaction that saves it). */
async function nextVersionNumber(tx: Db, templateId: number, locale: Locale): Promise<number> {
  const [row] = await tx
    .select({ max: sql<number>`coalesce(max(${emailTemplateVersions.version}), 0)`.mapWith(Number) })
    .from(emailTemplateVersions)
    .where(and(eq(emailTemplateVersions.templateId, templateId), eq(emailTemplateVersions.locale, locale)));
  return (row?.max ?? 0) + 1;
}
