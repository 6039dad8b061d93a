/**
 * Who may call every /api route: the security review's own statement, read from each route's path
 * by the rules below, never from its declaration. The authorization test compares it with the
 * routes the app registers (`deps.apiRoutes`) in both directions and with each route's declared
 * `config.auth`, and the matrix calls every route as every kind of caller. So a route declared
 * with the wrong access fails, and a route in an area no rule covers fails until one does.
 *
 * A new endpoint in an existing area (an admin page's, an organization's, the account's) needs no
 * line here. What is decided one route at a time is written out: a route outside its area's rule
 * (`EXCEPTIONS`) and every route that changes the account's ways in (`ACCOUNT_SECURITY`).
 *
 * `owned`: the route acts on one user's resource; another signed-in user is refused with the
 * status given (403 when the code says "not yours", 404 when it hides that the resource exists).
 */
import { DECLARED } from './declared.ts';

export type Access = 'public' | 'user' | 'admin';

export interface RouteAccess {
  access: Access;
  owned?: { otherUserStatus: 403 | 404 };
  /** Changes the account's ways in or its holder: an impersonation session gets 403 (impersonation.test.ts). */
  accountSecurity?: true;
}

const publicRoute: RouteAccess = { access: 'public' };
const userRoute: RouteAccess = { access: 'user' };
const adminRoute: RouteAccess = { access: 'admin' };
const ownedHidden: RouteAccess = { access: 'user', owned: { otherUserStatus: 404 } };

/** Routes outside their area's rule, each a decision of its own. */
const EXCEPTIONS: Record<string, RouteAccess> = {
  // Called by the impersonation session, which is the user's (an admin route would refuse it).
  'POST /api/admin/impersonation/stop': userRoute,
  // The link in the e-mail confirms the new address without a session.
  'POST /api/me/email/confirm': publicRoute,
  // Anyone with the invitation link sees what it invites to.
  'GET /api/invitations/:token': publicRoute,
  // Uploaded files are served by their unguessable id (avatars, post images).
  'GET /api/fileupload/:id': publicRoute,
  'DELETE /api/fileupload/:id': { access: 'user', owned: { otherUserStatus: 403 } },
  'POST /api/blog/:id/like': userRoute,
  'GET /api/testimonials/mine': userRoute,
  'POST /api/testimonials': userRoute,
  // Signed by the payment provider, not by a session.
  'POST /api/stripe/webhook': publicRoute,
  // Visitor intake: anyone may write.
  'POST /api/contact': publicRoute,
  'POST /api/waitlist': publicRoute,
  'POST /api/client-errors': publicRoute,
  'POST /api/feedback': publicRoute,
  'POST /api/marketing/events': publicRoute,
  'POST /api/marketing/newsletter': publicRoute,
};

/**
 * The areas, first match wins. `METHOD /path`: `*` for any method; a path ending in `/**` is that
 * path and everything below it. No rule catches everything: a new area needs its own line.
 */
const AREAS: [pattern: string, access: RouteAccess][] = [
  ['* /api/admin/**', adminRoute],
  // The spec's blog writes sit outside /api/admin; reading the blog is public.
  ['GET /api/blog/**', publicRoute],
  ['* /api/blog/**', adminRoute],
  ['* /api/auth/**', publicRoute],
  ['GET /api/docs/**', publicRoute],
  ['GET /api/health', publicRoute],
  // Published content, for every visitor.
  ['GET /api/faqs', publicRoute],
  ['GET /api/changelog', publicRoute],
  ['GET /api/testimonials', publicRoute],
  ['GET /api/plans', publicRoute],
  ['GET /api/marketing/active', publicRoute],
  ['GET /api/waitlist', publicRoute],
  // The account's own things; one of them by id is hidden from everyone else.
  ['* /api/me/sessions/:id', ownedHidden],
  ['* /api/me/passkeys/:id', ownedHidden],
  ['* /api/me/**', userRoute],
  // An organization's routes: a user who is not a member is told it does not exist.
  ['* /api/organizations/:id/**', ownedHidden],
  ['* /api/organizations', userRoute],
  ['* /api/invitations/**', userRoute],
  ['* /api/billing/local/checkout/:id/**', ownedHidden],
  ['* /api/billing/**', userRoute],
  ['* /api/subscription/**', userRoute],
  ['* /api/fileupload/**', userRoute],
  // A customer's plan and usage; projects, the sample resource, hidden from non-members by id.
  ['GET /api/entitlements', userRoute],
  ['* /api/usage', userRoute],
  ['* /api/projects/:id', ownedHidden],
  ['* /api/projects', userRoute],
  ['* /api/api-keys/:id', ownedHidden],
  ['* /api/api-keys', userRoute],
  ['* /api/webhooks/endpoints/:id', ownedHidden],
  ['* /api/webhooks/endpoints/:id/**', ownedHidden],
  ['* /api/webhooks/deliveries/:id/**', ownedHidden],
  ['* /api/webhooks/endpoints', userRoute],
];

