/**
 * Every feature's services and routes, wired in one place. A feature is one folder; to remove
 * one, delete its folder and its lines here.
 */
import type { FastifyInstance } from 'fastify';
import { brand } from '../../shared/brand.ts';
import type { AppDeps } from '../app-deps.ts';
import { readContentVersion } from '../content/content-version.ts';
import { createAdminActionRunner } from '../core/admin-action.ts';
import { assertEmailedCode } from './account-security/confirmation-code.ts';
import type { AccountSecurityDeps } from './account-security/deps.ts';
import { registerImpersonationHooks } from './account-security/hooks.ts';
import { accountSecurityRoutes, impersonationRoutes } from './account-security/routes.ts';
import { adminUserRoutes } from './admin-users/routes.ts';
import { apiKeyRoutes } from './api-keys/routes.ts';
import type { AccountDeps } from './auth/deps.ts';
import { magicLinkRoutes } from './auth/magic-link/routes.ts';
import { linkedAccountRoutes, oauthRoutes } from './auth/oauth/routes.ts';
import { myPasskeyRoutes, passkeySignInRoutes } from './auth/passkeys/routes.ts';
import { authRoutes } from './auth/routes.ts';
import { twoFactorChallengeRoutes, twoFactorRoutes } from './auth/two-factor/routes.ts';
import { registerBilling } from './billing/index.ts';
import { publicPostCardFacts } from './blog/card-facts.ts';
import { createBlogDeps } from './blog/deps.ts';
import { createFirstViews } from './blog/first-views.ts';
import { blogPageRoutes, postPageViews } from './blog/pages.ts';
import { blogAdminRoutes, blogRoutes } from './blog/routes.ts';
import { createViewCounter } from './blog/views.ts';
import { changelogPageRoutes } from './changelog/pages.ts';
import { changelogAdminRoutes, changelogRoutes } from './changelog/routes.ts';
import { contactAdminRoutes, contactRoutes } from './contact/routes.ts';
import { createContactService } from './contact/service.ts';
import { dashboardRoutes } from './dashboard/routes.ts';
import { createDashboardService } from './dashboard/service.ts';
import { emailTemplateRoutes } from './email-templates/routes.ts';
import { emailLogRoutes } from './emails/routes.ts';
import { createEmailLogService } from './emails/service.ts';
import { adminEntitlementRoutes, entitlementRoutes } from './entitlements/routes.ts';
import { meteredUsage } from './entitlements/usage-charges.ts';
import { faqAdminRoutes, faqRoutes } from './faqs/routes.ts';
import { feedbackAdminRoutes, feedbackRoutes } from './feedback/routes.ts';
import { createFeedbackService } from './feedback/service.ts';
import { HEALTH_TIMEOUT_MS, healthRoutes } from './health/index.ts';
import { jobAdminRoutes } from './jobs/index.ts';
import { markdownAdminRoutes } from './markdown/routes.ts';
import { marketingAdminRoutes, marketingRoutes } from './marketing/routes.ts';
import { meRoutes } from './me/routes.ts';
import { organizationPayers } from './organizations/index.ts';
import { adminOrganizationRoutes, invitationRoutes, organizationRoutes } from './organizations/routes.ts';
import { projectRoutes } from './projects/routes.ts';
import { createPublicPages } from './public-pages/pages.ts';
import { loadRenderer } from './public-pages/renderer.ts';
import { robotsRoutes } from './robots/routes.ts';
import { securityLogRoutes } from './security-logs/routes.ts';
import { createSecurityLogService } from './security-logs/service.ts';
import { createSocialCardDeps } from './social-cards/deps.ts';
import { socialCardRoutes } from './social-cards/routes.ts';
import { paymentsProbe, scheduleServerErrorPurge, systemAdminRoutes } from './system/index.ts';
import { testimonialAdminRoutes, testimonialRoutes } from './testimonials/routes.ts';
import { uploadRoutes } from './uploads/routes.ts';
import { createUploadService } from './uploads/service.ts';
import { createFileStorage } from './uploads/storage.ts';
import type { WaitlistDeps } from './waitlist/deps.ts';
import { runScheduledAutoInvite } from './waitlist/invitations.ts';
import { markJoinedByEmail } from './waitlist/join.ts';
import { waitlistAdminRoutes, waitlistRoutes } from './waitlist/routes.ts';
import { registerWebhooks } from './webhooks/index.ts';

const HOUR_MS = 60 * 60 * 1000;

