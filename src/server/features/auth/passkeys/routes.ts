/**
 * Passkeys: signing in (/api/auth/passkey*, public) and the signed-in user's passkeys
 * (/api/me/passkeys*, user). The options routes set the library's signed challenge cookie, which
 * the following POST sends back. The endpoints are declared in src/shared/contracts/passwordless.ts.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  passkeyEndpoints as mine,
  passwordlessEndpoints,
} from '../../../../shared/contracts/passwordless.ts';
import { answerWithCookies, authHeaders } from '../../../http/auth-cookies.ts';
import { requestMeta } from '../../../http/request-meta.ts';
import { serve } from '../../../http/route-kit.ts';
import type { AccountDeps } from '../deps.ts';
import { passkeyHeaders } from './challenge-cookie.ts';
import {
  addPasskey,
  listPasskeys,
  passkeyRegistrationOptions,
  removePasskey,
  renamePasskey,
} from './manage.ts';
import { passkeySignInOptions, signInWithPasskey } from './sign-in.ts';

export const passkeySignInRoutes: FastifyPluginAsyncZod<{ deps: AccountDeps }> = async (app, { deps }) => {
  serve(app, passwordlessEndpoints.passkeyOptions, async (call) => {
    return answerWithCookies(call.reply, passkeySignInOptions(deps, authHeaders(call.request)));
  });

  serve(app, passwordlessEndpoints.passkeySignIn, async (call) => {
    return answerWithCookies(
      call.reply,
      signInWithPasskey(deps, call.body, passkeyHeaders(call.request), requestMeta(call.request)),
    );
  });
};

export const myPasskeyRoutes: FastifyPluginAsyncZod<{ deps: AccountDeps }> = async (app, { deps }) => {
  serve(app, mine.list, (call) => listPasskeys(deps, call.user.id));

  serve(app, mine.registrationOptions, async (call) => {
    return answerWithCookies(call.reply, passkeyRegistrationOptions(deps, authHeaders(call.request)));
  });

  serve(app, mine.add, (call) =>
    addPasskey(deps, call.user, call.body, passkeyHeaders(call.request), requestMeta(call.request)),
  );

  serve(app, mine.rename, (call) =>
    renamePasskey(deps, call.user, call.params.id, call.body, requestMeta(call.request)),
  );

  serve(app, mine.remove, (call) =>
    removePasskey(deps, call.user, call.params.id, authHeaders(call.request), requestMeta(call.request)),
  );
};
