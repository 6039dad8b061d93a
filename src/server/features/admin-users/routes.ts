/** /api/admin/users: thin HTTP over user management's functions. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  auditLogQuery,
  banBody,
  banResponse,
  roleChangeResponse,
  unbanResponse,
  userDetailsResponse,
  userIdBody,
  userIdParam,
  userListQuery,
  userListResponse,
} from '../../../shared/contracts/admin-users.ts';
import { logListResponse } from '../../../shared/contracts/security-logs.ts';
import { adminActorOf } from '../../http/admin-action.ts';
import { envelope, errorResponses, ok } from '../../http/envelope.ts';
import { requestMeta } from '../../http/security-log.ts';
import { banUser, unbanUser } from './bans.ts';
import type { AdminUserDeps } from './deps.ts';
import { userDetails } from './details.ts';
import { listUsers } from './list.ts';
import { demoteUser, promoteUser } from './roles.ts';

const tags = ['admin: users'];
const config = { auth: 'admin' as const };

export const adminUserRoutes: FastifyPluginAsyncZod<{ deps: AdminUserDeps }> = async (app, { deps }) => {
  app.get(
    '/',
    {
      config,
      schema: {
        tags,
        summary: 'Users, newest first: search by name or e-mail, filter by role and status',
        querystring: userListQuery,
        response: { 200: envelope(userListResponse), ...errorResponses },
      },
    },
    async (request) => ok(await listUsers(deps, request.query)),
  );

  app.get(
    '/:id',
    {
      config,
      schema: {
        tags,
        summary: "A user's profile, subscription, activity and recent security events",
        params: userIdParam,
        response: { 200: envelope(userDetailsResponse), ...errorResponses },
      },
    },
    async (request) => ok(await userDetails(deps, request.params.id)),
  );

  app.get(
    '/:id/audit-log',
    {
      config,
      schema: {
        tags,
        summary: 'Every security event about the user or caused by them, newest first',
        params: userIdParam,
        querystring: auditLogQuery,
        response: { 200: envelope(logListResponse), ...errorResponses },
      },
    },
    async (request) => ok(await deps.securityLogs.auditTrail(request.params.id, request.query)),
  );

  app.post(
    '/promote',
    {
      config,
      schema: {
        tags,
        summary: 'Make a user an admin',
        body: userIdBody,
        response: { 200: envelope(roleChangeResponse), ...errorResponses },
      },
    },
    async (request) =>
      ok(await promoteUser(deps, adminActorOf(request), requestMeta(request), request.body.userId)),
  );

  app.post(
    '/demote',
    {
      config,
      schema: {
        tags,
        summary: 'Make an admin a user (not yourself, not the last admin)',
        body: userIdBody,
        response: { 200: envelope(roleChangeResponse), ...errorResponses },
      },
    },
    async (request) =>
      ok(await demoteUser(deps, adminActorOf(request), requestMeta(request), request.body.userId)),
  );

  app.post(
    '/ban',
    {
      config,
      schema: {
        tags,
        summary: 'Ban a user with a reason and an optional expiry; revokes every session at once',
        body: banBody,
        response: { 200: envelope(banResponse), ...errorResponses },
      },
    },
    async (request) => ok(await banUser(deps, adminActorOf(request), requestMeta(request), request.body)),
  );

  app.post(
    '/unban',
    {
      config,
      schema: {
        tags,
        summary: 'Lift a ban',
        body: userIdBody,
        response: { 200: envelope(unbanResponse), ...errorResponses },
      },
    },
    async (request) =>
      ok(await unbanUser(deps, adminActorOf(request), requestMeta(request), request.body.userId)),
  );
};
