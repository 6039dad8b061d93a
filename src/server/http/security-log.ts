/**
 * The one security-log writer. Every feature records its events through `securityLog.write`,
 * naming only the event type: category and default severity come from the catalogue below, so
 * the same event is always filed the same way.
 */
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import { securityLogs } from '../db/schema.ts';

export type EventCategory = 'authentication' | 'authorization' | 'data_access' | 'system';
export type Severity = 'low' | 'medium' | 'high' | 'critical';

export const securityEvents = {
  user_signup: { category: 'authentication', severity: 'low' },
  user_login: { category: 'authentication', severity: 'low' },
  user_logout: { category: 'authentication', severity: 'low' },
  login_failed: { category: 'authentication', severity: 'medium' },
  password_reset_requested: { category: 'authentication', severity: 'medium' },
  password_reset: { category: 'authentication', severity: 'medium' },
  email_verified: { category: 'authentication', severity: 'low' },
  profile_updated: { category: 'data_access', severity: 'low' },
  role_changed: { category: 'authorization', severity: 'high' },
  user_role_changed: { category: 'authorization', severity: 'high' },
  user_banned: { category: 'authorization', severity: 'high' },
  user_unbanned: { category: 'authorization', severity: 'medium' },
  permission_denied: { category: 'authorization', severity: 'medium' },
  admin_access: { category: 'authorization', severity: 'low' },
  file_uploaded: { category: 'data_access', severity: 'low' },
  file_deleted: { category: 'data_access', severity: 'low' },
  sensitive_data_access: { category: 'data_access', severity: 'medium' },
  config_changed: { category: 'system', severity: 'high' },
  subscription_updated: { category: 'system', severity: 'medium' },
  payment_event: { category: 'system', severity: 'medium' },
  custom_admin_action: { category: 'system', severity: 'medium' },
  contact_submission_updated: { category: 'data_access', severity: 'low' },
  contact_submission_replied: { category: 'data_access', severity: 'low' },
  contact_submission_deleted: { category: 'data_access', severity: 'medium' },
  waitlist_invited: { category: 'system', severity: 'low' },
  waitlist_entry_updated: { category: 'data_access', severity: 'low' },
  waitlist_entry_deleted: { category: 'data_access', severity: 'medium' },
  feedback_updated: { category: 'data_access', severity: 'low' },
  feedback_replied: { category: 'data_access', severity: 'low' },
  blog_post_created: { category: 'data_access', severity: 'low' },
  blog_post_updated: { category: 'data_access', severity: 'low' },
  blog_post_published: { category: 'data_access', severity: 'low' },
  blog_post_unpublished: { category: 'data_access', severity: 'low' },
  blog_post_deleted: { category: 'data_access', severity: 'medium' },
  blog_category_changed: { category: 'data_access', severity: 'low' },
  blog_tag_changed: { category: 'data_access', severity: 'low' },
  testimonial_changed: { category: 'data_access', severity: 'low' },
  faq_changed: { category: 'data_access', severity: 'low' },
  changelog_changed: { category: 'data_access', severity: 'low' },
  marketing_changed: { category: 'system', severity: 'medium' },
  email_template_changed: { category: 'system', severity: 'medium' },
  email_test_sent: { category: 'system', severity: 'low' },
} as const satisfies Record<string, { category: EventCategory; severity: Severity }>;

export type SecurityEventType = keyof typeof securityEvents;

/** Who/where a request came from; routes build it, services pass it through. */
export interface RequestMeta {
  ipAddress: string | null;
  userAgent: string | null;
  requestPath: string | null;
}

export const requestMeta = (request: FastifyRequest): RequestMeta => ({
  ipAddress: request.ip ?? null,
  userAgent: request.headers['user-agent']?.slice(0, 512) ?? null,
  requestPath: request.url.split('?')[0]?.slice(0, 512) ?? null,
});

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

declare module 'fastify' {
  interface FastifyInstance {
    /** The one writer, reachable from HTTP helpers that run outside a feature (CSV exports). */
    securityLog: SecurityLog;
  }
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
