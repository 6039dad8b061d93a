/**
 * The sign-in providers' routes: what the sign-in page offers and the redirect flow under
 * /api/auth (public, the auth rate-limit scope), and the caller's linked providers under
 * /api/me/accounts (user).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  linkedAccountsResponse,
  oauthCallbackQuery,
  oauthStartQuery,
  providerParams,
  signInMethodsResponse,
  unlinkResponse,
} from '../../../../shared/contracts/oauth.ts';
import { authHeaders, forwardCookies } from '../../../http/auth-guard.ts';
import { envelope, errorResponses, ok } from '../../../http/envelope.ts';
import { requestLocale } from '../../../http/locale.ts';
import { routeKit } from '../../../http/route-kit.ts';
import { requestMeta } from '../../../http/security-log.ts';
import { listLinkedAccounts, unlinkAccount } from './accounts.ts';
import { finishOAuth, type OAuthDeps, startOAuth } from './flow.ts';
import { configuredProviders } from './providers.ts';

const tags = ['auth'];
const redirect = { 302: z.null().describe('A redirect (Location header)'), ...errorResponses };

export const oauthRoutes: FastifyPluginAsyncZod<{ deps: OAuthDeps }> = async (app, { deps }) => {
  app.get(
    '/providers',
    {
      config: { auth: 'public' },
      schema: {
        tags,
        summary: 'The ways to sign in this site offers (configured providers only)',
        response: { 200: envelope(signInMethodsResponse), ...errorResponses },
      },
    },
    async (_request, reply) => {
      // The same for everyone until the configuration changes: browsers may keep it a while, so
      // showing the sign-in page again costs nothing from the small auth rate-limit budget.
      reply.header('cache-control', 'public, max-age=300');
      // Magic links need only the mail outbox, which always exists; passkeys need only a browser.
      return ok({ providers: configuredProviders(deps.oauth), magicLink: true, passkeys: true });
    },
  );

  app.get(
    '/oauth/:provider',
    {
      config: { auth: 'public' },
      schema: {
        tags,
        summary: 'Start signing in with a provider (302 to it); signed in, this links the provider instead',
        description: '`returnTo` must be a path on this site; anything else becomes "/".',
        params: providerParams,
        querystring: oauthStartQuery,
        response: redirect,
      },
    },
    async (request, reply) => {
      const { url, cookies } = await startOAuth(
        deps,
        request.params.provider,
        request.query.returnTo,
        authHeaders(request),
        request.session !== null,
      );
      forwardCookies(cookies, reply);
      return reply.redirect(url, 302);
    },
  );

  app.get(
    '/oauth/:provider/callback',
    {
      config: { auth: 'public' },
      schema: {
        tags,
        summary: "The provider's redirect back: sets the session cookie and redirects to returnTo",
        description:
          'Failures redirect to /sign-in?error=account_not_linked|email_not_verified|banned|link_failed|oauth_failed ' +
          '(a link started from the account page: back there with ?error=).',
        params: providerParams,
        querystring: oauthCallbackQuery,
        response: redirect,
      },
    },
    async (request, reply) => {
      const session = request.session
        ? { userId: request.session.user.id, email: request.session.user.email }
        : null;
      const { location, cookies } = await finishOAuth(deps, request.params.provider, request.query, {
        headers: authHeaders(request),
        meta: requestMeta(request),
        locale: requestLocale(request),
        session,
      });
      forwardCookies(cookies, reply);
      return reply.redirect(location, 302);
    },
  );
};

export const linkedAccountRoutes: FastifyPluginAsyncZod<{ deps: OAuthDeps }> = async (app, { deps }) => {
  const user = routeKit(app, { auth: 'user', tags: ['me'] });
  user.get('/', { summary: 'Your linked sign-in providers', response: linkedAccountsResponse }, (call) =>
    listLinkedAccounts(deps, call.user.id),
  );
  user.delete(
    '/:provider',
    {
      summary: 'Unlink a provider (400 when it is your last way to sign in)',
      params: providerParams,
      response: unlinkResponse,
    },
    (call) => unlinkAccount(deps, call.user, call.params.provider, requestMeta(call.request)),
  );
};
