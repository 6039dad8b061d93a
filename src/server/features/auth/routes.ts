/**
 * /api/auth/*: thin HTTP over the account flows, with better-auth behind them. All of them are
 * public and share the auth rate-limit scope (5 requests per 15 minutes per caller by default).
 * The endpoints are declared in src/shared/contracts/auth.ts.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authEndpoints as auth } from '../../../shared/contracts/auth.ts';
import { answerWithCookies, authHeaders } from '../../http/auth-cookies.ts';
import { requestLocale } from '../../http/locale.ts';
import { requestMeta } from '../../http/request-meta.ts';
import { serve } from '../../http/route-kit.ts';
import type { AccountDeps } from './deps.ts';
import { tooManyAtOnce } from './hashing-queue.ts';
import { passwordHashing } from './password.ts';
import { forgotPassword, resetPassword } from './password-reset.ts';
import { signIn, signOut } from './sessions.ts';
import { signUp } from './sign-up.ts';
import { resendVerification, verifyEmail } from './verification.ts';

/**
 * The routes that hash a password answer 503 before any other work (after the body's validation,
 * so bad input still gets its 400) while the hashing queue is full: a burst then costs a refusal
 * each, not the account lookups that would precede the refusal.
 */
function whenHashingFree() {
  if (passwordHashing.full) throw tooManyAtOnce();
}

export const authRoutes: FastifyPluginAsyncZod<{ deps: AccountDeps }> = async (app, { deps }) => {
  serve(app, auth.signUp, async (call) => {
    whenHashingFree();
    const locale = requestLocale(call.request);
    return signUp(deps, call.body, authHeaders(call.request), requestMeta(call.request), locale);
  });

  serve(app, auth.signIn, async (call) => {
    whenHashingFree();
    return answerWithCookies(
      call.reply,
      signIn(deps, call.body, authHeaders(call.request), requestMeta(call.request)),
    );
  });

  serve(app, auth.signOut, async (call) => {
    const session = call.session ? { userId: call.session.user.id, email: call.session.user.email } : null;
    return answerWithCookies(
      call.reply,
      signOut(deps, session, authHeaders(call.request), requestMeta(call.request)),
    );
  });

  serve(app, auth.verifyEmail, (call) => verifyEmail(deps, call.body.token, requestMeta(call.request)));

  serve(app, auth.resendVerification, (call) => resendVerification(deps, call.body.email));

  serve(app, auth.forgotPassword, (call) => forgotPassword(deps, call.body.email, requestMeta(call.request)));

  serve(app, auth.resetPassword, async (call) => {
    whenHashingFree();
    return resetPassword(deps, call.body.token, call.body.password, requestMeta(call.request));
  });
};
