/** /api/admin/users: thin HTTP over the admin user service. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
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
import { envelope, errorResponses, ok, pageQuery } from '../../http/envelope.ts';
import { requestMeta } from '../../http/security-log.ts';
import type { SecurityLogService } from '../security-logs/service.ts';
import type { AdminUserService } from './service.ts';

const tags = ['admin: users'];
const config = { auth: 'admin' as const };

export const adminUserRoutes: FastifyPluginAsyncZod<{
  service: AdminUserService;
  securityLogs: SecurityLogService;
}> = async (app, { service, securityLogs }) => {
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
    async (request) => ok(await service.list(request.query)),
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
    async (request) => ok(await service.details(request.params.id)),
  );

  app.get(
    '/:id/audit-log',
    {
      config,
      schema: {
        tags,
        summary: 'Every security event about the user or caused by them, newest first',
        params: userIdParam,
        querystring: z.object(pageQuery),
        response: { 200: envelope(logListResponse), ...errorResponses },
      },
    },
    async (request) => ok(await securityLogs.auditTrail(request.params.id, request.query)),
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
      ok(await service.promote(adminActorOf(request), requestMeta(request), request.body.userId)),
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
      ok(await service.demote(adminActorOf(request), requestMeta(request), request.body.userId)),
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
    async (request) => ok(await service.ban(adminActorOf(request), requestMeta(request), request.body)),
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
      ok(await service.unban(adminActorOf(request), requestMeta(request), request.body.userId)),
  );
};
