/**
 * POST /api/auth/magic-link and /magic-link/verify (public; the auth rate-limit scope). The
 * endpoints are declared in src/shared/contracts/passwordless.ts.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { passwordlessEndpoints as passwordless } from '../../../../shared/contracts/passwordless.ts';
import { answerWithCookies, authHeaders } from '../../../http/auth-cookies.ts';
import { requestMeta } from '../../../http/request-meta.ts';
import { serve } from '../../../http/route-kit.ts';
import type { AccountDeps } from '../deps.ts';
import { requestMagicLink } from './request.ts';
import { verifyMagicLink } from './verify.ts';

export const magicLinkRoutes: FastifyPluginAsyncZod<{ deps: AccountDeps }> = async (app, { deps }) => {
  serve(app, passwordless.requestMagicLink, (call) =>
    requestMagicLink(deps, call.body.email, authHeaders(call.request), requestMeta(call.request)),
  );

  serve(app, passwordless.verifyMagicLink, async (call) => {
    return answerWithCookies(
      call.reply,
      verifyMagicLink(deps, call.body.token, authHeaders(call.request), requestMeta(call.request)),
    );
  });
};
