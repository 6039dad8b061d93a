/**
 * A minimal valid request for every /api route, built from the fixtures: the matrix sends it as
 * each principal, and the fuzzer starts from it to make near-valid hostile variants. A declared
 * route without a line here gets one from its declaration (`requestFor`): the empty request when
 * it asks for nothing (no params, no body, a query with defaults), else the least its schemas
 * allow, with an organization's `:id` filled in from the fixtures. The matrix expects success
 * (2xx) from either, or "not found" where a made-up id names nothing: a line is written where the
 * route needs a real resource or value to succeed.
 */
import type { Endpoint } from '../../../src/shared/contracts/endpoint.ts';
import { declarationOf } from './declared.ts';
import { type Fixtures, multipartBody, PNG, type PrincipalName, unique } from './fixtures.ts';
import { sampleOf } from './sample-of-schema.ts';

export interface RouteRequest {
  /** Values for the route's `:name` parameters (and `*`). */
  params?: Record<string, string | number>;
  query?: Record<string, string>;
  body?: unknown;
  /** A multipart body instead of JSON (uploads). */
  multipart?: { payload: Buffer; contentType: string };
  /** Sign-out must not end the principal's own session: it gets a session of its own. */
  freshSession?: true;
  /** Made from the declaration, with a path parameter that names nothing that exists. */
  madeUpId?: true;
}

type Build = (fx: Fixtures, who: PrincipalName) => RouteRequest;

/** The organization a principal acts on: the admin's own; everyone else `user`'s (so `other` gets 404). */
const orgOf = (fx: Fixtures, who: PrincipalName) => fx.organizations[who === 'admin' ? 'admin' : 'user'];

const none: Build = () => ({});
const id =
  (key: keyof Fixtures, extra: Omit<RouteRequest, 'params'> = {}): Build =>
  (fx) => ({ params: { id: fx[key] as number | string }, ...extra });

/** A principal's own webhook endpoint (the admin's for the admin, `user`'s for everyone else). */
const hook =
  (body?: object): Build =>
  (fx, who) => ({
    params: { id: (who === 'admin' ? fx.webhookForAdmin : fx.webhook).endpointId },
    ...(body ? { body } : {}),
  });

/** The principal's own password (two-factor settings ask for it again). */
const ownPassword = (fx: Fixtures, who: PrincipalName) =>
  who in fx.users ? fx.users[who as keyof Fixtures['users']].password : 'a password';

/** A WebAuthn credential of the right shape that no authenticator made (there is no challenge for it). */
const webAuthnCredential = (response: Record<string, string>) => ({
  id: 'bWF0cml4',
  rawId: 'bWF0cml4',
  type: 'public-key',
  response: { clientDataJSON: 'e30', ...response },
  clientExtensionResults: {},
});
/** A coupon the schema takes (its refinements ask for exactly one discount). */
const couponBody = () => ({
  code: `MATRIX${unique().toUpperCase()}`,
  name: 'Matrix coupon',
  percentOff: 10,
  duration: 'once',
});
const postBody = () => ({ title: `Matrix post ${unique()}`, content: 'Body text.' });
const testimonialBody = {
  content: 'Edited by the matrix, long enough.',
  rating: 4,
  authorName: 'Matrix User',
};
const entryBody = () => ({
  version: `8.${unique().length}.${Math.floor(Math.random() * 1e9)}`,
  title: 'Entry',
  content: 'Content',
  type: 'improvement',
  published: true,
  publishedAt: '2020-01-01T00:00:00Z',
});
const bannerBody = { name: 'Banner', variants: [{ label: 'A', description: 'Hello' }] };
const popupBody = { type: 'announcement', name: 'Popup', title: 'Title', content: 'Content' };

