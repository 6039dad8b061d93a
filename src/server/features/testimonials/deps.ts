/** What the testimonials' functions need: the database, and the one way an admin writes. */

import type { AdminActionRunner } from '../../core/admin-action.ts';
import type { Db } from '../../db/client.ts';

export interface TestimonialDeps {
  db: Db;
  runAdminAction: AdminActionRunner;
}
