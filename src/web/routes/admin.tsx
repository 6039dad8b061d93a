import type { EntryStatus, EntryType } from '@shared/contracts/changelog';
import type { EmailStatus } from '@shared/contracts/emails';
import type { JobStatusName } from '@shared/contracts/jobs';
import type { TestimonialStatus } from '@shared/contracts/testimonials';
import { isLocale } from '@shared/i18n/locales';
import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { listSearch, oneOf, optionalDateTime, optionalString, searchOf } from '@/lib/search-params';
import { adminLayout } from './layouts';

// One route per admin area: its page (loaded on demand), and the search params it keeps in the
// URL (`validateSearch`: one reader per key, see lib/search-params.ts; the page reads them typed
// through `getRouteApi`). This file is in the entry every visitor downloads: readers stay plain
// functions, and values are listed rather than imported from the pages or the contracts.
// A page's place in the sidebar is its `staticData.nav` (group, label, icon): the sidebar lists
// those pages in the order of `adminRoutes`, in the groups of features/admin/nav.ts. The icon is
// named here and drawn from the sidebar's icon set (nav.ts), which only admins download.

const dashboardRoute = createRoute({
  getParentRoute: () => adminLayout,
  path: '/',
  staticData: { nav: { group: 'overview', label: 'admin.nav.dashboard', icon: 'LayoutDashboard' } },
  component: lazyRouteComponent(() => import('@/features/admin/dashboard/dashboard-page'), 'DashboardPage'),
});

const systemRoute = createRoute({
  getParentRoute: () => adminLayout,
  path: 'system',
  staticData: { nav: { group: 'overview', label: 'admin-system.nav', icon: 'Activity' } },
  component: lazyRouteComponent(() => import('@/features/admin/system/system-page'), 'SystemPage'),
});

const usersRoute = createRoute({
  getParentRoute: () => adminLayout,
  path: 'user-management',
  staticData: { nav: { group: 'users', label: 'admin.nav.userManagement', icon: 'Users' } },
  validateSearch: listSearch({
    search: optionalString,
    role: oneOf(['user', 'admin'] as const),
    status: oneOf(['active', 'banned'] as const),
    /** By sign-up date; newest first unless "asc". */
    order: oneOf(['asc'] as const),
    /** The user whose details are open. */
    user: optionalString,
  }),
  component: lazyRouteComponent(() => import('@/features/admin/users/users-page'), 'UserManagementPage'),
});

const organizationsRoute = createRoute({
  getParentRoute: () => adminLayout,
  path: 'organizations',
  staticData: { nav: { group: 'users', label: 'admin-organizations.nav', icon: 'Building2' } },
  validateSearch: listSearch({
    /** Name or slug. */
    search: optionalString,
    /** The organization whose details are open. */
    open: optionalString,
  }),
  component: lazyRouteComponent(
    () => import('@/features/admin/organizations/organizations-page'),
    'AdminOrganizationsPage',
  ),
});

const securityLogsRoute = createRoute({
  getParentRoute: () => adminLayout,
  path: 'security-logs',
  staticData: { nav: { group: 'users', label: 'admin.nav.securityLogs', icon: 'ShieldAlert' } },
  validateSearch: listSearch({
    eventType: optionalString,
    userId: optionalString,
    severity: oneOf(['low', 'medium', 'high', 'critical'] as const),
    success: oneOf(['true', 'false'] as const),
    /** ISO date-times. */
    from: optionalDateTime,
    to: optionalDateTime,
  }),
  component: lazyRouteComponent(
    () => import('@/features/admin/security-logs/security-logs-page'),
    'SecurityLogsPage',
  ),
});

const feedbackRoute = createRoute({
  getParentRoute: () => adminLayout,
  path: 'feedback',
  staticData: { nav: { group: 'users', label: 'admin.nav.feedback', icon: 'MessagesSquare' } },
  validateSearch: listSearch({
    type: oneOf(['bug', 'feature', 'general'] as const),
    status: oneOf(['pending', 'in_progress', 'completed', 'rejected'] as const),
    search: optionalString,
    /** The feedback whose details are open. */
    open: optionalString,
  }),
  component: lazyRouteComponent(() => import('@/features/admin/feedback/feedback-page'), 'FeedbackPage'),
});

