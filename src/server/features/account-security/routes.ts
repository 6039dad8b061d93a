/**
 * Account security over HTTP (docs/api.md, "Account security"): the signed-in user's sessions,
 * password (changed, or set with an e-mailed code), e-mail address, data export and deletion under /api/me, and admin impersonation under
 * /api/admin. Thin: each route validates, then calls one function. The endpoints are declared in
 * src/shared/contracts/account-security.ts.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  impersonationEndpoints as impersonation,
  accountSecurityEndpoints as security,
} from '../../../shared/contracts/account-security.ts';
import { answerWithCookies, authHeaders } from '../../http/auth-cookies.ts';
import { requestMeta } from '../../http/request-meta.ts';
import { serve } from '../../http/route-kit.ts';
import { serveRaw } from '../../http/route-kit-raw.ts';
import { sendConfirmationCode } from './confirmation-code.ts';
import { deleteAccount, sendDeletionCode } from './deletion.ts';
import type { AccountSecurityDeps } from './deps.ts';
import { confirmEmailChange, requestEmailChange } from './email-change.ts';
import { exportMyData } from './export.ts';
import { currentImpersonation, startImpersonation, stopImpersonation } from './impersonation.ts';
import { changePassword } from './password.ts';
import { setPassword } from './password-set.ts';
import { listSessions, revokeOtherSessions, revokeSession } from './sessions.ts';

/** Mounted at /api/me. */
export const accountSecurityRoutes: FastifyPluginAsyncZod<{ deps: AccountSecurityDeps }> = async (
  app,
  { deps },
) => {
  serve(app, security.sessions, (call) => listSessions(deps, call.session));
  serve(app, security.impersonation, (call) => currentImpersonation(deps, call.session));
  serve(app, security.revokeSession, (call) =>
    revokeSession(deps, call.session, call.params.id, requestMeta(call.request)),
  );
  serve(app, security.revokeOthers, (call) =>
    revokeOtherSessions(deps, call.session, requestMeta(call.request)),
  );
  serve(app, security.changePassword, (call) =>
    changePassword(deps, call.session, call.body, authHeaders(call.request), requestMeta(call.request)),
  );
  serve(app, security.setPassword, (call) =>
    setPassword(deps, call.session, call.body, authHeaders(call.request), requestMeta(call.request)),
  );
  serve(app, security.confirmationCode, (call) => sendConfirmationCode(deps, call.session));
  serve(app, security.changeEmail, (call) =>
    requestEmailChange(deps, call.session, call.body, requestMeta(call.request)),
  );
  serve(app, security.confirmEmail, (call) =>
    confirmEmailChange(deps, call.body.token, requestMeta(call.request)),
  );
  serve(app, security.deletionCode, (call) => sendDeletionCode(deps, call.session));
  serve(app, security.deleteAccount, (call) =>
    deleteAccount(deps, call.session, call.body, requestMeta(call.request), call.request.log),
  );

  serveRaw(app, security.export, async (call) => {
    const { fileName, document } = await exportMyData(deps, call.user, requestMeta(call.request));
    return call.reply
      .header('content-type', 'application/json; charset=utf-8')
      .header('content-disposition', `attachment; filename="${fileName}"`)
      .header('cache-control', 'no-store')
      .send(JSON.stringify(document, null, 2));
  });
};

/** Mounted at /api/admin. */
export const impersonationRoutes: FastifyPluginAsyncZod<{ deps: AccountSecurityDeps }> = async (
  app,
  { deps },
) => {
  serve(app, impersonation.start, async (call) => {
    return answerWithCookies(
      call.reply,
      startImpersonation(
        deps,
        call.actor,
        call.params.id,
        authHeaders(call.request),
        requestMeta(call.request),
      ),
    );
  });

  serve(app, impersonation.stop, async (call) => {
    return answerWithCookies(
      call.reply,
      stopImpersonation(deps, call.session, authHeaders(call.request), requestMeta(call.request)),
    );
  });
};
