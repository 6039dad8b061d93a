/**
 * Two-factor routes: the signed-in user's settings under /api/me/two-factor, and the sign-in
 * challenge POST /api/auth/two-factor (public; in the auth rate-limit scope by its path).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { signedInResponse } from '../../../../shared/contracts/auth.ts';
import {
  twoFactorBackupCodesResponse,
  twoFactorChallengeBody,
  twoFactorCodeBody,
  twoFactorDisableBody,
  twoFactorDisableResponse,
  twoFactorEnableResponse,
  twoFactorPasswordBody,
  twoFactorStatusResponse,
  twoFactorVerifyResponse,
} from '../../../../shared/contracts/two-factor.ts';
import { authHeaders, forwardCookies } from '../../../http/auth-guard.ts';
import { envelope, errorResponses, ok } from '../../../http/envelope.ts';
import { requestMeta } from '../../../http/security-log.ts';
import { answerChallenge } from './challenge-sign-in.ts';
import {
  disableTwoFactor,
  enableTwoFactor,
  regenerateBackupCodes,
  type TwoFactorDeps,
  verifyTwoFactorSetup,
} from './settings.ts';
import { isTwoFactorEnabled } from './store.ts';

const tags = ['two-factor'];

function userPost<Body extends z.ZodType, Answer extends z.ZodType>(
  summary: string,
  body: Body,
  answer: Answer,
) {
  return {
    config: { auth: 'user' as const },
    schema: { tags, summary, body, response: { 200: envelope(answer), ...errorResponses } },
  };
}

export const twoFactorRoutes: FastifyPluginAsyncZod<{ deps: TwoFactorDeps }> = async (app, { deps }) => {
  app.get(
    '/',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: 'Whether two-factor is on for the signed-in user',
        response: { 200: envelope(twoFactorStatusResponse), ...errorResponses },
      },
    },
    async (request) => ok({ enabled: await isTwoFactorEnabled(deps.db, request.session!.user.id) }),
  );

  app.post(
    '/enable',
    userPost(
      'Start the two-factor setup: a new secret and ten backup codes (active once verified)',
      twoFactorPasswordBody,
      twoFactorEnableResponse,
    ),
    async (request) => ok(await enableTwoFactor(deps, request.session!.user, request.body.password)),
  );

  app.post(
    '/verify',
    userPost(
      'Confirm the setup with a code from the app; two-factor is on from now',
      twoFactorCodeBody,
      twoFactorVerifyResponse,
    ),
    async (request) =>
      ok(await verifyTwoFactorSetup(deps, request.session!.user, request.body.code, requestMeta(request))),
  );

  app.post(
    '/disable',
    userPost(
      'Turn two-factor off (password and a code or backup code)',
      twoFactorDisableBody,
      twoFactorDisableResponse,
    ),
    async (request) =>
      ok(await disableTwoFactor(deps, request.session!.user, request.body, requestMeta(request))),
  );

  app.post(
    '/backup-codes',
    userPost(
      'Ten new backup codes; the old ones stop working',
      twoFactorPasswordBody,
      twoFactorBackupCodesResponse,
    ),
    async (request) => ok(await regenerateBackupCodes(deps, request.session!.user, request.body.password)),
  );
};

export const twoFactorChallengeRoutes: FastifyPluginAsyncZod<{ deps: TwoFactorDeps }> = async (
  app,
  { deps },
) => {
  app.post(
    '/two-factor',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['auth', ...tags],
        summary: 'Answer the sign-in challenge with a TOTP code or an unused backup code',
        description:
          'After a sign-in answered `{ twoFactorRequired: true, challengeToken }`. Five attempts within five minutes; then sign in again. Returns the sign-in body and sets the session cookie.',
        body: twoFactorChallengeBody,
        response: { 200: envelope(signedInResponse), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { cookies, body } = await answerChallenge(
        deps,
        request.body,
        authHeaders(request),
        requestMeta(request),
      );
      forwardCookies(cookies, reply);
      return ok(body);
    },
  );
};