export const REQUESTS: Record<string, Build> = {
  'GET /api/docs': none,
  'GET /api/docs/static/index.html': none,
  'GET /api/docs/static/swagger-initializer.js': none,
  'GET /api/docs/json': none,
  'GET /api/docs/yaml': none,
  'GET /api/docs/static/*': () => ({ params: { '*': 'swagger-ui.css' } }),

  'POST /api/auth/sign-up': () => ({
    body: { email: `signup-${unique()}@example.com`, password: 'correct horse battery', name: 'New' },
  }),
  'POST /api/auth/sign-in': (fx) => ({
    body: { email: fx.users.throwaway.email, password: fx.users.throwaway.password },
  }),
  // The spec's request has no body.
  'POST /api/auth/sign-out': () => ({ freshSession: true }),
  'POST /api/auth/verify-email': () => ({ body: { token: 'not-a-real-token' } }),
  'POST /api/auth/resend-verification': (fx) => ({ body: { email: fx.users.throwaway.email } }),
  'POST /api/auth/forgot-password': (fx) => ({ body: { email: fx.users.throwaway.email } }),
  'POST /api/auth/reset-password': () => ({
    body: { token: 'not-a-real-token', password: 'another long password' },
  }),
  'PUT /api/me': () => ({ body: { name: 'Renamed' } }),
  'GET /api/auth/oauth/:provider': () => ({
    params: { provider: 'github' },
    query: { returnTo: '/dashboard' },
  }),
  'GET /api/auth/oauth/:provider/callback': () => ({
    params: { provider: 'github' },
    query: { code: 'not-a-real-code', state: 'not-a-real-state' },
  }),
  'DELETE /api/me/sessions/:id': (fx) => ({ params: { id: fx.sessionToRevoke } }),
  // The same password again: the principals keep the password the fixtures know.
  'POST /api/me/password': (fx, who) => {
    const password = who === 'user' || who === 'admin' ? fx.users[who].password : 'correct horse battery';
    return { body: { currentPassword: password, newPassword: password } };
  },
  // The matrix's principals have a password: refused (400), so they keep the one the fixtures know.
  'POST /api/me/password/set': () => ({ body: { code: 'AAAAAAAA', newPassword: 'a-first-password-42' } }),
  'POST /api/me/email': (fx, who) => ({
    body: {
      newEmail: `moved-${unique()}@example.com`,
      password: who === 'user' || who === 'admin' ? fx.users[who].password : 'correct horse battery',
    },
  }),
  'POST /api/me/email/confirm': () => ({ body: { token: 'not-a-real-token' } }),
  // A wrong password: the matrix's principals must survive it (deletion itself is tested in its feature).
  'DELETE /api/me': () => ({ body: { password: 'not the password' } }),
  'POST /api/admin/users/:id/impersonate': (fx) => ({ params: { id: fx.users.target.id } }),
  // The caller's own password: a setup starts (and is never confirmed, so the others answer 400/409).
  'POST /api/me/two-factor/enable': (fx, who) => ({ body: { password: ownPassword(fx, who) } }),
  'POST /api/me/two-factor/verify': () => ({ body: { code: '000000' } }),
  'POST /api/me/two-factor/disable': (fx, who) => ({
    body: { password: ownPassword(fx, who), code: '000000' },
  }),
  'POST /api/me/two-factor/backup-codes': (fx, who) => ({ body: { password: ownPassword(fx, who) } }),
  'POST /api/auth/two-factor': () => ({ body: { challengeToken: 'not-a-real-token', code: '000000' } }),

  'POST /api/contact': () => ({
    body: { fullName: 'Visitor', email: `contact-${unique()}@example.com`, message: 'Hi' },
  }),
  'POST /api/waitlist': () => ({ body: { email: `waitlist-${unique()}@example.com`, name: 'Waiter' } }),
  'POST /api/client-errors': () => ({ body: { message: 'x is not a function', path: '/account' } }),
  'POST /api/feedback': () => ({ body: { type: 'bug', message: 'It broke' } }),

  'GET /api/blog': () => ({ query: { page: '1', limit: '5' } }),
  'GET /api/blog/:slug': (fx) => ({ params: { slug: fx.post.slug } }),
  'GET /api/blog/:slug/related': (fx) => ({ params: { slug: fx.post.slug } }),
  'POST /api/blog/:id/like': (fx) => ({ params: { id: fx.post.id } }),
  'POST /api/blog': () => ({ body: postBody() }),
  'PUT /api/blog/:id': (fx) => ({ params: { id: fx.post.id }, body: postBody() }),
  'POST /api/blog/:id/publish': (fx) => ({ params: { id: fx.post.id } }),
  'POST /api/blog/:id/unpublish': (fx) => ({ params: { id: fx.post.id } }),
  'GET /api/admin/blog/posts/:id': (fx) => ({ params: { id: fx.post.id } }),
  'POST /api/admin/blog/bulk-publish': (fx) => ({ body: { ids: [fx.post.id] } }),
  'POST /api/admin/blog/categories': () => ({ body: { name: `Category ${unique()}` } }),
  'PUT /api/admin/blog/categories/:id': id('categoryId', { body: { name: `Renamed ${unique()}` } }),
  'POST /api/admin/blog/tags': () => ({ body: { name: `Tag ${unique()}` } }),
  'PUT /api/admin/blog/tags/:id': id('tagId', { body: { name: `Renamed ${unique()}` } }),

  'POST /api/testimonials': () => ({ body: testimonialBody }),
  'PUT /api/admin/testimonials/order': (fx) => ({ body: { ids: [fx.testimonialId] } }),
  'POST /api/admin/testimonials/:id/approve': id('testimonialId'),
  'POST /api/admin/testimonials/:id/unpublish': id('testimonialId'),
  'POST /api/admin/testimonials/:id/reject': id('testimonialToReject', { body: { reason: 'No' } }),
  'PUT /api/admin/testimonials/:id': id('testimonialId', { body: testimonialBody }),

  'GET /api/faqs': () => ({ query: { search: 'safe' } }),
  'POST /api/admin/faqs': () => ({ body: { question: 'Why?', answer: 'Because.' } }),
  'PUT /api/admin/faqs/order': (fx) => ({ body: { ids: [fx.faqId] } }),
  'PUT /api/admin/faqs/:id': id('faqId', { body: { question: 'Is it safe?', answer: 'Very.' } }),
  'POST /api/admin/faqs/:id/publish': id('faqId'),
  'POST /api/admin/faqs/:id/unpublish': id('faqId'),

  'POST /api/fileupload': () => ({ multipart: multipartBody('file', 'pixel.png', 'image/png', PNG) }),
  'GET /api/fileupload/:id': id('uploadId'),

  'GET /api/admin/dashboard': () => ({ query: { range: '7d' } }),
  'POST /api/admin/email-templates/preview': () => ({ body: { subject: 'Hi {{name}}', html: '<p>Hi</p>' } }),
  'POST /api/admin/email-templates': () => ({
    body: { key: `matrix_${unique()}`, name: 'Template', subject: 'Subject', html: '<p>Body</p>' },
  }),
  'GET /api/admin/email-templates/:id': id('templateId'),
  'GET /api/admin/email-templates/:id/versions/:versionId': (fx) => ({
    params: { id: fx.templateId, versionId: fx.templateVersionId },
  }),
  'PUT /api/admin/email-templates/:id': id('templateId', { body: { subject: 'New', html: '<p>New</p>' } }),
  'PATCH /api/admin/email-templates/:id': id('templateId', { body: { name: 'Renamed template' } }),
  'POST /api/admin/email-templates/:id/activate': (fx) => ({
    params: { id: fx.templateId },
    body: { versionId: fx.templateVersionId },
  }),
  'POST /api/admin/email-templates/:id/test': id('templateId', { body: {} }),
  'POST /api/admin/emails/:id/retry': id('emailId'),
  'POST /api/admin/jobs/:id/retry': id('jobId'),
  'GET /api/admin/security-logs': () => ({ query: { limit: '5', from: '2020-01-01', to: '2099-12-31' } }),
  'GET /api/admin/security-logs/export': () => ({
    query: { severity: 'high', from: '2020-01-01T00:00:00Z' },
  }),

  'GET /api/admin/users': () => ({ query: { search: 'matrix' } }),
  'GET /api/admin/users/:id': (fx) => ({ params: { id: fx.users.target.id } }),
  'GET /api/admin/users/:id/audit-log': (fx) => ({ params: { id: fx.users.target.id } }),
  'POST /api/admin/users/promote': (fx) => ({ body: { userId: fx.users.target.id } }),
  'POST /api/admin/users/demote': (fx) => ({ body: { userId: fx.users.target.id } }),
  'POST /api/admin/users/ban': (fx) => ({
    body: { userId: fx.users.target.id, reason: 'Matrix', expires: '2099-01-01T00:00:00Z' },
  }),
  'POST /api/admin/users/unban': (fx) => ({ body: { userId: fx.users.target.id } }),

  'GET /api/admin/contact-submissions': () => ({ query: { status: 'unread' } }),
  'POST /api/admin/contact-submissions/:id/read': id('contactId'),
  'POST /api/admin/contact-submissions/:id/unread': id('contactId'),
  'POST /api/admin/contact-submissions/:id/reply': id('contactId', { body: { message: 'Thanks' } }),
  'PUT /api/admin/waitlist/settings': () => ({
    body: {
      title: 'Join the waitlist',
      autoInvite: { mode: 'before_date', count: 5, before: '2020-01-01T00:00:00Z' },
    },
  }),
  'POST /api/admin/waitlist/invite': (fx) => ({ body: { ids: [fx.waitlistId] } }),
  'POST /api/admin/waitlist/invite-matching': () => ({ body: { status: 'pending' } }),
  'POST /api/admin/waitlist/:id/joined': id('waitlistId'),
  'PATCH /api/admin/feedback/:id': id('feedbackId', { body: { adminNotes: 'Looked at it' } }),
  'POST /api/admin/feedback/:id/reply': id('feedbackId', { body: { message: 'Thanks' } }),

  'POST /api/admin/markdown/preview': () => ({ body: { content: '# Title\n\n- item' } }),

  'GET /api/admin/changelog/:id': id('changelogId'),
  'POST /api/admin/changelog': () => ({ body: entryBody() }),
  'PUT /api/admin/changelog/:id': id('changelogId', { body: entryBody() }),
  'POST /api/admin/changelog/:id/publish': id('changelogId'),
  'POST /api/admin/changelog/:id/unpublish': id('changelogId'),

  'GET /api/marketing/active': () => ({ query: { path: '/' } }),
  'POST /api/marketing/events': (fx) => ({ body: { kind: 'banner', id: fx.variantId, event: 'impression' } }),
  'POST /api/marketing/newsletter': () => ({ body: { email: `news-${unique()}@example.com` } }),
  'GET /api/admin/marketing/banners/:id': id('bannerId'),
  'GET /api/admin/marketing/banners/:id/stats': id('bannerId'),
  'POST /api/admin/marketing/banners': () => ({ body: bannerBody }),
  'PUT /api/admin/marketing/banners/:id': id('bannerId', { body: bannerBody }),
  'POST /api/admin/marketing/banners/:id/visibility': id('bannerId', { body: { visible: true } }),
  'GET /api/admin/marketing/popups/:id': id('popupId'),
  'POST /api/admin/marketing/popups': () => ({ body: popupBody }),
  'PUT /api/admin/marketing/popups/:id': id('popupId', { body: popupBody }),

  'POST /api/subscription/checkout': () => ({
    body: { priceId: 'local_pro_yearly', billingCycle: 'yearly' },
  }),
  'POST /api/subscription/portal': none,
  'POST /api/subscription/cancel': none,
  'POST /api/subscription/resume': none,
  'POST /api/subscription/preview': (fx) => ({ body: { planId: fx.planId, billingCycle: 'monthly' } }),
  'POST /api/subscription/change': (fx) => ({ body: { planId: fx.planId, billingCycle: 'yearly' } }),
  'DELETE /api/subscription/scheduled-change': none,
  // No fixture pays for anything: an invoice id that names nothing (404 to everyone, never 403).
  'GET /api/subscription/invoices/:id': () => ({ params: { id: 'in_local_matrix' }, madeUpId: true }),
  'GET /api/subscription/invoices/:id/pdf': () => ({ params: { id: 'in_local_matrix' }, madeUpId: true }),
  'PUT /api/admin/subscription-plans/:id': id('planId', { body: { description: 'For growing teams' } }),
  'POST /api/admin/subscriptions/:id/cancel': (fx) => ({
    params: { id: fx.organizations.subscriptionForAdminToCancel },
  }),
  'POST /api/stripe/webhook': () => ({ body: { id: 'evt_1', type: 'invoice.paid' } }),
  'GET /api/billing/local/checkout/:id': id('checkoutId'),
  'POST /api/billing/local/checkout/:id/confirm': id('checkoutId'),
  'POST /api/billing/local/checkout/:id/cancel': id('checkoutId'),
  'POST /api/billing/local/portal/change-plan': () => ({
    body: { priceId: 'local_startup_monthly', billingCycle: 'monthly' },
  }),
  'POST /api/billing/local/portal/cancel': none,
  'POST /api/billing/local/portal/resume': none,
  'POST /api/billing/local/portal/simulate-payment-failure': none,
  'POST /api/billing/local/portal/payment-method': () => ({ body: { card: 'success' } }),
  'POST /api/admin/billing/clock': () => ({ body: { advanceDays: 1 } }),
  'POST /api/admin/coupons': () => ({ body: couponBody() }),
  // No coupon in the fixtures: a valid body for an id that names nothing (404).
  'PUT /api/admin/coupons/:id': () => ({ params: { id: 2_147_483_647 }, body: couponBody(), madeUpId: true }),

  'POST /api/organizations': () => ({ body: { name: `Matrix org ${unique()}` } }),
  'GET /api/organizations/:id': (fx, who) => ({ params: { id: orgOf(fx, who).id } }),
  'PUT /api/organizations/:id': (fx, who) => ({
    params: { id: orgOf(fx, who).id },
    body: { name: `Renamed ${unique()}` },
  }),
  'POST /api/organizations/:id/invitations': (fx, who) => ({
    params: { id: orgOf(fx, who).id },
    body: { email: `invitee-${unique()}@example.com`, role: 'member' },
  }),
  'POST /api/organizations/:id/invitations/:invitationId/resend': (fx, who) => ({
    params: { id: orgOf(fx, who).id, invitationId: orgOf(fx, who).invitationToResend },
  }),
  'PUT /api/organizations/:id/members/:userId': (fx, who) => ({
    params: { id: orgOf(fx, who).id, userId: orgOf(fx, who).memberToChange },
    body: { role: 'admin' },
  }),
  'GET /api/invitations/:token': (fx) => ({ params: { token: fx.organizations.previewToken } }),
  'POST /api/invitations/accept': (fx, who) => ({
    body: { token: fx.organizations.acceptTokens[who === 'admin' ? 'admin' : 'user'] },
  }),
  'POST /api/invitations/decline': (fx, who) => ({
    body: { token: fx.organizations.declineTokens[who === 'admin' ? 'admin' : 'user'] },
  }),
  'GET /api/admin/organizations': () => ({ query: { search: 'matrix' } }),
  'GET /api/admin/organizations/:id': (fx) => ({ params: { id: fx.organizations.user.id } }),

  'DELETE /api/blog/:id': id('postToDelete'),
  'POST /api/admin/blog/bulk-delete': (fx) => ({ body: { ids: [fx.postToBulkDelete] } }),
  'DELETE /api/admin/blog/categories/:id': id('categoryId'),
  'DELETE /api/admin/blog/tags/:id': id('tagId'),
  'DELETE /api/admin/testimonials/:id': id('testimonialId'),
  'DELETE /api/admin/faqs/:id': id('faqId'),
  'DELETE /api/fileupload/:id': (fx, who) => ({
    params: { id: who === 'admin' ? fx.uploadForAdmin : fx.uploadId },
  }),
  'DELETE /api/admin/email-templates/:id': id('templateId'),
  'DELETE /api/admin/contact-submissions/:id': id('contactId'),
  'DELETE /api/admin/waitlist/:id': id('waitlistId'),
  'DELETE /api/admin/changelog/:id': id('changelogId'),
  'DELETE /api/admin/marketing/banners/:id': id('bannerId'),
  'DELETE /api/admin/marketing/popups/:id': id('popupId'),
  'DELETE /api/me/accounts/:provider': () => ({ params: { provider: 'github' } }),

  'POST /api/auth/magic-link': (fx) => ({ body: { email: fx.users.throwaway.email } }),
  'POST /api/auth/magic-link/verify': () => ({ body: { token: 'not-a-real-token' } }),
  'POST /api/auth/passkey': () => ({
    body: { response: webAuthnCredential({ authenticatorData: 'AAAA', signature: 'AAAA' }) },
  }),
  'POST /api/me/passkeys': () => ({
    body: { name: 'Matrix key', response: webAuthnCredential({ attestationObject: 'AAAA' }) },
  }),
  'PATCH /api/me/passkeys/:id': (fx, who) => ({
    params: { id: who === 'admin' ? fx.passkeyForAdmin : fx.passkeyId },
    body: { name: 'Renamed by the matrix' },
  }),
  'DELETE /api/me/passkeys/:id': (fx, who) => ({
    params: { id: who === 'admin' ? fx.passkeyForAdmin : fx.passkeyId },
  }),
  'POST /api/projects': () => ({ body: { name: 'Matrix project' } }),
  'POST /api/api-keys': () => ({ body: { name: 'Matrix key', scopes: ['projects:read'] } }),
  'DELETE /api/api-keys/:id': (fx, who) => ({
    params: { id: who === 'admin' ? fx.apiKeyForAdmin : fx.apiKeyId },
  }),
  'POST /api/webhooks/endpoints': () => ({
    body: { url: 'http://127.0.0.1:9/matrix', events: ['project.created'] },
  }),
  'GET /api/webhooks/endpoints/:id': hook(),
  'PUT /api/webhooks/endpoints/:id': hook({ description: 'Changed by the matrix' }),
  'DELETE /api/webhooks/endpoints/:id': hook(),
  'POST /api/webhooks/endpoints/:id/rotate-secret': hook(),
  'POST /api/webhooks/endpoints/:id/test': hook(),
  'GET /api/webhooks/endpoints/:id/deliveries': hook(),
  'POST /api/webhooks/deliveries/:id/retry': (fx, who) => ({
    params: { id: (who === 'admin' ? fx.webhookForAdmin : fx.webhook).deliveryId },
  }),
  'POST /api/usage': () => ({ body: { meter: 'exports', quantity: 1, idempotencyKey: 'matrix' } }),
  'GET /api/projects/:id': (fx, who) => ({
    params: { id: who === 'admin' ? fx.projectForAdmin : fx.projectId },
  }),
  'PUT /api/projects/:id': (fx, who) => ({
    params: { id: who === 'admin' ? fx.projectForAdmin : fx.projectId },
    body: { name: 'Renamed by the matrix' },
  }),
  'DELETE /api/projects/:id': (fx, who) => ({
    params: { id: who === 'admin' ? fx.projectForAdmin : fx.projectId },
  }),
  'GET /api/admin/users/:id/entitlements': (fx) => ({ params: { id: fx.users.target.id } }),
  'PUT /api/admin/users/:id/entitlements': (fx) => ({
    params: { id: fx.users.target.id },
    body: { limits: { projects: 5 } },
  }),
  'GET /api/admin/organizations/:id/entitlements': (fx) => ({ params: { id: fx.organizations.user.id } }),
  'PUT /api/admin/organizations/:id/entitlements': (fx) => ({
    params: { id: fx.organizations.user.id },
    body: { flags: { sso: true } },
  }),
  'DELETE /api/organizations/:id/invitations/:invitationId': (fx, who) => ({
    params: { id: orgOf(fx, who).id, invitationId: orgOf(fx, who).invitationToRevoke },
  }),
  'DELETE /api/organizations/:id/members/:userId': (fx, who) => ({
    params: { id: orgOf(fx, who).id, userId: orgOf(fx, who).memberToRemove },
  }),
  'DELETE /api/organizations/:id': (fx, who) => ({ params: { id: orgOf(fx, who).toDelete } }),
  'DELETE /api/admin/organizations/:id': (fx) => ({ params: { id: fx.organizations.forAdminToDelete } }),
};

