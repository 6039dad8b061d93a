/**
 * Reading the security log: filtered, newest-first pages, a user's audit trail, and a CSV export
 * that walks the filtered set in keyset-paginated batches (constant memory for any size).
 */
import type { Readable } from 'node:stream';
import { and, desc, eq, gte, lt, lte, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { paginationOf } from '../../../shared/contracts/pagination.ts';
import type { LogEntry, LogFilters } from '../../../shared/contracts/security-logs.ts';
import { csvStream, keysetBatches } from '../../core/csv-rows.ts';
import type { Db } from '../../db/client.ts';
import { countUpTo } from '../../db/count.ts';
import { securityLogs, users } from '../../db/schema.ts';

const actors = alias(users, 'actor');
const EXPORT_BATCH = 1000;

function filtersToWhere(filters: LogFilters): SQL | undefined {
  return and(
    filters.eventType ? eq(securityLogs.eventType, filters.eventType) : undefined,
    filters.userId ? eq(securityLogs.userId, filters.userId) : undefined,
    filters.severity ? eq(securityLogs.severity, filters.severity) : undefined,
    filters.success === undefined ? undefined : eq(securityLogs.success, filters.success),
    filters.from ? gte(securityLogs.timestamp, filters.from) : undefined,
    filters.to ? lte(securityLogs.timestamp, filters.to) : undefined,
  );
}

export function createSecurityLogService({ db }: { db: Db }) {
  const selectEntries = () =>
    db
      .select({
        log: securityLogs,
        user: { id: users.id, name: users.name, email: users.email },
        actor: { id: actors.id, name: actors.name, email: actors.email },
      })
      .from(securityLogs)
      .leftJoin(users, eq(users.id, securityLogs.userId))
      .leftJoin(actors, eq(actors.id, securityLogs.actorId));

  type Row = Awaited<ReturnType<ReturnType<typeof selectEntries>['execute']>>[number];

  const toEntry = ({ log, user, actor }: Row): LogEntry => ({
    id: log.id,
    timestamp: log.timestamp.toISOString(),
    user: user?.id ? { id: user.id, name: user.name, email: user.email } : null,
    actor: actor?.id ? { id: actor.id, name: actor.name, email: actor.email } : null,
    eventType: log.eventType,
    eventCategory: log.eventCategory as LogEntry['eventCategory'],
    severity: log.severity as LogEntry['severity'],
    description: log.description,
    ipAddress: log.ipAddress,
    userAgent: log.userAgent,
    requestPath: log.requestPath,
    metadata: log.metadata,
    success: log.success,
  });

  /**
   * One page, newest first. The page is chosen on security_log alone (the timestamp index serves
   * ORDER BY ... LIMIT), then its people are joined: joining first makes PostgreSQL hash-join the
   * whole table before sorting.
   */
  async function page(where: SQL | undefined, pageNumber: number, limit: number) {
    const pageRows = db
      .select()
      .from(securityLogs)
      .where(where)
      .orderBy(desc(securityLogs.timestamp), desc(securityLogs.id))
      .limit(limit)
      .offset((pageNumber - 1) * limit)
      .as('page');
    const [rows, counted] = await Promise.all([
      db
        .select({
          log: {
            id: pageRows.id,
            timestamp: pageRows.timestamp,
            userId: pageRows.userId,
            actorId: pageRows.actorId,
            eventType: pageRows.eventType,
            eventCategory: pageRows.eventCategory,
            severity: pageRows.severity,
            description: pageRows.description,
            ipAddress: pageRows.ipAddress,
            userAgent: pageRows.userAgent,
            requestPath: pageRows.requestPath,
            metadata: pageRows.metadata,
            success: pageRows.success,
          },
          user: { id: users.id, name: users.name, email: users.email },
          actor: { id: actors.id, name: actors.name, email: actors.email },
        })
        .from(pageRows)
        .leftJoin(users, eq(users.id, pageRows.userId))
        .leftJoin(actors, eq(actors.id, pageRows.actorId))
        .orderBy(desc(pageRows.timestamp), desc(pageRows.id)),
      countUpTo(db, securityLogs, where),
    ]);
    return {
      logs: rows.map(toEntry),
      pagination: { ...paginationOf(pageNumber, limit, counted.total), totalIsEstimate: counted.estimated },
    };
  }

  return {
    list(query: LogFilters & { page: number; limit: number }) {
      return page(filtersToWhere(query), query.page, query.limit);
    },

    /** Events about the user and events the user caused, newest first. */
    auditTrail(userId: string, query: { page: number; limit: number }) {
      return page(
        or(eq(securityLogs.userId, userId), eq(securityLogs.actorId, userId)),
        query.page,
        query.limit,
      );
    },

    recentFor(userId: string, limit: number) {
      return selectEntries()
        .where(eq(securityLogs.userId, userId))
        .orderBy(desc(securityLogs.timestamp), desc(securityLogs.id))
        .limit(limit)
        .then((rows) => rows.map(toEntry));
    },

    /** The filtered log as CSV, streamed in batches. */
    exportCsv(filters: LogFilters): Promise<Readable> {
      const where = filtersToWhere(filters);
      const rows = keysetBatches(
        (cursor: { timestamp: Date; id: number } | undefined) =>
          selectEntries()
            .where(
              and(
                where,
                cursor
                  ? or(
                      lt(securityLogs.timestamp, cursor.timestamp),
                      and(eq(securityLogs.timestamp, cursor.timestamp), lt(securityLogs.id, cursor.id)),
                    )
                  : undefined,
              ),
            )
            .orderBy(desc(securityLogs.timestamp), desc(securityLogs.id))
            .limit(EXPORT_BATCH),
        (row) => ({ timestamp: row.log.timestamp, id: row.log.id }),
        EXPORT_BATCH,
      );
      async function* csvRows() {
        for await (const row of rows) {
          const entry = toEntry(row);
          yield {
            ...entry,
            userId: entry.user?.id ?? '',
            userEmail: entry.user?.email ?? '',
            actorEmail: entry.actor?.email ?? '',
            metadata: JSON.stringify(entry.metadata),
          };
        }
      }
      return csvStream(csvRows(), [
        'id',
        'timestamp',
        'eventType',
        'eventCategory',
        'severity',
        'success',
        'userId',
        'userEmail',
        'actorEmail',
        'description',
        'ipAddress',
        'userAgent',
        'requestPath',
        'metadata',
      ]);
    },
  };
}

export type SecurityLogService = ReturnType<typeof createSecurityLogService>;
