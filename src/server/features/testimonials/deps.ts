/** What the testimonials' functions need: the database, and the one way an admin writes. */
import type { Db } from '../../db/client.ts';
import type { AdminActionRunner } from '../../http/admin-action.ts';

export interface TestimonialDeps {
  db: Db;
  runAdminAction: AdminActionRunner;
}
