import type { QueryClient } from '@tanstack/react-query';
import {
  createRootRouteWithContext,
  createRoute,
  createRouter,
  lazyRouteComponent,
  Outlet,
  redirect,
} from '@tanstack/react-router';
import { DeferredToaster } from '@/components/deferred-toaster';
import { PublicShell } from '@/components/layout/public-shell';
import { Spinner } from '@/components/ui/spinner';
import { AuthLayout } from '@/features/auth/auth-layout';
import { requireUser } from '@/features/auth/guards';
import { meQueryOptions } from '@/features/auth/session';
import { ErrorPage } from '@/features/errors/error-page';
import { NotFoundPage } from '@/features/errors/not-found-page';

export interface RouterContext {
  queryClient: QueryClient;
}

const optionalString = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);
const optionalPage = (value: unknown) => {
  const page = Number(value);
  return Number.isInteger(page) && page > 1 ? page : undefined;
};

const oneOf =
  <T extends string>(values: readonly T[]) =>
  (value: unknown): T | undefined =>
    values.includes(value as T) ? (value as T) : undefined;
const optionalDateTime = (value: unknown) =>
  typeof value === 'string' && value !== '' && !Number.isNaN(Date.parse(value)) ? value : undefined;

export interface UserManagementSearch {
  page?: number;
  search?: string;
  role?: 'user' | 'admin';
  status?: 'active' | 'banned';
  /** By sign-up date; newest first unless "asc". */
  order?: 'asc';
  /** The user whose details are open. */
  user?: string;
}

export interface SecurityLogsSearch {
  page?: number;
  eventType?: string;
  userId?: string;
  severity?: 'low' | 'medium' | 'high' | 'critical';
  success?: 'true' | 'false';
  /** ISO date-times. */
  from?: string;
  to?: string;
}

export interface ContactSubmissionsSearch {
  page?: number;
  status?: 'read' | 'unread';
  search?: string;
  /** The submission whose details are open. */
  open?: string;
}

export interface WaitlistSearch {
  page?: number;
  status?: 'pending' | 'invited' | 'joined';
  search?: string;
}

export interface BillingSearch {
  /** Set by the return URL of a checkout. */
  checkout?: 'success' | 'canceled';
}

export interface BlogSearch {
  page?: number;
  /** Category and tag slugs. */
  category?: string;
  tag?: string;
  search?: string;
}

export interface AdminBlogSearch {
  page?: number;
  status?: 'published' | 'draft' | 'scheduled';
  /** Category slug. */
  category?: string;
  /** Author user id. */
  author?: string;
  search?: string;
  /** Newest first by date unless told otherwise. */
  sort?: 'date' | 'views' | 'likes';
  order?: 'asc' | 'desc';
}

export interface FeedbackSearch {
  page?: number;
  type?: 'bug' | 'feature' | 'general';
  status?: 'pending' | 'in_progress' | 'completed' | 'rejected';
  search?: string;
  /** The feedback whose details are open. */
  open?: string;
}

const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: () => (
    <>
      <Outlet />
      <DeferredToaster position="top-center" />
    </>
  ),
  notFoundComponent: () => (
    <PublicShell>
      <NotFoundPage />
    </PublicShell>
  ),
});

// Public site and account area: header + footer.
const publicLayout = createRoute({
  getParentRoute: () => rootRoute,
  id: '_public',
  component: () => (
    <PublicShell>
      <Outlet />
    </PublicShell>
  ),
});

// Every page is loaded on demand, the home page too: the entry holds only the shell (header,
// footer, router, data layer), so each public page downloads just its own code.
const homeRoute = createRoute({
  getParentRoute: () => publicLayout,
  path: '/',
  component: lazyRouteComponent(() => import('@/features/home/home-page'), 'HomePage'),
});

const pricingRoute = createRoute({
  getParentRoute: () => publicLayout,
  path: 'pricing',
  component: lazyRouteComponent(() => import('@/features/pricing/pricing-page'), 'PricingPage'),
});

const contactRoute = createRoute({
  getParentRoute: () => publicLayout,
  path: 'contact',
  component: lazyRouteComponent(() => import('@/features/contact/contact-page'), 'ContactPage'),
});

const waitlistPublicRoute = createRoute({
  getParentRoute: () => publicLayout,
  path: 'waitlist',
  component: lazyRouteComponent(() => import('@/features/waitlist/waitlist-page'), 'WaitlistPage'),
});

const blogListRoute = createRoute({
  getParentRoute: () => publicLayout,
  path: 'blog',
  validateSearch: (search: Record<string, unknown>): BlogSearch => ({
    page: optionalPage(search.page),
    category: optionalString(search.category),
    tag: optionalString(search.tag),
    search: optionalString(search.search),
  }),
  component: lazyRouteComponent(() => import('@/features/blog/blog-list-page'), 'BlogListPage'),
});

