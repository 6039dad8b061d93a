import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { validateAdminBlogSearch } from '@/features/admin/blog/search';
import { validateAdminChangelogSearch } from '@/features/admin/changelog/search';
import { validateContactSubmissionsSearch } from '@/features/admin/contact/search';
import { validateEmailTemplatesSearch } from '@/features/admin/email-templates/search';
import { validateEmailsSearch } from '@/features/admin/emails/search';
import { validateFeedbackSearch } from '@/features/admin/feedback/search';
import { validateMarketingSearch } from '@/features/admin/marketing/search';
import { validateAdminOrganizationsSearch } from '@/features/admin/organizations/search';
import { validateSecurityLogsSearch } from '@/features/admin/security-logs/search';
import { validateAdminTestimonialsSearch } from '@/features/admin/testimonials/search';
import { validateUsersSearch } from '@/features/admin/users/search';
import { validateWaitlistSearch } from '@/features/admin/waitlist/search';
import { adminLayout } from './layouts';

// One route per admin area: its page (loaded on demand), and the search params it keeps in the
// URL, declared in the `search.ts` beside the page. Each area also has one entry in
// features/admin/nav.ts (sidebar label, path, icon).

const dashboardRoute = createRoute({
  getParentRoute: () => adminLayout,
  path: '/',
  component: lazyRouteComponent(() => import('@/features/admin/dashboard/dashboard-page'), 'DashboardPage'),
});

const usersRoute = createRoute({
  getParentRoute: () => adminLayout,
  path: 'user-management',
  validateSearch: validateUsersSearch,
  component: lazyRouteComponent(() => import('@/features/admin/users/users-page'), 'UserManagementPage'),
});

const blogRoute = createRoute({
  getParentRoute: () => adminLayout,
  path: 'blog',
  validateSearch: validateAdminBlogSearch,
  component: lazyRouteComponent(() => import('@/features/admin/blog/posts-page'), 'AdminBlogPostsPage'),
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
  component: lazyRouteComponent(() => import('@/features/admin/blog/taxonomy-page'), 'BlogCategoriesPage'),
});

const blogTagsRoute = createRoute({
  getParentRoute: () => adminLayout,
  path: 'blog/tags',
  component: lazyRouteComponent(() => import('@/features/admin/blog/taxonomy-page'), 'BlogTagsPage'),
});

const emailTemplatesRoute = createRoute({
  getParentRoute: () => adminLayout,
  path: 'email-templates',
  validateSearch: validateEmailTemplatesSearch,
  component: lazyRouteComponent(
    () => import('@/features/admin/email-templates/email-templates-page'),
    'EmailTemplatesPage',
  ),
});

const subscriptionPlansRoute = createRoute({
  getParentRoute: () => adminLayout,
  path: 'subscription-plans',
  component: lazyRouteComponent(
    () => import('@/features/admin/subscription-plans/subscription-plans-page'),
    'SubscriptionPlansPage',
  ),
});

const securityLogsRoute = createRoute({
  getParentRoute: () => adminLayout,
  path: 'security-logs',
  validateSearch: validateSecurityLogsSearch,
  component: lazyRouteComponent(
    () => import('@/features/admin/security-logs/security-logs-page'),
    'SecurityLogsPage',
  ),
});

const contactSubmissionsRoute = createRoute({
  getParentRoute: () => adminLayout,
  path: 'contact-submissions',
  validateSearch: validateContactSubmissionsSearch,
  component: lazyRouteComponent(
    () => import('@/features/admin/contact/contact-submissions-page'),
    'ContactSubmissionsPage',
  ),
});

const waitlistRoute = createRoute({
  getParentRoute: () => adminLayout,
  path: 'waitlist',
  validateSearch: validateWaitlistSearch,
  component: lazyRouteComponent(() => import('@/features/admin/waitlist/waitlist-page'), 'AdminWaitlistPage'),
});

const testimonialsRoute = createRoute({
  getParentRoute: () => adminLayout,
  path: 'testimonials',
  validateSearch: validateAdminTestimonialsSearch,
  component: lazyRouteComponent(
    () => import('@/features/admin/testimonials/testimonials-page'),
    'AdminTestimonialsPage',
  ),
});

const faqsRoute = createRoute({
  getParentRoute: () => adminLayout,
  path: 'faqs',
  component: lazyRouteComponent(() => import('@/features/admin/faqs/faqs-page'), 'AdminFaqsPage'),
});

const changelogRoute = createRoute({
  getParentRoute: () => adminLayout,
  path: 'changelog',
  validateSearch: validateAdminChangelogSearch,
  component: lazyRouteComponent(
    () => import('@/features/admin/changelog/changelog-admin-page'),
    'AdminChangelogPage',
  ),
});

const marketingRoute = createRoute({
  getParentRoute: () => adminLayout,
  path: 'marketing',
  validateSearch: validateMarketingSearch,
  component: lazyRouteComponent(
    () => import('@/features/admin/marketing/marketing-admin-page'),
    'AdminMarketingPage',
  ),
});

const feedbackRoute = createRoute({
  getParentRoute: () => adminLayout,
  path: 'feedback',
  validateSearch: validateFeedbackSearch,
  component: lazyRouteComponent(() => import('@/features/admin/feedback/feedback-page'), 'FeedbackPage'),
});

const emailsRoute = createRoute({
  getParentRoute: () => adminLayout,
  path: 'emails',
  validateSearch: validateEmailsSearch,
  component: lazyRouteComponent(() => import('@/features/admin/emails/emails-page'), 'EmailsPage'),
});

const organizationsRoute = createRoute({
  getParentRoute: () => adminLayout,
  path: 'organizations',
  validateSearch: validateAdminOrganizationsSearch,
  component: lazyRouteComponent(
    () => import('@/features/admin/organizations/organizations-page'),
    'AdminOrganizationsPage',
  ),
});

/** The admin area's pages, in the admin layout (sidebar, guard). */
export const adminRoutes = [
  dashboardRoute,
  usersRoute,
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
  emailsRoute,
  organizationsRoute,
] as const;
