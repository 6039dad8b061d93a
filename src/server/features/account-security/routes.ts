/**
 * Account security over HTTP (extensions.md, "Account security"): the signed-in user's sessions,
 * password, e-mail address, data export and deletion under /api/me, and admin impersonation under
 * /api/admin. Thin: each route validates, then calls one function.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  changeEmailBody,
  changeEmailResponse,
  changePasswordBody,
  confirmEmailBody,
  confirmEmailResponse,
  deleteAccountBody,
  deletionCodeResponse,
  impersonateParams,
  impersonationResponse,
  revokedResponse,
  sessionIdParam,
  sessionsResponse,
  successResponse,
} from '../../../shared/contracts/account-security.ts';
import { signInResponse } from '../../../shared/contracts/auth.ts';
import { authHeaders, forwardCookies } from '../../http/auth-guard.ts';
import { envelope, errorResponses, ok } from '../../http/envelope.ts';
import { routeKit } from '../../http/route-kit.ts';
import { requestMeta } from '../../http/security-log.ts';
import { assertNotImpersonating } from './credentials.ts';
import { deleteAccount, sendDeletionCode } from './deletion.ts';
import type { AccountSecurityDeps } from './deps.ts';
import { confirmEmailChange, requestEmailChange } from './email-change.ts';
import { exportMyData } from './export.ts';
import { currentImpersonation, startImpersonation, stopImpersonation } from './impersonation.ts';
import { changePassword } from './password.ts';
import { listSessions, revokeOtherSessions, revokeSession } from './sessions.ts';

const tags = ['me: security'];

/** Mounted at /api/me. */
export const accountSecurityRoutes: FastifyPluginAsyncZod<{ deps: AccountSecurityDeps }> = async (
  app,
  { deps },
) => {
  const user = routeKit(app, { auth: 'user', tags });
  const publicKit = routeKit(app, { auth: 'public', tags });

  user.get(
    '/sessions',
    { summary: 'The active sessions of the signed-in user', response: sessionsResponse },
    (call) => listSessions(deps, call.request.session!),
  );
  user.get(
    '/impersonation',
    {
      summary: 'Whether an admin is acting as you in this session (the bar shown while it lasts)',
      response: impersonationResponse,
    },
    (call) => currentImpersonation(deps, call.request.session!),
  );
  user.delete(
    '/sessions/:id',
    {
      summary: 'Revoke one of your sessions (another user’s: 404)',
      params: sessionIdParam,
      response: successResponse,
    },
    (call) => revokeSession(deps, call.request.session!, call.params.id, requestMeta(call.request)),
  );
  user.post(
    '/sessions/revoke-others',
    { summary: 'Revoke every session but this one', response: revokedResponse },
    (call) => revokeOtherSessions(deps, call.request.session!, requestMeta(call.request)),
  );
  user.post(
    '/password',
    {
      summary: 'Change the password (the other sessions are revoked)',
      body: changePasswordBody,
      response: successResponse,
    },
    async (call) => {
      assertNotImpersonating(call.request.session!);
      return changePassword(
        deps,
        call.request.session!,
        call.body,
        authHeaders(call.request),
        requestMeta(call.request),
      );
    },
  );
  user.post(
    '/email',
    {
      summary:
        'Ask to change the e-mail address (a link goes to the new one; the change applies when it is followed)',
      body: changeEmailBody,
      response: changeEmailResponse,
    },
    async (call) => {
      assertNotImpersonating(call.request.session!);
      return requestEmailChange(deps, call.request.session!, call.body, requestMeta(call.request));
    },
  );
  publicKit.post(
    '/email/confirm',
    {
      summary: 'Apply an e-mail change with the link’s token',
      body: confirmEmailBody,
      response: confirmEmailResponse,
    },
    (call) => confirmEmailChange(deps, call.body.token, requestMeta(call.request)),
  );
  user.post(
    '/deletion-code',
    {
      summary: 'E-mail a code that confirms deleting an account without a password',
      response: deletionCodeResponse,
    },
    (call) => sendDeletionCode(deps, call.request.session!),
  );
  user.delete(
    '/',
    {
      summary: 'Delete the account and its personal data (409 for the last admin)',
      body: deleteAccountBody,
      response: successResponse,
    },
    (call) =>
      deleteAccount(deps, call.request.session!, call.body, requestMeta(call.request), call.request.log),
  );

  // A file, not an envelope: written with app.route (the kit answers enveloped JSON only).
  app.route({
    method: 'GET',
    url: '/export',
    config: { auth: 'user' },
    schema: {
      tags,
      summary: 'Download everything stored about you as one JSON file',
      produces: ['application/json'],
    },
    handler: async (request, reply) => {
      const { fileName, document } = await exportMyData(deps, request.session!.user, requestMeta(request));
      return reply
        .header('content-type', 'application/json; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'no-store')
        .send(JSON.stringify(document, null, 2));
    },
  });
};

/** Mounted at /api/admin. */
export const impersonationRoutes: FastifyPluginAsyncZod<{ deps: AccountSecurityDeps }> = async (
  app,
  { deps },
) => {
  app.post(
    '/users/:id/impersonate',
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['admin: users'],
        summary: 'Start a one-hour session as this user (admins cannot be impersonated: 403)',
        params: impersonateParams,
        response: { 200: envelope(signInResponse), ...errorResponses },
      },
    },
    async (request, reply) => {
      const session = request.session!;
      const { cookies, body } = await startImpersonation(
        deps,
        { id: session.user.id, email: session.user.email },
        request.params.id,
        authHeaders(request),
        requestMeta(request),
      );
      forwardCookies(cookies, reply);
      return ok(body);
    },
  );

  app.post(
    '/impersonation/stop',
    {
      // The caller is the impersonation session, which is the user's: an admin route would refuse it.
      config: { auth: 'user' },
      schema: {
        tags: ['admin: users'],
        summary: 'End the impersonation (back to the admin’s own session)',
        response: { 200: envelope(successResponse), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { cookies, body } = await stopImpersonation(
        deps,
        request.session!,
        authHeaders(request),
        requestMeta(request),
      );
      forwardCookies(cookies, reply);
      return ok(body);
    },
  );
};
