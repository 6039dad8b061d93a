/**
 * The sign-in providers' routes: what the sign-in page offers and the redirect flow under
 * /api/auth (public, the auth rate-limit scope), and the caller's linked providers under
 * /api/me/accounts (user). The endpoints are declared in src/shared/contracts/oauth.ts.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { linkedAccountEndpoints, oauthEndpoints } from '../../../../shared/contracts/oauth.ts';
import { authHeaders, forwardCookies } from '../../../http/auth-cookies.ts';
import { requestLocale } from '../../../http/locale.ts';
import { requestMeta } from '../../../http/request-meta.ts';
import { serve } from '../../../http/route-kit.ts';
import { serveRaw } from '../../../http/route-kit-raw.ts';
import { listLinkedAccounts, unlinkAccount } from './accounts.ts';
import { finishOAuth, type OAuthDeps, startOAuth } from './flow.ts';
import { configuredProviders } from './providers.ts';

export const oauthRoutes: FastifyPluginAsyncZod<{ deps: OAuthDeps }> = async (app, { deps }) => {
  serve(app, oauthEndpoints.providers, async (call) => {
    // The same for everyone until the configuration changes: browsers may keep it a while, so
    // showing the sign-in page again costs nothing from the small auth rate-limit budget.
    call.reply.header('cache-control', 'public, max-age=300');
    // Magic links need only the mail outbox, which always exists; passkeys need only a browser.
    return { providers: configuredProviders(deps.oauth), magicLink: true, passkeys: true };
  });

  serveRaw(app, oauthEndpoints.start, async (call) => {
    const { url, cookies } = await startOAuth(
      deps,
      call.params.provider,
      call.query.returnTo,
      authHeaders(call.request),
      call.session !== null,
    );
    forwardCookies(cookies, call.reply);
    return call.reply.redirect(url, 302);
  });

  serveRaw(app, oauthEndpoints.callback, async (call) => {
    const session = call.session ? { userId: call.session.user.id, email: call.session.user.email } : null;
    const { location, cookies } = await finishOAuth(deps, call.params.provider, call.query, {
      headers: authHeaders(call.request),
      meta: requestMeta(call.request),
      locale: requestLocale(call.request),
      session,
    });
    forwardCookies(cookies, call.reply);
    return call.reply.redirect(location, 302);
  });
};

export const linkedAccountRoutes: FastifyPluginAsyncZod<{ deps: OAuthDeps }> = async (app, { deps }) => {
  serve(app, linkedAccountEndpoints.list, (call) => listLinkedAccounts(deps, call.user.id));
  serve(app, linkedAccountEndpoints.unlink, (call) =>
    unlinkAccount(deps, call.user, call.params.provider, requestMeta(call.request)),
  );
};
