/**
 * /api/auth/*: thin HTTP wrappers over the auth service. All of them share the auth rate-limit
 * scope (5 requests per 15 minutes per caller by default).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  emailOnlyBody,
  resetPasswordBody,
  signInBody,
  signUpBody,
  tokenBody,
} from '../../../shared/auth-contracts.ts';
import { authHeaders, forwardCookies } from '../../http/auth-guard.ts';
import { envelope, errorResponses, ok } from '../../http/envelope.ts';
import { requestMeta } from '../../http/security-log.ts';
import { signInResponse, signUpResponse, successMessage, successOnly } from './schemas.ts';
import type { AuthService } from './service.ts';

const tags = ['auth'];
// Sign-out needs no body; accept `{}` or nothing.
const emptyBody = z.object({}).strict().optional();

export const authRoutes: FastifyPluginAsyncZod<{ service: AuthService }> = async (app, { service }) => {
  app.post(
    '/sign-up',
    {
      config: { auth: 'public' },
      schema: {
        tags,
        summary: 'Create an account (sends the verification e-mail; starts no session)',
        body: signUpBody,
        response: { 201: envelope(signUpResponse), ...errorResponses },
      },
    },
    async (request, reply) => {
      const result = await service.signUp(request.body, authHeaders(request), requestMeta(request));
      return reply.code(201).send(ok(result));
    },
  );

  app.post(
    '/sign-in',
    {
      config: { auth: 'public' },
      schema: {
        tags,
        summary: 'Sign in with e-mail and password',
        description:
          'Returns the session token (use it as `Authorization: Bearer <token>`) and sets an HttpOnly cookie.',
        body: signInBody,
        response: { 200: envelope(signInResponse), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { cookies, body } = await service.signIn(
        request.body,
        authHeaders(request),
        requestMeta(request),
      );
      forwardCookies(cookies, reply);
      return ok(body);
    },
  );

  app.post(
    '/sign-out',
    {
      config: { auth: 'public' },
      schema: {
        tags,
        summary: 'End the current session',
        body: emptyBody,
        response: { 200: envelope(successOnly), ...errorResponses },
      },
    },
    async (request, reply) => {
      const session = request.session
        ? { userId: request.session.user.id, email: request.session.user.email }
        : null;
      const { cookies, body } = await service.signOut(session, authHeaders(request), requestMeta(request));
      forwardCookies(cookies, reply);
      return ok(body);
    },
  );

  app.post(
    '/verify-email',
    {
      config: { auth: 'public' },
      schema: {
        tags,
        summary: 'Verify an e-mail address with the e-mailed token',
        body: tokenBody,
        response: { 200: envelope(successMessage), ...errorResponses },
      },
    },
    async (request) => ok(await service.verifyEmail(request.body.token, requestMeta(request))),
  );

  app.post(
    '/resend-verification',
    {
      config: { auth: 'public' },
      schema: {
        tags,
        summary: 'Send the verification e-mail again (always 200)',
        body: emailOnlyBody,
        response: { 200: envelope(successMessage), ...errorResponses },
      },
    },
    async (request) => ok(await service.resendVerification(request.body.email)),
  );

  app.post(
    '/forgot-password',
    {
      config: { auth: 'public' },
      schema: {
        tags,
        summary: 'E-mail a password-reset link (always 200, no account enumeration)',
        body: emailOnlyBody,
        response: { 200: envelope(successMessage), ...errorResponses },
      },
    },
    async (request) => ok(await service.forgotPassword(request.body.email, requestMeta(request))),
  );

  app.post(
    '/reset-password',
    {
      config: { auth: 'public' },
      schema: {
        tags,
        summary: "Set a new password with the e-mailed token (signs out the user's other sessions)",
        body: resetPasswordBody,
        response: { 200: envelope(successMessage), ...errorResponses },
      },
    },
    async (request) =>
      ok(await service.resetPassword(request.body.token, request.body.password, requestMeta(request))),
  );
};
