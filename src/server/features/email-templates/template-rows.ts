/**
 * Reading templates as the API shows them: the summaries (active and latest version, in two
 * queries for any number of templates), one template's detail with its history, and the lock.
 */
import { desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  type EmailTemplate,
  type EmailTemplateVersion,
  emailTemplates,
  emailTemplateVersions,
  users,
} from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';

const ref = (version: Pick<EmailTemplateVersion, 'id' | 'version' | 'createdAt'>) => ({
  id: version.id,
  version: version.version,
  createdAt: version.createdAt.toISOString(),
});

/** The newest version of each template, in one query. */
export async function latestVersions(tx: Db, templateIds: number[]) {
  if (templateIds.length === 0) return new Map<number, EmailTemplateVersion>();
  const rows = await tx
    .selectDistinctOn([emailTemplateVersions.templateId])
    .from(emailTemplateVersions)
    .where(inArray(emailTemplateVersions.templateId, templateIds))
    .orderBy(emailTemplateVersions.templateId, desc(emailTemplateVersions.version));
  return new Map(rows.map((row) => [row.templateId, row]));
}

export async function summaries(tx: Db, rows: EmailTemplate[]) {
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

/** A template with its latest content and every version, newest first. */
export async function templateDetail(tx: Db, id: number) {
  const row = await findTemplate(tx, id);
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
