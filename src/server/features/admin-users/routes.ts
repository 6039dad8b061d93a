/**
 * /api/admin/users: thin HTTP over user management's functions.
 * The endpoints are declared in src/shared/contracts/admin-users.ts.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminUserEndpoints as admin } from '../../../shared/contracts/admin-users.ts';
import { serve } from '../../http/route-kit.ts';
import { banUser, unbanUser } from './bans.ts';
import type { AdminUserDeps } from './deps.ts';
import { userDetails } from './details.ts';
import { listUsers } from './list.ts';
import { demoteUser, promoteUser } from './roles.ts';

export const adminUserRoutes: FastifyPluginAsyncZod<{ deps: AdminUserDeps }> = async (app, { deps }) => {
  serve(app, admin.list, (call) => listUsers(deps, call.query));
  serve(app, admin.get, (call) => userDetails(deps, call.params.id));
  serve(app, admin.auditLog, (call) => deps.securityLogs.auditTrail(call.params.id, call.query));
  serve(app, admin.promote, (call) => promoteUser(deps, call.actor, call.meta, call.body.userId));
  serve(app, admin.demote, (call) => demoteUser(deps, call.actor, call.meta, call.body.userId));
  serve(app, admin.ban, (call) => banUser(deps, call.actor, call.meta, call.body));
  serve(app, admin.unban, (call) => unbanUser(deps, call.actor, call.meta, call.body.userId));
};
