/**
 * /api/auth/*: thin HTTP over the account flows, with better-auth behind them. All of them are
 * public and share the auth rate-limit scope (5 requests per 15 minutes per caller by default).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  emailOnlyBody,
  resetPasswordBody,
  signInBody,
  signInResponse,
  signOutBody,
  signOutResponse,
  signUpBody,
  signUpResponse,
  tokenBody,
  verifyEmailResponse,
} from '../../../shared/contracts/auth.ts';
import { successMessage } from '../../../shared/contracts/common.ts';
import { authHeaders, forwardCookies } from '../../http/auth-guard.ts';
import { envelope, errorResponses, ok } from '../../http/envelope.ts';
import { requestLocale } from '../../http/locale.ts';
import { requestMeta } from '../../http/security-log.ts';
import type { AccountDeps } from './deps.ts';
import { tooManyAtOnce } from './hashing-queue.ts';
import { passwordHashing } from './password.ts';
import { forgotPassword, resetPassword } from './password-reset.ts';
import { signIn, signOut } from './sessions.ts';
import { signUp } from './sign-up.ts';
import { resendVerification, verifyEmail } from './verification.ts';

const tags = ['auth'];

/**
 * The routes that hash a password answer 503 before any other work (after the body's validation,
 * so bad input still gets its 400) while the hashing queue is full: a burst then costs a refusal
 * each, not the account lookups that would precede the refusal.
 */
async function whenHashingFree() {
  if (passwordHashing.full) throw tooManyAtOnce();
}

/** The options of a public POST answering 200 with `answer` (sign-up, the one 201, spells its own). */
function publicPost<Body extends z.ZodType, Answer extends z.ZodType>(
  summary: string,
  body: Body,
  answer: Answer,
  description?: string,
) {
  return {
    config: { auth: 'public' as const },
    schema: {
      tags,
      summary,
      ...(description ? { description } : {}),
      body,
      response: { 200: envelope(answer), ...errorResponses },
    },
  };
}

export const authRoutes: FastifyPluginAsyncZod<{ deps: AccountDeps }> = async (app, { deps }) => {
  app.post(
    '/sign-up',
    {
      preHandler: whenHashingFree,
      config: { auth: 'public' },
      schema: {
        tags,
        summary: 'Create an account (sends the verification e-mail; starts no session)',
        body: signUpBody,
        response: { 201: envelope(signUpResponse), ...errorResponses },
      },
    },
    async (request, reply) => {
      const locale = requestLocale(request);
      const result = await signUp(deps, request.body, authHeaders(request), requestMeta(request), locale);
      return reply.code(201).send(ok(result));
    },
  );

  app.post(
    '/sign-in',
    {
      ...publicPost(
        'Sign in with e-mail and password',
        signInBody,
        signInResponse,
        'Returns the session token (use it as `Authorization: Bearer <token>`) and sets an HttpOnly cookie.',
      ),
      preHandler: whenHashingFree,
    },
    async (request, reply) => {
      const { cookies, body } = await signIn(deps, request.body, authHeaders(request), requestMeta(request));
      forwardCookies(cookies, reply);
      return ok(body);
    },
  );

  app.post(
    '/sign-out',
    publicPost('End the current session', signOutBody, signOutResponse),
    async (request, reply) => {
      const session = request.session
        ? { userId: request.session.user.id, email: request.session.user.email }
        : null;
      const { cookies, body } = await signOut(deps, session, authHeaders(request), requestMeta(request));
      forwardCookies(cookies, reply);
      return ok(body);
    },
  );

  app.post(
    '/verify-email',
    publicPost('Verify an e-mail address with the e-mailed token', tokenBody, verifyEmailResponse),
    async (request) => ok(await verifyEmail(deps, request.body.token, requestMeta(request))),
  );

  app.post(
    '/resend-verification',
    publicPost('Send the verification e-mail again (always 200)', emailOnlyBody, successMessage),
    async (request) => ok(await resendVerification(deps, request.body.email)),
  );

  app.post(
    '/forgot-password',
    publicPost(
      'E-mail a password-reset link (always 200, no account enumeration)',
      emailOnlyBody,
      successMessage,
    ),
    async (request) => ok(await forgotPassword(deps, request.body.email, requestMeta(request))),
  );

  app.post(
    '/reset-password',
    {
      ...publicPost(
        "Set a new password with the e-mailed token (signs out the user's other sessions)",
        resetPasswordBody,
        successMessage,
      ),
      preHandler: whenHashingFree,
    },
    async (request) =>
      ok(await resetPassword(deps, request.body.token, request.body.password, requestMeta(request))),
  );
};
