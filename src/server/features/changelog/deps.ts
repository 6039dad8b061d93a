/** What the changelog's functions need: the database, and the one way an admin writes. */
import type { Db } from '../../db/client.ts';
import type { AdminActionRunner } from '../../http/admin-action.ts';

export interface ChangelogDeps {
  db: Db;
  runAdminAction: AdminActionRunner;
}