const blogRoute = createRoute({
  getParentRoute: () => adminLayout,
  path: 'blog',
  staticData: {
    nav: { group: 'content', label: 'admin.nav.blog', icon: 'FileText' },
  },
  validateSearch: listSearch({
    status: oneOf(['published', 'draft', 'scheduled'] as const),
    /** Category slug. */
    category: optionalString,
    /** Author user id. */
    author: optionalString,
    search: optionalString,
    /** Newest first by date unless told otherwise. */
    sort: oneOf(['date', 'views', 'likes'] as const),
    order: oneOf(['asc', 'desc'] as const),
  }),
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
  staticData: { nav: { group: 'content', label: 'admin.nav.blogCategories', icon: 'FolderTree' } },
  component: lazyRouteComponent(() => import('@/features/admin/blog/taxonomy-page'), 'BlogCategoriesPage'),
});

const blogTagsRoute = createRoute({
  getParentRoute: () => adminLayout,
  path: 'blog/tags',
  staticData: {
    nav: { group: 'content', label: 'admin.nav.blogTags', icon: 'Tags' },
  },
  component: lazyRouteComponent(() => import('@/features/admin/blog/taxonomy-page'), 'BlogTagsPage'),
});

const changelogRoute = createRoute({
  getParentRoute: () => adminLayout,
  path: 'changelog',
  staticData: { nav: { group: 'content', label: 'admin.nav.changelog', icon: 'ScrollText' } },
  validateSearch: listSearch({
    status: oneOf<EntryStatus>(['draft', 'scheduled', 'published']),
    type: oneOf<EntryType>(['feature', 'bugfix', 'improvement', 'breaking']),
  }),
  component: lazyRouteComponent(
    () => import('@/features/admin/changelog/changelog-admin-page'),
    'AdminChangelogPage',
  ),
});

const faqsRoute = createRoute({
  getParentRoute: () => adminLayout,
  path: 'faqs',
  staticData: { nav: { group: 'content', label: 'admin.nav.faqs', icon: 'CircleHelp' } },
  component: lazyRouteComponent(() => import('@/features/admin/faqs/faqs-page'), 'AdminFaqsPage'),
});

const testimonialsRoute = createRoute({
  getParentRoute: () => adminLayout,
  path: 'testimonials',
  staticData: { nav: { group: 'content', label: 'admin.nav.testimonials', icon: 'MessageSquareQuote' } },
  validateSearch: listSearch({
    /** The tab; "pending" when absent. */
    status: oneOf<Exclude<TestimonialStatus, 'pending'>>(['published', 'rejected', 'unpublished']),
    search: optionalString,
  }),
  component: lazyRouteComponent(
    () => import('@/features/admin/testimonials/testimonials-page'),
    'AdminTestimonialsPage',
  ),
});

const marketingRoute = createRoute({
  getParentRoute: () => adminLayout,
  path: 'marketing',
  staticData: { nav: { group: 'growth', label: 'admin.nav.marketing', icon: 'Megaphone' } },
  validateSearch: listSearch({
    /** The tab; banners when absent. */
    tab: oneOf(['popups', 'newsletter'] as const),
    /** The newsletter tab's search. */
    search: optionalString,
  }),
  component: lazyRouteComponent(
    () => import('@/features/admin/marketing/marketing-admin-page'),
    'AdminMarketingPage',
  ),
});

const waitlistRoute = createRoute({
  getParentRoute: () => adminLayout,
  path: 'waitlist',
  staticData: { nav: { group: 'growth', label: 'admin.nav.waitlist', icon: 'ListChecks' } },
  validateSearch: listSearch({
    status: oneOf(['pending', 'invited', 'joined'] as const),
    search: optionalString,
  }),
  component: lazyRouteComponent(() => import('@/features/admin/waitlist/waitlist-page'), 'AdminWaitlistPage'),
});

