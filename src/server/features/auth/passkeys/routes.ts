/**
 * Passkeys: signing in (/api/auth/passkey*, public) and the signed-in user's passkeys
 * (/api/me/passkeys*, user). The options routes set the library's signed challenge cookie, which
 * the following POST sends back.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signInResponse } from '../../../../shared/contracts/auth.ts';
import {
  addPasskeyBody,
  passkeyIdParams,
  passkeySignInBody,
  passkeysResponse,
  webAuthnOptions,
} from '../../../../shared/contracts/passwordless.ts';
import { authHeaders, forwardCookies } from '../../../http/auth-guard.ts';
import { envelope, errorResponses, ok } from '../../../http/envelope.ts';
import { requestMeta } from '../../../http/security-log.ts';
import type { AccountDeps } from '../deps.ts';
import { passkeyHeaders } from './challenge-cookie.ts';
import { addPasskey, listPasskeys, passkeyRegistrationOptions, removePasskey } from './manage.ts';
import { passkeySignInOptions, signInWithPasskey } from './sign-in.ts';

export const passkeySignInRoutes: FastifyPluginAsyncZod<{ deps: AccountDeps }> = async (app, { deps }) => {
  const tags = ['auth'];

  app.post(
    '/passkey/options',
    {
      config: { auth: 'public' },
      schema: {
        tags,
        summary: 'A WebAuthn challenge for signing in with a passkey',
        description: 'The options for `navigator.credentials.get()`; sets the challenge cookie (5 minutes).',
        response: { 200: envelope(webAuthnOptions), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { cookies, body } = await passkeySignInOptions(deps, authHeaders(request));
      forwardCookies(cookies, reply);
      return ok(body);
    },
  );

  app.post(
    '/passkey',
    {
      config: { auth: 'public' },
      schema: {
        tags,
        summary: 'Sign in with a passkey (the WebAuthn assertion for the challenge)',
        description: 'Returns the same sign-in body as POST /api/auth/sign-in and sets the session cookie.',
        body: passkeySignInBody,
        response: { 200: envelope(signInResponse), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { cookies, body } = await signInWithPasskey(
        deps,
        request.body,
        passkeyHeaders(request),
        requestMeta(request),
      );
      forwardCookies(cookies, reply);
      return ok(body);
    },
  );
};

export const myPasskeyRoutes: FastifyPluginAsyncZod<{ deps: AccountDeps }> = async (app, { deps }) => {
  const tags = ['me'];

  app.get(
    '/passkeys',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: "The signed-in user's passkeys",
        response: { 200: envelope(passkeysResponse), ...errorResponses },
      },
    },
    async (request) => ok(await listPasskeys(deps, request.session!.user.id)),
  );

  app.post(
    '/passkeys/options',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: 'A WebAuthn challenge for adding a passkey',
        description:
          'The options for `navigator.credentials.create()`; sets the challenge cookie (5 minutes). Needs a sign-in from the last 24 hours (403 otherwise).',
        response: { 200: envelope(webAuthnOptions), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { cookies, body } = await passkeyRegistrationOptions(deps, authHeaders(request));
      forwardCookies(cookies, reply);
      return ok(body);
    },
  );

  app.post(
    '/passkeys',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: 'Add a passkey (the WebAuthn attestation for the challenge, and a name)',
        body: addPasskeyBody,
        response: { 200: envelope(passkeysResponse), ...errorResponses },
      },
    },
    async (request) =>
      ok(
        await addPasskey(
          deps,
          request.session!.user,
          request.body,
          passkeyHeaders(request),
          requestMeta(request),
        ),
      ),
  );

  app.delete(
    '/passkeys/:id',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: 'Remove a passkey (another user’s: 404)',
        params: passkeyIdParams,
        response: { 200: envelope(passkeysResponse), ...errorResponses },
      },
    },
    async (request) =>
      ok(
        await removePasskey(
          deps,
          request.session!.user,
          request.params.id,
          authHeaders(request),
          requestMeta(request),
        ),
      ),
  );
};
