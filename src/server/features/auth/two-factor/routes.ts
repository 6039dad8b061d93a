/**
 * Two-factor routes: the signed-in user's settings under /api/me/two-factor, and the sign-in
 * challenge POST /api/auth/two-factor (public; in the auth rate-limit scope by its path). The
 * endpoints are declared in src/shared/contracts/two-factor.ts and auth.ts (the challenge).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authEndpoints } from '../../../../shared/contracts/auth.ts';
import { twoFactorEndpoints as twoFactor } from '../../../../shared/contracts/two-factor.ts';
import { answerWithCookies, authHeaders } from '../../../http/auth-cookies.ts';
import { requestMeta } from '../../../http/request-meta.ts';
import { serve } from '../../../http/route-kit.ts';
import { answerChallenge } from './challenge-sign-in.ts';
import {
  disableTwoFactor,
  enableTwoFactor,
  regenerateBackupCodes,
  type TwoFactorDeps,
  verifyTwoFactorSetup,
} from './settings.ts';
import { isTwoFactorEnabled } from './store.ts';

export const twoFactorRoutes: FastifyPluginAsyncZod<{ deps: TwoFactorDeps }> = async (app, { deps }) => {
  serve(app, twoFactor.status, async (call) => ({
    enabled: await isTwoFactorEnabled(deps.db, call.user.id),
  }));
  serve(app, twoFactor.enable, (call) => enableTwoFactor(deps, call.user, call.body));
  serve(app, twoFactor.verify, (call) =>
    verifyTwoFactorSetup(deps, call.user, call.body.code, requestMeta(call.request)),
  );
  serve(app, twoFactor.disable, (call) =>
    disableTwoFactor(deps, call.user, call.body, requestMeta(call.request)),
  );
  serve(app, twoFactor.regenerateBackupCodes, (call) => regenerateBackupCodes(deps, call.user, call.body));
};

export const twoFactorChallengeRoutes: FastifyPluginAsyncZod<{ deps: TwoFactorDeps }> = async (
  app,
  { deps },
) => {
  serve(app, authEndpoints.twoFactorChallenge, async (call) => {
    return answerWithCookies(
      call.reply,
      answerChallenge(deps, call.body, authHeaders(call.request), requestMeta(call.request)),
    );
  });
};
