/**
 * Whether each dependency answers, each check bounded by the health probe's timeout (2 s) so a
 * stalled dependency shows as down instead of holding the page. They run in parallel.
 */
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import type { SystemOverview } from '../../../shared/contracts/system.ts';
import type { Database, Db } from '../../db/client.ts';
import { emails } from '../../db/schema.ts';
import { checkRedis, within } from '../health/index.ts';

export type Dependencies = SystemOverview['dependencies'];

export interface DependencyDeps {
  db: Db;
  database: Pick<Database, 'kind' | 'ping'>;
  redis: Redis | undefined;
  mailTransport: Dependencies['mail']['transport'];
  storage: { kind: Dependencies['storage']['driver']; probe(): Promise<void> };
  payments: { kind: Dependencies['payments']['provider']; probe(): Promise<void> };
  timeoutMs: number;
}

/** True when `probe` settles well in time, false otherwise (never rejects, even if `probe` throws at once). */
async function answers(probe: () => Promise<unknown>, timeoutMs: number): Promise<boolean> {
  try {
    await within(probe(), timeoutMs);
    return true;
  } catch {
    return false;
  }
}

async function checkDatabase(deps: DependencyDeps): Promise<Dependencies['database']> {
  const started = performance.now();
  const up = await answers(() => deps.database.ping(), deps.timeoutMs);
  return {
    status: up ? 'ok' : 'down',
    kind: deps.database.kind,
    latencyMs: up ? Math.round((performance.now() - started) * 10) / 10 : null,
  };
}

/** Mail is not probed (a test connection per page view would be noise to the SMTP server): its record says how delivery goes. */
async function checkMail(deps: DependencyDeps): Promise<Dependencies['mail']> {
  const [row] = await within(
    deps.db
      .select({ failed: sql<number>`count(*)::int` })
      .from(emails)
      .where(and(eq(emails.status, 'failed'), gt(emails.createdAt, sql`now() - interval '24 hours'`))),
    deps.timeoutMs,
  ).catch(() => [undefined]);
  const failedLast24h = row?.failed ?? 0;
  return { transport: deps.mailTransport, status: failedLast24h > 0 ? 'degraded' : 'ok', failedLast24h };
}

export async function checkDependencies(deps: DependencyDeps): Promise<Dependencies> {
  const [database, redis, mail, storageUp, paymentsUp] = await Promise.all([
    checkDatabase(deps),
    checkRedis(deps.redis, deps.timeoutMs),
    checkMail(deps),
    answers(() => deps.storage.probe(), deps.timeoutMs),
    answers(() => deps.payments.probe(), deps.timeoutMs),
  ]);
  return {
    database,
    redis: { status: redis },
    mail,
    storage: { driver: deps.storage.kind, status: storageUp ? 'ok' : 'down' },
    payments: { provider: deps.payments.kind, status: paymentsUp ? 'ok' : 'down' },
  };
}