/**
 * A declared endpoint with no params and no body, whose query (if any) has defaults for everything:
 * its valid request is the empty one, so it needs no line in REQUESTS.
 */
export function needsNothing(endpoint: Endpoint): boolean {
  return !endpoint.params && !endpoint.body && (endpoint.query?.safeParse({}).success ?? true);
}

/** Path parameters that name a fixture, not a made-up id, by the path they stand under. */
const FIXTURE_PARAMS: { under: string; name: string; value: (fx: Fixtures, who: PrincipalName) => string }[] =
  [{ under: '/api/organizations/:id', name: 'id', value: (fx, who) => orgOf(fx, who).id }];

/** The least request the declaration's schemas allow; undefined where they allow nothing it can make. */
function fromDeclaration(endpoint: Endpoint): Build | undefined {
  if (endpoint.consumes) return undefined;
  const params =
    endpoint.params && (sampleOf(endpoint.params, { large: true }) as Record<string, string | number>);
  const query =
    endpoint.query && !endpoint.query.safeParse({}).success
      ? (sampleOf(endpoint.query) as Record<string, unknown> | undefined)
      : {};
  const body = endpoint.body && sampleOf(endpoint.body);
  if ((endpoint.params && !params) || !query || (endpoint.body && body === undefined)) return undefined;
  const fixtures = FIXTURE_PARAMS.filter(
    ({ under }) => endpoint.path === under || endpoint.path.startsWith(`${under}/`),
  );
  const madeUpId = Object.keys(params ?? {}).some(
    (name) => !fixtures.some((fixture) => fixture.name === name),
  );
  return (fx, who) => ({
    ...(params && {
      params: { ...params, ...Object.fromEntries(fixtures.map(({ name, value }) => [name, value(fx, who)])) },
    }),
    ...(Object.keys(query).length > 0 && {
      query: Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)])),
    }),
    ...(body !== undefined && { body }),
    ...(madeUpId && { madeUpId: true }),
  });
}

/**
 * The valid request of a route: its line in REQUESTS, else the empty request when its declaration
 * asks for nothing, else one made from the declaration's schemas. Throws for a route with none of
 * these (a multipart body, a schema the sample cannot satisfy): it needs a line.
 */
export function requestFor(routeKey: string): Build {
  const written = REQUESTS[routeKey];
  if (written) return written;
  const endpoint = declarationOf(routeKey);
  if (endpoint && needsNothing(endpoint)) return none;
  const derived = endpoint && fromDeclaration(endpoint);
  if (derived) return derived;
  throw new Error(`${routeKey} needs a valid request in tests/security/support/requests.ts`);
}

/** The route's URL with its parameters filled in (encoded) and the query string appended. */
export function urlOf(template: string, request: RouteRequest): string {
  const path = template.replace(/:(\w+)|\*/g, (match, name: string | undefined) => {
    const value = request.params?.[name ?? '*'];
    if (value === undefined) throw new Error(`no value for ${match} in ${template}`);
    return name ? encodeURIComponent(String(value)) : String(value);
  });
  const query = new URLSearchParams(request.query ?? {}).toString();
  return query ? `${path}?${query}` : path;
}
