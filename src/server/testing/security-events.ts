/**
 * The security log as a test reads it back: every entry of a type, oldest first, or the newest
 * (of one user's, with `userId`).
 */
import { and, asc, desc, eq } from 'drizzle-orm';
import type { SecurityEventType } from '../../shared/security-events.ts';
import { securityLogs } from '../db/schema.ts';
import type { TestApp } from './app.ts';

export const securityEvents = (t: TestApp, eventType: SecurityEventType) =>
  t.deps.database.db
    .select()
    .from(securityLogs)
    .where(eq(securityLogs.eventType, eventType))
    .orderBy(asc(securityLogs.id));

export async function lastSecurityEvent(t: TestApp, eventType: SecurityEventType, userId?: string) {
  const [event] = await t.deps.database.db
    .select()
    .from(securityLogs)
    .where(
      and(
        eq(securityLogs.eventType, eventType),
        userId === undefined ? undefined : eq(securityLogs.userId, userId),
      ),
    )
    .orderBy(desc(securityLogs.id))
    .limit(1);
  return event;
}
