/** The security log as a test reads it back: every entry of a type, oldest first, or the newest. */
import { asc, desc, eq } from 'drizzle-orm';
import type { SecurityEventType } from '../../shared/security-events.ts';
import { securityLogs } from '../db/schema.ts';
import type { TestApp } from './app.ts';

export const securityEvents = (t: TestApp, eventType: SecurityEventType) =>
  t.deps.database.db
    .select()
    .from(securityLogs)
    .where(eq(securityLogs.eventType, eventType))
    .orderBy(asc(securityLogs.id));

export async function lastSecurityEvent(t: TestApp, eventType: SecurityEventType) {
  const [event] = await t.deps.database.db
    .select()
    .from(securityLogs)
    .where(eq(securityLogs.eventType, eventType))
    .orderBy(desc(securityLogs.id))
    .limit(1);
  return event;
}
