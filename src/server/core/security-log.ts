/**
 * The one security-log writer. Every feature records its events through `securityLog.write`,
 * naming only the event type: category and default severity come from the shared catalogue
 * (src/shared/security-events.ts), so the same event is always filed the same way.
 */
import { type SecurityEventType, type Severity, securityEvents } from '../../shared/security-events.ts';
import type { Db } from '../db/client.ts';
import { securityLogs } from '../db/schema.ts';

// The catalogue is shared: the security-log contract filters by its names.
export {
  type EventCategory,
  type SecurityEventType,
  type Severity,
  securityEvents,
} from '../../shared/security-events.ts';

/** Who/where a request came from; routes build it (http/request-meta.ts), services pass it through. */
export interface RequestMeta {
  ipAddress: string | null;
  userAgent: string | null;
  requestPath: string | null;
}

export const systemMeta: RequestMeta = { ipAddress: null, userAgent: null, requestPath: null };

export interface SecurityEventInput {
  eventType: SecurityEventType;
  description: string;
  /** The user the event is about. */
  userId?: string | null;
  /** Who caused it, when that is someone else (an admin). */
  actorId?: string | null;
  severity?: Severity;
  metadata?: Record<string, unknown>;
  success?: boolean;
  meta: RequestMeta;
}

export interface SecurityLog {
  /** Writes one entry; pass a transaction to make the entry part of the change it records. */
  write(event: SecurityEventInput, tx?: Db): Promise<void>;
}

export function createSecurityLog(db: Db): SecurityLog {
  return {
    async write(event, tx) {
      const definition = securityEvents[event.eventType];
      await (tx ?? db).insert(securityLogs).values({
        eventType: event.eventType,
        eventCategory: definition.category,
        severity: event.severity ?? definition.severity,
        description: event.description,
        userId: event.userId ?? null,
        actorId: event.actorId ?? null,
        metadata: event.metadata ?? {},
        success: event.success ?? true,
        ipAddress: event.meta.ipAddress,
        userAgent: event.meta.userAgent,
        requestPath: event.meta.requestPath,
      });
    },
  };
}