export async function registerFeatures(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { config, database, auth, mailer, securityLog } = deps;
  const db = database.db;
  const runAdminAction = createAdminActionRunner(db, securityLog);
  // Before any route: the impersonation rules apply to every /api request.
  registerImpersonationHooks(app, { db, securityLog });

  const securityLogs = createSecurityLogService({ db });
  const waitlist: WaitlistDeps = {
    db,
    mailer,
    runAdminAction,
    securityLog,
    baseUrl: config.baseUrl,
    log: app.log,
  };
  const contact = createContactService({ db, mailer, runAdminAction });
  const feedback = createFeedbackService({ db, mailer, runAdminAction });
  const account: AccountDeps = {
    db,
    auth,
    securityLog,
    // A waitlisted address that signs up has joined.
    afterSignUp: (user) => markJoinedByEmail(waitlist, user.email),
    // Welcome once the address is confirmed: a welcome to an address nobody owns would be spam.
    afterVerification: (user) =>
      mailer.sendTemplate('welcome', user.email, { name: user.name, url: `${config.baseUrl}/account` }),
    // A sign-in link removed what an unverified account had before: its owner hears of it.
    afterUnverifiedAccessRevoked: (user) =>
      mailer.sendTemplate('unverified_access_revoked', user.email, {
        name: user.name,
        url: `${config.baseUrl}/forgot-password`,
      }),
  };

  await app.register(healthRoutes, {
    prefix: '/api/health',
    ping: () => database.ping(),
    redis: deps.redis,
  });
  await app.register(authRoutes, { prefix: '/api/auth', deps: account });
  await app.register(magicLinkRoutes, { prefix: '/api/auth', deps: account });
  await app.register(passkeySignInRoutes, { prefix: '/api/auth', deps: account });
  await app.register(myPasskeyRoutes, { prefix: '/api/me', deps: account });
  await app.register(meRoutes, { prefix: '/api/me', deps: { db } });
  const oauth = { ...account, baseUrl: config.baseUrl, oauth: config.oauth };
  await app.register(oauthRoutes, { prefix: '/api/auth', deps: oauth });
  await app.register(linkedAccountRoutes, { prefix: '/api/me/accounts', deps: oauth });
  const twoFactor = {
    db,
    auth,
    securityLog,
    mailer,
    baseUrl: config.baseUrl,
    // Account security keeps the e-mailed confirmation codes; two-factor only asks for a check.
    assertEmailedCode: (userId: string, code: string) => assertEmailedCode(db, userId, code),
  };
  await app.register(twoFactorRoutes, { prefix: '/api/me/two-factor', deps: twoFactor });
  await app.register(twoFactorChallengeRoutes, { prefix: '/api/auth', deps: twoFactor });
  await app.register(contactRoutes, { prefix: '/api/contact', service: contact });
  await app.register(waitlistRoutes, { prefix: '/api/waitlist', deps: waitlist });
  await app.register(feedbackRoutes, { prefix: '/api/feedback', service: feedback });

  const views = createViewCounter({
    db,
    log: app.log,
    firstViews: createFirstViews({ redis: deps.redis, keyPrefix: `${deps.redisKeyPrefix}views:` }),
  });
  app.addHook('onClose', () => views.close());
  const blog = createBlogDeps({ db, runAdminAction, views, cacheBus: deps.cacheBus, jobs: deps.jobs });
  await app.register(blogRoutes, { prefix: '/api/blog', deps: blog });
  await app.register(blogAdminRoutes, { prefix: '/api/admin/blog', deps: blog });
  await app.register(blogPageRoutes, { deps: blog, baseUrl: config.baseUrl, appName: brand.name });
  // The public pages, rendered on the server with the web app's own components.
  const publicPages = createPublicPages(app, {
    renderer: await loadRenderer(config.webDistDir),
    baseUrl: config.baseUrl,
    renderPage: deps.renderPage,
    sendShell: deps.sendShell,
    // Per address and language, while the content version (moved by every admin action, on any
    // instance) stays the same.
    readContentVersion: () => readContentVersion(db),
    dropLocalCaches: () => deps.cacheBus.dropLocal(),
    countPostView: postPageViews(blog),
  });
  publicPages.register();
  deps.setPageFallback(publicPages.fallback);
  // The blog's posts as link previews draw them; renderer and fonts load on the first card.
  const socialCards = createSocialCardDeps({
    findPublicPost: (slug) => publicPostCardFacts(db, slug),
    siteName: brand.name,
    tagline: brand.tagline,
  });
  await app.register(socialCardRoutes, { deps: socialCards });
  await app.register(robotsRoutes, { baseUrl: config.baseUrl });
  // Testimonials, FAQs, the changelog and marketing need only the database and admin writes.
  const contentDeps = { db, runAdminAction };
  await app.register(testimonialRoutes, { prefix: '/api/testimonials', deps: contentDeps });
  await app.register(testimonialAdminRoutes, { prefix: '/api/admin/testimonials', deps: contentDeps });
  await app.register(faqRoutes, { prefix: '/api/faqs', deps: contentDeps });
  await app.register(faqAdminRoutes, { prefix: '/api/admin/faqs', deps: contentDeps });
  await app.register(uploadRoutes, {
    prefix: '/api/fileupload',
    maxBytes: config.uploads.maxBytes,
    service: createUploadService({ db, storage: createFileStorage(config), securityLog, log: app.log }),
  });

  await app.register(dashboardRoutes, {
    prefix: '/api/admin/dashboard',
    service: createDashboardService({ db }),
  });
  await app.register(emailTemplateRoutes, {
    prefix: '/api/admin/email-templates',
    deps: { db, runAdminAction, mailer, templates: deps.templates },
  });
  await app.register(emailLogRoutes, {
    prefix: '/api/admin/emails',
    service: createEmailLogService({
      db,
      runAdminAction,
      requeue: mailer.requeue,
      deliverNow: () => deps.jobs.wake(),
    }),
  });
  await app.register(jobAdminRoutes, { deps: { db, runAdminAction, jobs: deps.jobs } });
  await app.register(securityLogRoutes, { prefix: '/api/admin/security-logs', service: securityLogs });
  await app.register(adminUserRoutes, {
    prefix: '/api/admin/users',
    deps: { db, runAdminAction, securityLogs },
  });
  await app.register(contactAdminRoutes, { prefix: '/api/admin/contact-submissions', service: contact });
  await app.register(waitlistAdminRoutes, { prefix: '/api/admin/waitlist', deps: waitlist });
  await app.register(feedbackAdminRoutes, { prefix: '/api/admin/feedback', service: feedback });

  await app.register(changelogRoutes, { prefix: '/api/changelog', deps: contentDeps });
  await app.register(changelogAdminRoutes, { prefix: '/api/admin/changelog', deps: contentDeps });
  await app.register(changelogPageRoutes, {
    deps: contentDeps,
    baseUrl: config.baseUrl,
    appName: brand.name,
  });
  // The one Markdown preview of the blog, changelog and FAQ editors (it needs no deps: it only renders).
  await app.register(markdownAdminRoutes, { prefix: '/api/admin/markdown' });

  await app.register(marketingRoutes, { prefix: '/api/marketing', deps: contentDeps });
  await app.register(marketingAdminRoutes, { prefix: '/api/admin/marketing', deps: contentDeps });

  // Outgoing webhooks first: projects, organizations and billing are handed its emitter.
  const webhooks = await registerWebhooks(app, deps);
  const emitWebhook = webhooks.emit;
  const billing = await registerBilling(app, {
    ...deps,
    runAdminAction,
    organizationPayers,
    meteredUsage,
    emitWebhook,
  });

  const accountSecurity: AccountSecurityDeps = {
    db,
    auth,
    securityLog,
    mailer,
    storage: createFileStorage(config),
    baseUrl: config.baseUrl,
    cancelSubscription: async (id) => {
      await billing.provider.cancelSubscriptionNow(id);
    },
  };
  await app.register(accountSecurityRoutes, { prefix: '/api/me', deps: accountSecurity });
  await app.register(impersonationRoutes, { prefix: '/api/admin', deps: accountSecurity });

  const organizationDeps = {
    db,
    mailer,
    securityLog,
    runAdminAction,
    baseUrl: config.baseUrl,
    endSubscriptionNow: billing.endSubscriptionNow,
    seatsChanged: billing.syncSeats,
    emitWebhook,
  };
  await app.register(organizationRoutes, { prefix: '/api/organizations', deps: organizationDeps });
  await app.register(invitationRoutes, { prefix: '/api/invitations', deps: organizationDeps });
  await app.register(adminOrganizationRoutes, { prefix: '/api/admin/organizations', deps: organizationDeps });

  // What a customer's plan allows (every limit and flag is checked through features/entitlements),
  // and the sample resource counted against it.
  await app.register(entitlementRoutes, {
    deps: { db, runAdminAction, reportUsage: billing.reportUsage },
  });
  // API-key requests, counted in batches, reach Stripe's meters the same way.
  deps.apiRequestMeter.reportTo(billing.reportUsage);
  await app.register(adminEntitlementRoutes, { deps: { db, runAdminAction } });
  await app.register(projectRoutes, { deps: { db, securityLog, emitWebhook } });
  await app.register(apiKeyRoutes, { deps: { db, securityLog } });

  // The system page: the dependencies' checks, the queues, failing webhooks and the error record.
  await app.register(systemAdminRoutes, {
    deps: {
      db,
      database,
      redis: deps.redis,
      mailTransport: mailer.transport,
      storage: createFileStorage(config),
      payments: paymentsProbe(config.stripe),
      timeoutMs: HEALTH_TIMEOUT_MS,
    },
  });
  scheduleServerErrorPurge(db, deps.jobs);

  // The auto-invite rule is checked hourly (one job an hour across all instances); it acts at
  // most once a day.
  const autoInvite = deps.jobs.define<Record<string, never>>({
    name: 'waitlist.auto-invite',
    maxAttempts: 1,
    retryDelayMs: () => 0,
    run: async () => {
      await runScheduledAutoInvite(waitlist);
    },
  });
  deps.jobs.every(autoInvite, HOUR_MS);
}
