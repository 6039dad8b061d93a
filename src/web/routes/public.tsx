import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { validateBlogSearch } from '@/features/blog/search';
import { loadAreas } from '@/i18n/store';
import { optionalPage, optionalString } from '@/lib/search-params';
import { publicLayout } from './layouts';

// Every page is loaded on demand, the home page too: the entry holds only the shell (header,
// footer, router, data layer), so each public page downloads just its own code.
const homeRoute = createRoute({
  getParentRoute: () => publicLayout,
  path: '/',
  beforeLoad: loadAreas('home', 'waitlist'),
  component: lazyRouteComponent(() => import('@/features/home/home-page'), 'HomePage'),
});

const pricingRoute = createRoute({
  getParentRoute: () => publicLayout,
  path: 'pricing',
  beforeLoad: loadAreas('pricing', 'billing'),
  component: lazyRouteComponent(() => import('@/features/pricing/pricing-page'), 'PricingPage'),
});

const contactRoute = createRoute({
  getParentRoute: () => publicLayout,
  path: 'contact',
  beforeLoad: loadAreas('contact'),
  component: lazyRouteComponent(() => import('@/features/contact/contact-page'), 'ContactPage'),
});

const waitlistRoute = createRoute({
  getParentRoute: () => publicLayout,
  path: 'waitlist',
  beforeLoad: loadAreas('waitlist'),
  component: lazyRouteComponent(() => import('@/features/waitlist/waitlist-page'), 'WaitlistPage'),
});

const blogListRoute = createRoute({
  getParentRoute: () => publicLayout,
  path: 'blog',
  beforeLoad: loadAreas('blog'),
  validateSearch: validateBlogSearch,
  component: lazyRouteComponent(() => import('@/features/blog/blog-list-page'), 'BlogListPage'),
});

const blogPostRoute = createRoute({
  getParentRoute: () => publicLayout,
  path: 'blog/$slug',
  beforeLoad: loadAreas('blog'),
  component: lazyRouteComponent(() => import('@/features/blog/blog-post-page'), 'BlogPostPage'),
});

const faqRoute = createRoute({
  getParentRoute: () => publicLayout,
  path: 'faq',
  beforeLoad: loadAreas('faq'),
  validateSearch: (search: Record<string, unknown>): { q?: string; category?: string } => ({
    q: optionalString(search.q),
    category: optionalString(search.category),
  }),
  component: lazyRouteComponent(() => import('@/features/faq/faq-page'), 'FaqPage'),
});

const changelogRoute = createRoute({
  getParentRoute: () => publicLayout,
  path: 'changelog',
  beforeLoad: loadAreas('changelog'),
  validateSearch: (search: Record<string, unknown>): { type?: string; page?: number } => ({
    type: optionalString(search.type),
    page: optionalPage(search.page),
  }),
  component: lazyRouteComponent(() => import('@/features/changelog/changelog-page'), 'ChangelogPage'),
});

/** The public site's pages, under the header and footer. */
export const publicRoutes = [
  homeRoute,
  pricingRoute,
  contactRoute,
  waitlistRoute,
  blogListRoute,
  blogPostRoute,
  faqRoute,
  changelogRoute,
] as const;
