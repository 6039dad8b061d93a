/**
 * Reading templates as the API shows them, in one language: the summaries (active and latest
 * version there, in three queries for any number of templates), one template's detail with that
 * language's history, and the lock.
 */
import { and, desc, eq, inArray } from 'drizzle-orm';
import { DEFAULT_LOCALE, type Locale } from '../../../shared/i18n/locales.ts';
import { notFound } from '../../core/errors.ts';
import type { Db } from '../../db/client.ts';
import {
  type EmailTemplate,
  type EmailTemplateVersion,
  emailTemplateLocales,
  emailTemplates,
  emailTemplateVersions,
  users,
} from '../../db/schema.ts';

const ref = (version: Pick<EmailTemplateVersion, 'id' | 'version' | 'createdAt'>) => ({
  id: version.id,
  version: version.version,
  createdAt: version.createdAt.toISOString(),
});

/** The newest version of each template in a language, in one query. */
export async function latestVersions(tx: Db, templateIds: number[], locale: Locale) {
  if (templateIds.length === 0) return new Map<number, EmailTemplateVersion>();
  const rows = await tx
    .selectDistinctOn([emailTemplateVersions.templateId])
    .from(emailTemplateVersions)
    .where(
      and(inArray(emailTemplateVersions.templateId, templateIds), eq(emailTemplateVersions.locale, locale)),
    )
    .orderBy(emailTemplateVersions.templateId, desc(emailTemplateVersions.version));
  return new Map(rows.map((row) => [row.templateId, row]));
}

/** The id of each template's active version in a language (English's sits on the template row). */
async function activeVersionIds(tx: Db, rows: EmailTemplate[], locale: Locale) {
  if (locale === DEFAULT_LOCALE || rows.length === 0)
    return new Map(rows.map((row) => [row.id, row.activeVersionId]));
  const own = await tx
    .select()
    .from(emailTemplateLocales)
    .where(
      and(
        inArray(
          emailTemplateLocales.templateId,
          rows.map((row) => row.id),
        ),
        eq(emailTemplateLocales.locale, locale),
      ),
    );
  return new Map(own.map((row) => [row.templateId, row.activeVersionId]));
}

export async function summaries(tx: Db, rows: EmailTemplate[], locale: Locale) {
  const latest = await latestVersions(
    tx,
    rows.map((row) => row.id),
    locale,
  );
  const activeIdOf = await activeVersionIds(tx, rows, locale);
  const activeIds = [...activeIdOf.values()].filter((id): id is number => id !== null);
  const active = activeIds.length
    ? await tx.select().from(emailTemplateVersions).where(inArray(emailTemplateVersions.id, activeIds))
    : [];
  const activeById = new Map(active.map((row) => [row.id, row]));
  return rows.map((row) => {
    const activeId = activeIdOf.get(row.id);
    const activeVersion = activeId ? activeById.get(activeId) : undefined;
    const latestVersion = latest.get(row.id);
    return {
      summary: {
        id: row.id,
        key: row.key,
        name: row.name,
        description: row.description,
        builtIn: row.builtIn,
        variables: row.variables,
        locale,
        ownVersion: latestVersion !== undefined,
        activeVersion: activeVersion ? ref(activeVersion) : null,
        latestVersion: latestVersion ? ref(latestVersion) : null,
        updatedAt: row.updatedAt.toISOString(),
      },
      latest: latestVersion,
      activeId: activeId ?? null,
    };
  });
}

export async function findTemplate(tx: Db, id: number) {
  const [row] = await tx.select().from(emailTemplates).where(eq(emailTemplates.id, id));
  if (!row) throw notFound('Template not found');
  return row;
}

export async function lockTemplate(tx: Db, id: number) {
  const [row] = await tx.select().from(emailTemplates).where(eq(emailTemplates.id, id)).for('update');
  if (!row) throw notFound('Template not found');
  return row;
}

/**
 * A template in a language: its latest content there and every version of that language, newest
 * first. A language with no version of its own shows the English active version's content (what
 * its e-mails are sent from) and no versions; saving creates its version 1.
 */
export async function templateDetail(tx: Db, id: number, locale: Locale = DEFAULT_LOCALE) {
  const row = await findTemplate(tx, id);
  const [{ summary, latest, activeId }] = (await summaries(tx, [row], locale)) as [
    Awaited<ReturnType<typeof summaries>>[number],
  ];
  const content = latest ?? (await englishContent(tx, row));
  const versions = await tx
    .select({ version: emailTemplateVersions, author: { id: users.id, name: users.name } })
    .from(emailTemplateVersions)
    .leftJoin(users, eq(users.id, emailTemplateVersions.createdBy))
    .where(and(eq(emailTemplateVersions.templateId, id), eq(emailTemplateVersions.locale, locale)))
    .orderBy(desc(emailTemplateVersions.version));
  return {
    template: { ...summary, subject: content.subject, html: content.html, text: content.text },
    versions: versions.map(({ version, author }) => ({
      id: version.id,
      version: version.version,
      subject: version.subject,
      createdAt: version.createdAt.toISOString(),
      createdBy: author?.id ? { id: author.id, name: author.name } : null,
      active: version.id === activeId,
    })),
  };
}

/** What a language without its own version is sent from: the English active (else latest) version. */
async function englishContent(tx: Db, row: EmailTemplate): Promise<EmailTemplateVersion> {
  if (row.activeVersionId) {
    const [active] = await tx
      .select()
      .from(emailTemplateVersions)
      .where(eq(emailTemplateVersions.id, row.activeVersionId));
    if (active) return active;
  }
  return (await latestVersions(tx, [row.id], DEFAULT_LOCALE)).get(row.id)!;
}
