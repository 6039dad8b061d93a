/**
 * Who may call every /api route, written out by hand. The authorization test compares it with
 * the routes the app registers (`deps.apiRoutes`) in both directions, and with each route's
 * declared `config.auth`: a new route fails the test until it has a line here.
 *
 * `owned`: the route acts on one user's resource; another signed-in user is refused with the
 * status given (403 when the code says "not yours", 404 when it hides that the resource exists).
 */
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
/** The account owner's own changes (config.accountSecurity). */
const ownerOnly: RouteAccess = { access: 'user', accountSecurity: true };

/** Keyed `METHOD /url` as Fastify registered it. The order is the matrix's call order. */
export const ACCESS_TABLE: Record<string, RouteAccess> = {
  // API documentation (static files and the generated document)
  'GET /api/docs': publicRoute,
  'GET /api/docs/static/index.html': publicRoute,
  'GET /api/docs/static/swagger-initializer.js': publicRoute,
  'GET /api/docs/json': publicRoute,
  'GET /api/docs/yaml': publicRoute,
  'GET /api/docs/static/*': publicRoute,
  'GET /api/health': publicRoute,

  // Accounts
  'POST /api/auth/sign-up': publicRoute,
  'POST /api/auth/sign-in': publicRoute,
  'POST /api/auth/sign-out': publicRoute,
  'POST /api/auth/verify-email': publicRoute,
  'POST /api/auth/resend-verification': publicRoute,
  'POST /api/auth/forgot-password': publicRoute,
  'POST /api/auth/reset-password': publicRoute,
  'GET /api/me': userRoute,
  'PUT /api/me': userRoute,
  // Sign-in providers (OAuth / OpenID Connect)
  'GET /api/auth/providers': publicRoute,
  'GET /api/auth/oauth/:provider': { access: 'public', accountSecurity: true },
  'GET /api/auth/oauth/:provider/callback': { access: 'public', accountSecurity: true },
  'GET /api/me/accounts': userRoute,
  // Account security (sessions, password, e-mail, export, deletion; impersonation below)
  'GET /api/me/sessions': userRoute,
  'GET /api/me/impersonation': userRoute,
  'DELETE /api/me/sessions/:id': { ...ownerOnly, owned: { otherUserStatus: 404 } },
  'POST /api/me/sessions/revoke-others': ownerOnly,
  'POST /api/me/password': ownerOnly,
  'POST /api/me/password/set': ownerOnly,
  'POST /api/me/confirmation-code': ownerOnly,
  'POST /api/me/email': ownerOnly,
  'POST /api/me/email/confirm': publicRoute,
  'GET /api/me/export': userRoute,
  'POST /api/me/deletion-code': ownerOnly,
  'DELETE /api/me': ownerOnly,
  'POST /api/admin/users/:id/impersonate': adminRoute,
  // Called by the impersonation session, which is the user's (an admin route would refuse it).
  'POST /api/admin/impersonation/stop': userRoute,
  'GET /api/me/two-factor': userRoute,
  'POST /api/me/two-factor/enable': ownerOnly,
  'POST /api/me/two-factor/verify': ownerOnly,
  'POST /api/me/two-factor/disable': ownerOnly,
  'POST /api/me/two-factor/backup-codes': ownerOnly,
  'POST /api/auth/two-factor': publicRoute,

  // Visitor intake
  'POST /api/contact': publicRoute,
  'GET /api/waitlist': publicRoute,
  'POST /api/waitlist': publicRoute,
  'POST /api/feedback': publicRoute,

  // Blog
  'GET /api/blog': publicRoute,
  'GET /api/blog/categories': publicRoute,
  'GET /api/blog/tags': publicRoute,
  'GET /api/blog/:slug': publicRoute,
  'GET /api/blog/:slug/related': publicRoute,
  'POST /api/blog/:id/like': userRoute,
  'POST /api/blog': adminRoute,
  'PUT /api/blog/:id': adminRoute,
  'POST /api/blog/:id/publish': adminRoute,
  'POST /api/blog/:id/unpublish': adminRoute,
  'GET /api/admin/blog/posts/:id': adminRoute,
  'POST /api/admin/blog/bulk-publish': adminRoute,
  'GET /api/admin/blog/categories': adminRoute,
  'POST /api/admin/blog/categories': adminRoute,
  'PUT /api/admin/blog/categories/:id': adminRoute,
  'GET /api/admin/blog/tags': adminRoute,
  'POST /api/admin/blog/tags': adminRoute,
  'PUT /api/admin/blog/tags/:id': adminRoute,

  // Testimonials
  'GET /api/testimonials': publicRoute,
  'GET /api/testimonials/mine': userRoute,
  'POST /api/testimonials': userRoute,
  'GET /api/admin/testimonials': adminRoute,
  'POST /api/admin/testimonials/:id/approve': adminRoute,
  'PUT /api/admin/testimonials/order': adminRoute,
  'POST /api/admin/testimonials/:id/unpublish': adminRoute,
  'POST /api/admin/testimonials/:id/reject': adminRoute,
  'PUT /api/admin/testimonials/:id': adminRoute,

  // FAQs
  'GET /api/faqs': publicRoute,
  'GET /api/admin/faqs': adminRoute,
  'GET /api/admin/faqs/categories': adminRoute,
  'PUT /api/admin/faqs/order': adminRoute,
  'POST /api/admin/faqs': adminRoute,
  'PUT /api/admin/faqs/:id': adminRoute,
  'POST /api/admin/faqs/:id/publish': adminRoute,
  'POST /api/admin/faqs/:id/unpublish': adminRoute,

  // Uploads
  'POST /api/fileupload': userRoute,
  'GET /api/fileupload/:id': publicRoute,
  'GET /api/fileupload/usage': userRoute,

  // Admin dashboard, e-mail templates, e-mail log, security log
  'GET /api/admin/dashboard': adminRoute,
  'GET /api/admin/email-templates': adminRoute,
  'POST /api/admin/email-templates/preview': adminRoute,
  'POST /api/admin/email-templates': adminRoute,
  'GET /api/admin/email-templates/:id': adminRoute,
  'GET /api/admin/email-templates/:id/versions/:versionId': adminRoute,
  'PUT /api/admin/email-templates/:id': adminRoute,
  'PATCH /api/admin/email-templates/:id': adminRoute,
  'POST /api/admin/email-templates/:id/activate': adminRoute,
  'POST /api/admin/email-templates/:id/test': adminRoute,
  'GET /api/admin/emails': adminRoute,
  'POST /api/admin/emails/:id/retry': adminRoute,
  'GET /api/admin/security-logs': adminRoute,
  'GET /api/admin/security-logs/event-types': adminRoute,
  'GET /api/admin/security-logs/export': adminRoute,

  // Admin user management
  'GET /api/admin/users': adminRoute,
  'GET /api/admin/users/:id': adminRoute,
  'GET /api/admin/users/:id/audit-log': adminRoute,
  'POST /api/admin/users/promote': adminRoute,
  'POST /api/admin/users/demote': adminRoute,
  'POST /api/admin/users/ban': adminRoute,
  'POST /api/admin/users/unban': adminRoute,

  // Contact submissions, waitlist and feedback administration
  'GET /api/admin/contact-submissions': adminRoute,
  'GET /api/admin/contact-submissions/export': adminRoute,
  'POST /api/admin/contact-submissions/:id/read': adminRoute,
  'POST /api/admin/contact-submissions/:id/unread': adminRoute,
  'POST /api/admin/contact-submissions/:id/reply': adminRoute,
  'GET /api/admin/waitlist': adminRoute,
  'GET /api/admin/waitlist/export': adminRoute,
  'GET /api/admin/waitlist/settings': adminRoute,
  'PUT /api/admin/waitlist/settings': adminRoute,
  'POST /api/admin/waitlist/invite': adminRoute,
  'POST /api/admin/waitlist/invite-matching': adminRoute,
  'POST /api/admin/waitlist/auto-invite/run': adminRoute,
  'POST /api/admin/waitlist/:id/joined': adminRoute,
  'GET /api/admin/feedback': adminRoute,
  'PATCH /api/admin/feedback/:id': adminRoute,
  'POST /api/admin/feedback/:id/reply': adminRoute,

  // The Markdown preview of every admin editor
  'POST /api/admin/markdown/preview': adminRoute,

  // Changelog
  'GET /api/changelog': publicRoute,
  'GET /api/admin/changelog': adminRoute,
  'GET /api/admin/changelog/:id': adminRoute,
  'POST /api/admin/changelog': adminRoute,
  'PUT /api/admin/changelog/:id': adminRoute,
  'POST /api/admin/changelog/:id/publish': adminRoute,
  'POST /api/admin/changelog/:id/unpublish': adminRoute,

  // Marketing
  'GET /api/marketing/active': publicRoute,
  'POST /api/marketing/events': publicRoute,
  'POST /api/marketing/newsletter': publicRoute,
  'GET /api/admin/marketing/banners': adminRoute,
  'GET /api/admin/marketing/banners/:id': adminRoute,
  'GET /api/admin/marketing/banners/:id/stats': adminRoute,
  'POST /api/admin/marketing/banners': adminRoute,
  'PUT /api/admin/marketing/banners/:id': adminRoute,
  'POST /api/admin/marketing/banners/:id/visibility': adminRoute,
  'GET /api/admin/marketing/popups': adminRoute,
  'GET /api/admin/marketing/popups/:id': adminRoute,
  'POST /api/admin/marketing/popups': adminRoute,
  'PUT /api/admin/marketing/popups/:id': adminRoute,
  'GET /api/admin/marketing/newsletter': adminRoute,
  'GET /api/admin/marketing/newsletter/export': adminRoute,

  // Billing
  'GET /api/plans': publicRoute,
  'GET /api/subscription': userRoute,
  'POST /api/subscription/checkout': userRoute,
  'POST /api/subscription/portal': userRoute,
  'GET /api/admin/subscription-plans': adminRoute,
  'PUT /api/admin/subscription-plans/:id': adminRoute,
  'POST /api/admin/subscription-plans/sync': adminRoute,
  'POST /api/admin/subscription-plans/verify': adminRoute,
  'POST /api/admin/subscriptions/:id/cancel': adminRoute,
  'POST /api/stripe/webhook': publicRoute,
  'GET /api/billing/local/checkout/:id': { access: 'user', owned: { otherUserStatus: 404 } },
  'POST /api/billing/local/checkout/:id/confirm': { access: 'user', owned: { otherUserStatus: 404 } },
  'POST /api/billing/local/checkout/:id/cancel': { access: 'user', owned: { otherUserStatus: 404 } },
  'GET /api/billing/local/portal': userRoute,
  'POST /api/billing/local/portal/change-plan': userRoute,
  'POST /api/billing/local/portal/cancel': userRoute,
  'POST /api/billing/local/portal/resume': userRoute,
  'POST /api/billing/local/portal/simulate-payment-failure': userRoute,

  // Organizations. "owned": the caller's own organization; another user (no member) gets 404.
  // Role rule per route in the comment; the finer role cases are in src/server/features/organizations.
  'POST /api/organizations': userRoute, // any user (becomes owner)
  'GET /api/organizations': userRoute, // any user (their own)
  'GET /api/organizations/:id': { access: 'user', owned: { otherUserStatus: 404 } }, // member
  'PUT /api/organizations/:id': { access: 'user', owned: { otherUserStatus: 404 } }, // owner/admin
  'POST /api/organizations/:id/invitations': { access: 'user', owned: { otherUserStatus: 404 } }, // owner/admin
  'POST /api/organizations/:id/invitations/:invitationId/resend': {
    access: 'user',
    owned: { otherUserStatus: 404 },
  }, // owner/admin
  'PUT /api/organizations/:id/members/:userId': { access: 'user', owned: { otherUserStatus: 404 } }, // owner (admin: member ↔ admin)
  'GET /api/invitations/:token': publicRoute, // anyone with the link
  'POST /api/invitations/accept': userRoute, // the invited address
  'POST /api/invitations/decline': userRoute, // the invited address
  'GET /api/invitations': userRoute, // the caller's own (verified address)
  'GET /api/admin/organizations': adminRoute,
  'GET /api/admin/organizations/:id': adminRoute,

  // Deletions last: the calls above still need the resources they remove.
  'DELETE /api/blog/:id': adminRoute,
  'POST /api/admin/blog/bulk-delete': adminRoute,
  'DELETE /api/admin/blog/categories/:id': adminRoute,
  'DELETE /api/admin/blog/tags/:id': adminRoute,
  'DELETE /api/admin/testimonials/:id': adminRoute,
  'DELETE /api/admin/faqs/:id': adminRoute,
  'DELETE /api/fileupload/:id': { access: 'user', owned: { otherUserStatus: 403 } },
  'DELETE /api/admin/email-templates/:id': adminRoute,
  'DELETE /api/admin/contact-submissions/:id': adminRoute,
  'DELETE /api/admin/waitlist/:id': adminRoute,
  'DELETE /api/admin/changelog/:id': adminRoute,
  'DELETE /api/admin/marketing/banners/:id': adminRoute,
  'DELETE /api/admin/marketing/popups/:id': adminRoute,
  'DELETE /api/me/accounts/:provider': ownerOnly,

  // Magic links and passkeys (their deletion last, like the others)
  'POST /api/auth/magic-link': publicRoute,
  'POST /api/auth/magic-link/verify': publicRoute,
  'POST /api/auth/passkey/options': publicRoute,
  'POST /api/auth/passkey': publicRoute,
  'GET /api/me/passkeys': userRoute,
  'POST /api/me/passkeys/options': ownerOnly,
  'POST /api/me/passkeys': ownerOnly,
  'PATCH /api/me/passkeys/:id': { ...ownerOnly, owned: { otherUserStatus: 404 } },
  'DELETE /api/me/passkeys/:id': { ...ownerOnly, owned: { otherUserStatus: 404 } },
  'DELETE /api/organizations/:id/invitations/:invitationId': {
    access: 'user',
    owned: { otherUserStatus: 404 },
  }, // owner/admin
  'DELETE /api/organizations/:id/members/:userId': { access: 'user', owned: { otherUserStatus: 404 } }, // owner/admin, or the member (leave)
  'DELETE /api/organizations/:id': { access: 'user', owned: { otherUserStatus: 404 } }, // owner
  'DELETE /api/admin/organizations/:id': adminRoute,
};