const blogPostRoute = createRoute({
  getParentRoute: () => publicLayout,
  path: 'blog/$slug',
  component: lazyRouteComponent(() => import('@/features/blog/blog-post-page'), 'BlogPostPage'),
});

const accountRoute = createRoute({
  getParentRoute: () => publicLayout,
  path: 'account',
  beforeLoad: requireUser,
  component: lazyRouteComponent(() => import('@/features/account/account-page'), 'AccountPage'),
});

const faqRoute = createRoute({
  getParentRoute: () => publicLayout,
  path: 'faq',
  validateSearch: (search: Record<string, unknown>): { q?: string; category?: string } => ({
    q: optionalString(search.q),
    category: optionalString(search.category),
  }),
  component: lazyRouteComponent(() => import('@/features/faq/faq-page'), 'FaqPage'),
});

const publicChangelogRoute = createRoute({
  getParentRoute: () => publicLayout,
  path: 'changelog',
  validateSearch: (search: Record<string, unknown>): { type?: string; page?: number } => ({
    type: optionalString(search.type),
    page: optionalPage(search.page),
  }),
  component: lazyRouteComponent(() => import('@/features/changelog/changelog-page'), 'ChangelogPage'),
});

const billingRoute = createRoute({
  getParentRoute: () => publicLayout,
  path: 'account/billing',
  beforeLoad: requireUser,
  validateSearch: (search: Record<string, unknown>): BillingSearch => ({
    checkout: oneOf(['success', 'canceled'] as const)(search.checkout),
  }),
  component: lazyRouteComponent(() => import('@/features/billing/billing-page'), 'BillingPage'),
});

// The local payment provider's hosted pages (only reached when no Stripe key is set).
const localCheckoutRoute = createRoute({
  getParentRoute: () => publicLayout,
  path: 'billing/checkout/$sessionId',
  beforeLoad: requireUser,
  component: lazyRouteComponent(() => import('@/features/billing/local-checkout-page'), 'LocalCheckoutPage'),
});

const localPortalRoute = createRoute({
  getParentRoute: () => publicLayout,
  path: 'billing/portal',
  beforeLoad: requireUser,
  component: lazyRouteComponent(() => import('@/features/billing/local-portal-page'), 'LocalPortalPage'),
});

// Sign-in, sign-up and password pages: a centred card. Forms (zod, react-hook-form) load on demand,
// so the landing page stays light.
const authLayout = createRoute({ getParentRoute: () => rootRoute, id: '_auth', component: AuthLayout });

const signInRoute = createRoute({
  getParentRoute: () => authLayout,
  path: 'sign-in',
  validateSearch: (search: Record<string, unknown>): { redirect?: string } => ({
    redirect: optionalString(search.redirect),
  }),
  // Already signed in: go straight to where sign-in would have led.
  beforeLoad: async ({ context, search }) => {
    // If /api/me itself fails, show the form anyway: signing in is how to recover.
    const me = await context.queryClient.ensureQueryData(meQueryOptions).catch(() => null);
    if (!me) return;
    const { safeReturnPath } = await import('@shared/auth-contracts');
    throw redirect({ href: safeReturnPath(search.redirect), replace: true });
  },
  component: lazyRouteComponent(() => import('@/features/auth/sign-in-page'), 'SignInPage'),
});

const signUpRoute = createRoute({
  getParentRoute: () => authLayout,
  path: 'sign-up',
  // Waitlist invitations link to /sign-up?email=<address>.
  validateSearch: (search: Record<string, unknown>): { email?: string } => ({
    email: optionalString(search.email),
  }),
  component: lazyRouteComponent(() => import('@/features/auth/sign-up-page'), 'SignUpPage'),
});

const tokenSearch = (search: Record<string, unknown>): { token?: string } => ({
  token: optionalString(search.token),
});

const verifyEmailRoute = createRoute({
  getParentRoute: () => authLayout,
  path: 'verify-email',
  validateSearch: tokenSearch,
  component: lazyRouteComponent(() => import('@/features/auth/verify-email-page'), 'VerifyEmailPage'),
});

const forgotPasswordRoute = createRoute({
  getParentRoute: () => authLayout,
  path: 'forgot-password',
  component: lazyRouteComponent(() => import('@/features/auth/forgot-password-page'), 'ForgotPasswordPage'),
});

const resetPasswordRoute = createRoute({
  getParentRoute: () => authLayout,
  path: 'reset-password',
  validateSearch: tokenSearch,
  component: lazyRouteComponent(() => import('@/features/auth/reset-password-page'), 'ResetPasswordPage'),
});