/** The routes that change how the account signs in or who holds it (config.accountSecurity). */
const ACCOUNT_SECURITY = new Set([
  'GET /api/auth/oauth/:provider',
  'GET /api/auth/oauth/:provider/callback',
  'DELETE /api/me/sessions/:id',
  'POST /api/me/sessions/revoke-others',
  'POST /api/me/password',
  'POST /api/me/password/set',
  'POST /api/me/confirmation-code',
  'POST /api/me/email',
  'POST /api/me/deletion-code',
  'DELETE /api/me',
  'POST /api/me/two-factor/enable',
  'POST /api/me/two-factor/verify',
  'POST /api/me/two-factor/disable',
  'POST /api/me/two-factor/backup-codes',
  'DELETE /api/me/accounts/:provider',
  'POST /api/me/passkeys/options',
  'POST /api/me/passkeys',
  'PATCH /api/me/passkeys/:id',
  'DELETE /api/me/passkeys/:id',
  // Keys are credentials: an impersonating admin may not list, mint or revoke them.
  'GET /api/api-keys',
  'POST /api/api-keys',
  'DELETE /api/api-keys/:id',
]);

/** Served by the API reference's plugin, not declared by a contract. */
const API_REFERENCE_FILES = [
  'GET /api/docs',
  'GET /api/docs/static/index.html',
  'GET /api/docs/static/swagger-initializer.js',
  'GET /api/docs/json',
  'GET /api/docs/yaml',
  'GET /api/docs/static/*',
];

function matches(pattern: string, routeKey: string): boolean {
  const [patternMethod, patternPath] = pattern.split(' ') as [string, string];
  const [method, path] = routeKey.split(' ') as [string, string];
  if (patternMethod !== '*' && patternMethod !== method) return false;
  if (!patternPath.endsWith('/**')) return path === patternPath;
  const base = patternPath.slice(0, -3);
  return path === base || path.startsWith(`${base}/`);
}

/** The access the rules give a route; none for a route in no area (the table leaves it out). */
function accessOf(routeKey: string): RouteAccess | undefined {
  const found = EXCEPTIONS[routeKey] ?? AREAS.find(([pattern]) => matches(pattern, routeKey))?.[1];
  return found && ACCOUNT_SECURITY.has(routeKey) ? { ...found, accountSecurity: true } : found;
}

/** Deletions go last in the matrix: the calls before them still need what they remove. */
const isDeletion = (routeKey: string) => routeKey.startsWith('DELETE ') || routeKey.endsWith('/bulk-delete');

/**
 * Calls the matrix makes first, in this order, because a later call changes what their request
 * names; the rest follow in declaration order, deletions last.
 */
const GOES_FIRST = [
  // Before the local checkout's confirmation gives `user` a subscription.
  'POST /api/subscription/checkout',
  // The order lists the fixtures' one FAQ, before the matrix creates another.
  'PUT /api/admin/faqs/order',
  // The order lists the published testimonials: the fixture's, once approved.
  'POST /api/admin/testimonials/:id/approve',
  'PUT /api/admin/testimonials/order',
  // Before revoking the other sessions ends the one it revokes.
  'DELETE /api/me/sessions/:id',
];

const routeKeys = [
  ...API_REFERENCE_FILES,
  ...DECLARED.filter(({ endpoint }) => endpoint.path.startsWith('/api/')).map(
    ({ endpoint }) => `${endpoint.method} ${endpoint.path}`,
  ),
];

/**
 * Keyed `METHOD /url` as Fastify registers it; a route in no area is missing, and the
 * authorization test names it. The order is the matrix's call order.
 */
export const ACCESS_TABLE: Record<string, RouteAccess> = Object.fromEntries(
  [
    ...GOES_FIRST.filter((key) => routeKeys.includes(key)),
    ...routeKeys.filter((key) => !GOES_FIRST.includes(key) && !isDeletion(key)),
    ...routeKeys.filter((key) => !GOES_FIRST.includes(key) && isDeletion(key)),
  ].flatMap((key) => {
    const access = accessOf(key);
    return access ? [[key, access]] : [];
  }),
);

/** The hand-written lists name only routes that exist (a renamed route leaves no stale line). */
export const STALE_LINES = [...Object.keys(EXCEPTIONS), ...ACCOUNT_SECURITY, ...GOES_FIRST].filter(
  (key) => !routeKeys.includes(key),
);