const contactSubmissionsRoute = createRoute({
  getParentRoute: () => adminLayout,
  path: 'contact-submissions',
  staticData: { nav: { group: 'growth', label: 'admin.nav.contactSubmissions', icon: 'Inbox' } },
  validateSearch: listSearch({
    status: oneOf(['read', 'unread'] as const),
    search: optionalString,
    /** The submission whose details are open. */
    open: optionalString,
  }),
  component: lazyRouteComponent(
    () => import('@/features/admin/contact/contact-submissions-page'),
    'ContactSubmissionsPage',
  ),
});

const subscriptionPlansRoute = createRoute({
  getParentRoute: () => adminLayout,
  path: 'subscription-plans',
  staticData: { nav: { group: 'billing', label: 'admin.nav.subscriptionPlans', icon: 'CreditCard' } },
  component: lazyRouteComponent(
    () => import('@/features/admin/subscription-plans/subscription-plans-page'),
    'SubscriptionPlansPage',
  ),
});

const couponsRoute = createRoute({
  getParentRoute: () => adminLayout,
  path: 'coupons',
  staticData: { nav: { group: 'billing', label: 'admin.nav.coupons', icon: 'TicketPercent' } },
  component: lazyRouteComponent(() => import('@/features/admin/coupons/coupons-page'), 'AdminCouponsPage'),
});

const emailTemplatesRoute = createRoute({
  getParentRoute: () => adminLayout,
  path: 'email-templates',
  staticData: { nav: { group: 'billing', label: 'admin.nav.emailTemplates', icon: 'Mail' } },
  validateSearch: searchOf({
    /** The template whose editor is open. */
    template: optionalString,
    /** The language of the version it edits; English when absent. */
    locale: (value) => (isLocale(value) ? value : undefined),
  }),
  component: lazyRouteComponent(
    () => import('@/features/admin/email-templates/email-templates-page'),
    'EmailTemplatesPage',
  ),
});

const emailsRoute = createRoute({
  getParentRoute: () => adminLayout,
  path: 'emails',
  staticData: {
    nav: { group: 'billing', label: 'admin.nav.emails', icon: 'MailOpen' },
  },
  validateSearch: listSearch({
    /** Recipient (part of the address). */
    to: optionalString,
    status: oneOf<EmailStatus>(['queued', 'sent', 'failed']),
    /** Template key. */
    template: optionalString,
  }),
  component: lazyRouteComponent(() => import('@/features/admin/emails/emails-page'), 'EmailsPage'),
});

const jobsRoute = createRoute({
  getParentRoute: () => adminLayout,
  path: 'jobs',
  staticData: { nav: { group: 'billing', label: 'admin-jobs.nav', icon: 'Cog' } },
  validateSearch: listSearch({
    status: oneOf<JobStatusName>(['queued', 'running', 'succeeded', 'failed']),
    /** Queue name (`mail`, `blog.publish-scheduled`, …). */
    queue: optionalString,
  }),
  component: lazyRouteComponent(() => import('@/features/admin/jobs/jobs-page'), 'JobsPage'),
});

/**
 * The admin area's pages, in the admin layout (sidebar, guard), in the sidebar's order. The post
 * editor has no sidebar entry: it shows as Blog, the area its path lies in.
 */
export const adminRoutes = [
  dashboardRoute,
  systemRoute,
  usersRoute,
  organizationsRoute,
  securityLogsRoute,
  feedbackRoute,
  blogRoute,
  blogNewPostRoute,
  blogEditPostRoute,
  blogCategoriesRoute,
  blogTagsRoute,
  changelogRoute,
  faqsRoute,
  testimonialsRoute,
  marketingRoute,
  waitlistRoute,
  contactSubmissionsRoute,
  subscriptionPlansRoute,
  couponsRoute,
  emailTemplatesRoute,
  emailsRoute,
  jobsRoute,
] as const;