// The admin area. The server guards /dashboard/admin/* too; the layout renders the 403 page for
// signed-in non-admins. Pages are loaded on demand so visitors never download them.
const adminLayout = createRoute({
  getParentRoute: () => rootRoute,
  path: 'dashboard/admin',
  beforeLoad: requireUser,
  component: lazyRouteComponent(() => import('@/features/admin/admin-layout'), 'AdminLayout'),
  notFoundComponent: NotFoundPage,
});

// One route per admin area; each page is one file under features/admin/areas (replace it when the
// area is built) and one entry in features/admin/nav.ts.
const adminDashboardRoute = createRoute({
  getParentRoute: () => adminLayout,
  path: '/',
  component: lazyRouteComponent(() => import('@/features/admin/areas/dashboard'), 'DashboardPage'),
});
const userManagementRoute = createRoute({
  getParentRoute: () => adminLayout,
  path: 'user-management',
  validateSearch: (search: Record<string, unknown>): UserManagementSearch => ({
    page: optionalPage(search.page),
    search: optionalString(search.search),
    role: oneOf(['user', 'admin'] as const)(search.role),
    status: oneOf(['active', 'banned'] as const)(search.status),
    order: oneOf(['asc'] as const)(search.order),
    user: optionalString(search.user),
  }),
  component: lazyRouteComponent(() => import('@/features/admin/users/users-page'), 'UserManagementPage'),
});
const blogRoute = createRoute({
  getParentRoute: () => adminLayout,
  path: 'blog',
  validateSearch: (search: Record<string, unknown>): AdminBlogSearch => ({
    page: optionalPage(search.page),
    status: oneOf(['published', 'draft', 'scheduled'] as const)(search.status),
    category: optionalString(search.category),
    author: optionalString(search.author),
    search: optionalString(search.search),
    sort: oneOf(['date', 'views', 'likes'] as const)(search.sort),
    order: oneOf(['asc', 'desc'] as const)(search.order),
  }),
  component: lazyRouteComponent(() => import('@/features/admin/areas/blog'), 'BlogPage'),
});
const blogNewPostRoute = createRoute({
  getParentRoute: () => adminLayout,
  path: 'blog/new',
  component: lazyRouteComponent(() => import('@/features/admin/blog/post-editor-page'), 'NewPostPage'),
});
const blogEditPostRoute = createRoute({
  getParentRoute: () => adminLayout,
  path: 'blog/$id/edit',
  component: lazyRouteComponent(() => import('@/features/admin/blog/post-editor-page'), 'EditPostPage'),
});
const blogCategoriesRoute = createRoute({
  getParentRoute: () => adminLayout,
  path: 'blog/categories',
  component: lazyRouteComponent(() => import('@/features/admin/areas/blog-categories'), 'BlogCategoriesPage'),
});
const blogTagsRoute = createRoute({
  getParentRoute: () => adminLayout,
  path: 'blog/tags',
  component: lazyRouteComponent(() => import('@/features/admin/areas/blog-tags'), 'BlogTagsPage'),
});
const emailTemplatesRoute = createRoute({
  getParentRoute: () => adminLayout,
  path: 'email-templates',
  component: lazyRouteComponent(() => import('@/features/admin/areas/email-templates'), 'EmailTemplatesPage'),
});
const subscriptionPlansRoute = createRoute({
  getParentRoute: () => adminLayout,
  path: 'subscription-plans',
  component: lazyRouteComponent(
    () => import('@/features/admin/areas/subscription-plans'),
    'SubscriptionPlansPage',
  ),
});
const securityLogsRoute = createRoute({
  getParentRoute: () => adminLayout,
  path: 'security-logs',
  validateSearch: (search: Record<string, unknown>): SecurityLogsSearch => ({
    page: optionalPage(search.page),
    eventType: optionalString(search.eventType),
    userId: optionalString(search.userId),
    severity: oneOf(['low', 'medium', 'high', 'critical'] as const)(search.severity),
    success: oneOf(['true', 'false'] as const)(search.success),
    from: optionalDateTime(search.from),
    to: optionalDateTime(search.to),
  }),
  component: lazyRouteComponent(
    () => import('@/features/admin/security-logs/security-logs-page'),
    'SecurityLogsPage',
  ),
});
const contactSubmissionsRoute = createRoute({
  getParentRoute: () => adminLayout,
  path: 'contact-submissions',
  validateSearch: (search: Record<string, unknown>): ContactSubmissionsSearch => ({
    page: optionalPage(search.page),
    status: oneOf(['read', 'unread'] as const)(search.status),
    search: optionalString(search.search),
    open: optionalString(search.open),
  }),
  component: lazyRouteComponent(
    () => import('@/features/admin/contact/contact-submissions-page'),
    'ContactSubmissionsPage',
  ),
});
const waitlistRoute = createRoute({
  getParentRoute: () => adminLayout,
  path: 'waitlist',
  validateSearch: (search: Record<string, unknown>): WaitlistSearch => ({
    page: optionalPage(search.page),
    status: oneOf(['pending', 'invited', 'joined'] as const)(search.status),
    search: optionalString(search.search),
  }),
  component: lazyRouteComponent(() => import('@/features/admin/waitlist/waitlist-page'), 'AdminWaitlistPage'),
});
const testimonialsRoute = createRoute({
  getParentRoute: () => adminLayout,
  path: 'testimonials',
  component: lazyRouteComponent(() => import('@/features/admin/areas/testimonials'), 'TestimonialsPage'),
});
const faqsRoute = createRoute({
  getParentRoute: () => adminLayout,
  path: 'faqs',
  component: lazyRouteComponent(() => import('@/features/admin/areas/faqs'), 'FaqsPage'),
});
const changelogRoute = createRoute({
  getParentRoute: () => adminLayout,
  path: 'changelog',
  component: lazyRouteComponent(() => import('@/features/admin/areas/changelog'), 'ChangelogPage'),
});
const marketingRoute = createRoute({
  getParentRoute: () => adminLayout,
  path: 'marketing',
  component: lazyRouteComponent(() => import('@/features/admin/areas/marketing'), 'MarketingPage'),
});
const feedbackRoute = createRoute({
  getParentRoute: () => adminLayout,
  path: 'feedback',
  validateSearch: (search: Record<string, unknown>): FeedbackSearch => ({
    page: optionalPage(search.page),
    type: oneOf(['bug', 'feature', 'general'] as const)(search.type),
    status: oneOf(['pending', 'in_progress', 'completed', 'rejected'] as const)(search.status),
    search: optionalString(search.search),
    open: optionalString(search.open),
  }),
  component: lazyRouteComponent(() => import('@/features/admin/feedback/feedback-page'), 'FeedbackPage'),
});
const adminEmailsRoute = createRoute({
  getParentRoute: () => adminLayout,
  path: 'emails',
  validateSearch: (search: Record<string, unknown>): { page?: number; to?: string } => ({
    page: optionalPage(search.page),
    to: optionalString(search.to),
  }),
  component: lazyRouteComponent(() => import('@/features/admin/emails/emails-page'), 'EmailsPage'),
});

