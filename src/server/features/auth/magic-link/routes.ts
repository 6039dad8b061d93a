/** POST /api/auth/magic-link and /magic-link/verify (public; the auth rate-limit scope). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signInResponse } from '../../../../shared/contracts/auth.ts';
import { successMessage } from '../../../../shared/contracts/common.ts';
import { magicLinkBody, magicLinkVerifyBody } from '../../../../shared/contracts/passwordless.ts';
import { authHeaders, forwardCookies } from '../../../http/auth-guard.ts';
import { envelope, errorResponses, ok } from '../../../http/envelope.ts';
import { requestMeta } from '../../../http/security-log.ts';
import type { AccountDeps } from '../deps.ts';
import { requestMagicLink } from './request.ts';
import { verifyMagicLink } from './verify.ts';

const tags = ['auth'];

export const magicLinkRoutes: FastifyPluginAsyncZod<{ deps: AccountDeps }> = async (app, { deps }) => {
  app.post(
    '/magic-link',
    {
      config: { auth: 'public' },
      schema: {
        tags,
        summary: 'E-mail a one-time sign-in link (always 200, no account enumeration)',
        description:
          'An existing account gets a link to `/magic-link?token=…`, valid 15 minutes and single use; an unknown address gets nothing.',
        body: magicLinkBody,
        response: { 200: envelope(successMessage), ...errorResponses },
      },
    },
    async (request) =>
      ok(await requestMagicLink(deps, request.body.email, authHeaders(request), requestMeta(request))),
  );

  app.post(
    '/magic-link/verify',
    {
      config: { auth: 'public' },
      schema: {
        tags,
        summary: 'Sign in with the e-mailed token (used or expired: 400)',
        description: 'Returns the same sign-in body as POST /api/auth/sign-in and sets the session cookie.',
        body: magicLinkVerifyBody,
        response: { 200: envelope(signInResponse), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { cookies, body } = await verifyMagicLink(
        deps,
        request.body.token,
        authHeaders(request),
        requestMeta(request),
      );
      forwardCookies(cookies, reply);
      return ok(body);
    },
  );
};
