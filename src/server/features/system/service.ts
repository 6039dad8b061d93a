/** What the system page reads: one answer assembled from the checks and four reads, run in parallel. */
import { and, desc, eq, gt, isNotNull, or, sql } from 'drizzle-orm';
import type {
  FailingWebhookEndpoint,
  ServerErrorView,
  SystemOverview,
  SystemQueue,
} from '../../../shared/contracts/system.ts';
import type { Db } from '../../db/client.ts';
import { jobs, organizations, serverErrors, users, webhookEndpoints } from '../../db/schema.ts';
import { queueSummaries } from '../jobs/index.ts';
import { checkDependencies, type DependencyDeps } from './dependency-checks.ts';
import { APP_VERSION, processStartedAt } from './version.ts';

export type SystemDeps = DependencyDeps;

const LAST_ERRORS = 20;
const FAILING_ENDPOINTS = 50;

/** The runner's queue counts (the jobs page's), with the jobs waiting for a retry. */
async function queues(db: Db): Promise<SystemQueue[]> {
  const [summaries, retries] = await Promise.all([
    queueSummaries(db),
    db
      .select({ name: jobs.queue, retrying: sql<number>`count(*)::int` })
      .from(jobs)
      .where(and(eq(jobs.status, 'queued'), gt(jobs.attempts, 0)))
      .groupBy(jobs.queue),
  ]);
  const retrying = new Map(retries.map((row) => [row.name, row.retrying]));
  return summaries.map((queue) => ({ ...queue, retrying: retrying.get(queue.name) ?? 0 }));
}

/** The URL as the page shows it: a receiver's query string may hold its own secret. */
function withoutQuery(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.origin}${parsed.pathname}${parsed.search ? '?…' : ''}`;
  } catch {
    return url.split('?')[0] ?? url;
  }
}

/** Endpoints failing now (a run of failed attempts) or switched off by the failure rule; the longest failing first. */
async function failingWebhookEndpoints(db: Db): Promise<FailingWebhookEndpoint[]> {
  const rows = await db
    .select({
      id: webhookEndpoints.id,
      url: webhookEndpoints.url,
      userId: webhookEndpoints.userId,
      organizationId: webhookEndpoints.organizationId,
      userName: users.name,
      organizationName: organizations.name,
      consecutiveFailures: webhookEndpoints.consecutiveFailures,
      failingSince: webhookEndpoints.failingSince,
      enabled: webhookEndpoints.enabled,
      disabledReason: webhookEndpoints.disabledReason,
    })
    .from(webhookEndpoints)
    .leftJoin(users, eq(users.id, webhookEndpoints.userId))
    .leftJoin(organizations, eq(organizations.id, webhookEndpoints.organizationId))
    .where(
      or(
        gt(webhookEndpoints.consecutiveFailures, 0),
        and(eq(webhookEndpoints.enabled, false), isNotNull(webhookEndpoints.disabledReason)),
      ),
    )
    .orderBy(sql`${webhookEndpoints.failingSince} asc nulls last`, desc(webhookEndpoints.consecutiveFailures))
    .limit(FAILING_ENDPOINTS);
  return rows.map((row) => ({
    id: row.id,
    url: withoutQuery(row.url),
    owner: row.organizationId
      ? { kind: 'organization', id: row.organizationId, name: row.organizationName }
      : { kind: 'user', id: row.userId ?? '', name: row.userName },
    consecutiveFailures: row.consecutiveFailures,
    failingSince: row.failingSince?.toISOString() ?? null,
    disabled: !row.enabled,
    disabledReason: row.disabledReason,
  }));
}

async function lastErrors(db: Db): Promise<ServerErrorView[]> {
  const rows = await db.select().from(serverErrors).orderBy(desc(serverErrors.id)).limit(LAST_ERRORS);
  return rows.map((row) => ({ ...row, occurredAt: row.occurredAt.toISOString() }));
}

export async function systemOverview(deps: SystemDeps): Promise<SystemOverview> {
  const [dependencies, queueList, failing, errors] = await Promise.all([
    checkDependencies(deps),
    queues(deps.db),
    failingWebhookEndpoints(deps.db),
    lastErrors(deps.db),
  ]);
  return {
    version: APP_VERSION,
    node: process.version,
    uptimeSeconds: Math.round(process.uptime()),
    startedAt: processStartedAt().toISOString(),
    dependencies,
    queues: queueList,
    failingWebhookEndpoints: failing,
    lastErrors: errors,
  };
}