const routeTree = rootRoute.addChildren([
  publicLayout.addChildren([
    homeRoute,
    pricingRoute,
    contactRoute,
    waitlistPublicRoute,
    blogListRoute,
    blogPostRoute,
    accountRoute,
    faqRoute,
    publicChangelogRoute,
    billingRoute,
    localCheckoutRoute,
    localPortalRoute,
  ]),
  authLayout.addChildren([
    signInRoute,
    signUpRoute,
    verifyEmailRoute,
    forgotPasswordRoute,
    resetPasswordRoute,
  ]),
  adminLayout.addChildren([
    adminDashboardRoute,
    userManagementRoute,
    blogRoute,
    blogNewPostRoute,
    blogEditPostRoute,
    blogCategoriesRoute,
    blogTagsRoute,
    emailTemplatesRoute,
    subscriptionPlansRoute,
    securityLogsRoute,
    contactSubmissionsRoute,
    waitlistRoute,
    testimonialsRoute,
    faqsRoute,
    changelogRoute,
    marketingRoute,
    feedbackRoute,
    adminEmailsRoute,
  ]),
]);

/**
 * Search strings stay plain strings (`?token=123` is the string "123", not a number), exactly as
 * the server writes them into e-mail links and redirects.
 */
function parseSearch(searchStr: string): Record<string, unknown> {
  return Object.fromEntries(new URLSearchParams(searchStr));
}

function stringifySearch(search: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(search)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const query = params.toString();
  return query ? `?${query}` : '';
}

export function createAppRouter(queryClient: QueryClient) {
  return createRouter({
    routeTree,
    context: { queryClient },
    parseSearch,
    stringifySearch,
    defaultPreload: 'intent',
    // Data freshness is TanStack Query's job; the router should not cache loader results.
    defaultPreloadStaleTime: 0,
    defaultErrorComponent: ErrorPage,
    defaultPendingComponent: () => (
      <div className="flex min-h-[40vh] items-center justify-center">
        <Spinner />
      </div>
    ),
    scrollRestoration: true,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
