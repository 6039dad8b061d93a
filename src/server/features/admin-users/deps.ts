/** What user management's functions need. */
import type { Db } from '../../db/client.ts';
import type { AdminActionRunner } from '../../http/admin-action.ts';
import type { SecurityLogService } from '../security-logs/service.ts';

export interface AdminUserDeps {
  db: Db;
  /** Every action commits the change and its security-log entry together. */
  runAdminAction: AdminActionRunner;
  /** A user's file shows their recent events; the audit log pages through all of them. */
  securityLogs: SecurityLogService;
}
