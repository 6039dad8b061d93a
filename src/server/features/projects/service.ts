/**
 * Projects, the sample resource: what a team's own product resource looks like on this kit. It
 * belongs to a customer (an organization, or a user's personal space), every member of the
 * organization may read and change it, and creating one is counted against the customer's
 * `projects` entitlement under a lock, so concurrent creates never pass the limit.
 * README, "Make it yours", walks through replacing it.
 */
import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, ilike, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { paginationOf } from '../../../shared/contracts/pagination.ts';
import type { Project, projectListQuery } from '../../../shared/contracts/projects.ts';
import { notFound } from '../../core/errors.ts';
import type { RequestMeta, SecurityLog } from '../../core/security-log.ts';
import type { EmitWebhookEvent } from '../../core/webhook-emitter.ts';
import type { Db } from '../../db/client.ts';
import { containsPattern } from '../../db/like.ts';
import { organizationMembers, type ProjectRow, projects } from '../../db/schema.ts';
import { inTransaction } from '../../db/transaction.ts';
import {
  assertWithinLimit,
  type Caller,
  type Customer,
  callerSpace,
  customerKey,
  type Entitlements,
  entitlementsOf,
  keySpace,
  ownerOf,
} from '../entitlements/index.ts';

export interface ProjectDeps {
  db: Db;
  securityLog: SecurityLog;
  /** project.created, project.updated, project.deleted to the customer's webhook endpoints. */
  emitWebhook: EmitWebhookEvent;
}

/** The customer a project row belongs to (its owner columns). */
const ownerCustomer = (row: ProjectRow): Customer =>
  row.organizationId ? { kind: 'organization', id: row.organizationId } : { kind: 'user', id: row.userId! };

const toProject = (row: ProjectRow): Project => ({
  id: row.id,
  name: row.name,
  description: row.description,
  organizationId: row.organizationId,
  createdBy: row.createdBy,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const projectNotFound = () => notFound('Project not found');

export async function listProjects(db: Db, caller: Caller, query: z.output<typeof projectListQuery>) {
  const customer = await callerSpace(db, caller, query.organizationId, 'active');
  const where = and(
    eq(projects.customerKey, customerKey(customer)),
    query.search ? ilike(projects.name, containsPattern(query.search)) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(projects)
      .where(where)
      .orderBy(desc(projects.createdAt), desc(projects.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ n: count() }).from(projects).where(where),
  ]);
  return { projects: rows.map(toProject), pagination: paginationOf(query.page, query.limit, total?.n ?? 0) };
}

export async function createProject(
  { db, securityLog, emitWebhook }: ProjectDeps,
  caller: Caller,
  meta: RequestMeta,
  body: { name: string; description?: string | undefined; organizationId?: string | undefined },
  /** The active space and its entitlements when the session lookup read them (no round trip). */
  activeSpace: { customer: Customer; entitlements: Entitlements } | null = null,
) {
  const userId = caller.userId;
  const preread = body.organizationId === undefined && !caller.apiKey ? activeSpace : null;
  const customer = preread?.customer ?? (await callerSpace(db, caller, body.organizationId, 'active'));
  const project = await inTransaction(db, async (tx) => {
    await assertRoomForOneMore(tx, customer, preread?.entitlements);
    const [row] = await tx
      .insert(projects)
      .values({
        id: randomUUID(),
        ...ownerOf(customer),
        name: body.name,
        description: body.description ?? '',
        createdBy: userId,
      })
      .returning();
    await securityLog.write(
      {
        eventType: 'project_created',
        description: `Project ${row!.name} created`,
        userId,
        metadata: { projectId: row!.id, name: row!.name, organizationId: row!.organizationId },
        meta,
      },
      tx,
    );
    await emitWebhook(customer, 'project.created', { project: toProject(row!) }, tx);
    return row!;
  });
  return { project: toProject(project) };
}

/**
 * 403 `plan_limit` unless one more project fits. A per-customer advisory lock (held until commit)
 * makes concurrent creates count one after the other: 20 at once at the edge leave exactly the max.
 */
async function assertRoomForOneMore(tx: Db, customer: Customer, read?: Entitlements) {
  const entitlements = read ?? (await entitlementsOf(tx, customer));
  if (entitlements.limits.projects === null) return;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`projects:${customerKey(customer)}`}))`);
  const [used] = await tx
    .select({ n: count() })
    .from(projects)
    .where(eq(projects.customerKey, customerKey(customer)));
  await assertWithinLimit(tx, entitlements, 'projects', used?.n ?? 0);
}

/**
 * The project when the caller may see it: its organization's member, or its personal owner (an API
 * key: only in the key's own space); else 404.
 */
async function visibleProject(db: Db, caller: Caller, id: string): Promise<ProjectRow> {
  const { userId } = caller;
  const [row] = await db
    .select({ project: projects, memberId: organizationMembers.userId })
    .from(projects)
    .leftJoin(
      organizationMembers,
      and(
        eq(organizationMembers.organizationId, projects.organizationId),
        eq(organizationMembers.userId, userId),
      ),
    )
    .where(eq(projects.id, id));
  if (!row) throw projectNotFound();
  const { project } = row;
  const maySee = project.organizationId === null ? project.userId === userId : row.memberId !== null;
  const inKeySpace = !caller.apiKey || project.customerKey === customerKey(keySpace(userId, caller.apiKey));
  if (!maySee || !inKeySpace) throw projectNotFound();
  return project;
}

export async function getProject(db: Db, caller: Caller, id: string) {
  return { project: toProject(await visibleProject(db, caller, id)) };
}

export async function updateProject(
  { db, emitWebhook }: ProjectDeps,
  caller: Caller,
  id: string,
  body: { name?: string | undefined; description?: string | undefined },
) {
  await visibleProject(db, caller, id);
  const row = await inTransaction(db, async (tx) => {
    const [updated] = await tx
      .update(projects)
      .set({
        ...(body.name === undefined ? {} : { name: body.name }),
        ...(body.description === undefined ? {} : { description: body.description }),
      })
      .where(eq(projects.id, id))
      .returning();
    // Deleted between the two statements: as if it never was.
    if (!updated) throw projectNotFound();
    await emitWebhook(ownerCustomer(updated), 'project.updated', { project: toProject(updated) }, tx);
    return updated;
  });
  return { project: toProject(row) };
}

export async function deleteProject(
  { db, securityLog, emitWebhook }: ProjectDeps,
  caller: Caller,
  meta: RequestMeta,
  id: string,
) {
  const { userId } = caller;
  await visibleProject(db, caller, id);
  await inTransaction(db, async (tx) => {
    const [row] = await tx.delete(projects).where(eq(projects.id, id)).returning();
    if (!row) throw projectNotFound();
    await securityLog.write(
      {
        eventType: 'project_deleted',
        description: `Project ${row.name} deleted`,
        userId,
        metadata: { projectId: row.id, name: row.name, organizationId: row.organizationId },
        meta,
      },
      tx,
    );
    await emitWebhook(ownerCustomer(row), 'project.deleted', { project: toProject(row) }, tx);
  });
  return { deleted: true as const };
}
