/**
 * The pages and feeds the server renders itself, outside /api: links a person (or a crawler, a
 * feed reader) follows. Hidden from the API reference and public: the admin pages check their
 * visitor themselves (src/server/http/web.ts), since the access guard covers /api only.
 */
import { z } from 'zod';
import { slugSchema } from '../slug.ts';
import { endpoints } from './endpoint.ts';

const page = { hide: true, raw: true } as const;

export const pageEndpoints = endpoints(
  { access: 'public', tags: ['pages'] },
  {
    // The public pages, rendered on the server for signed-out visitors (features/public-pages).
    home: { ...page, method: 'GET', path: '/', summary: 'The home page' },
    pricing: { ...page, method: 'GET', path: '/pricing', summary: 'The plans and prices' },
    faq: { ...page, method: 'GET', path: '/faq', summary: 'Questions and answers' },
    changelog: { ...page, method: 'GET', path: '/changelog', summary: 'The changelog' },
    contact: { ...page, method: 'GET', path: '/contact', summary: 'The contact form' },
    waitlist: { ...page, method: 'GET', path: '/waitlist', summary: 'The waitlist' },
    signIn: { ...page, method: 'GET', path: '/sign-in', summary: 'Sign in' },
    signUp: { ...page, method: 'GET', path: '/sign-up', summary: 'Create an account' },
    blog: { ...page, method: 'GET', path: '/blog', summary: 'The latest posts' },
    blogPost: {
      ...page,
      method: 'GET',
      path: '/blog/:slug',
      summary: 'A post, with its head tags and structured data',
      params: z.object({ slug: z.string() }),
    },
    blogFeed: { ...page, method: 'GET', path: '/blog/rss.xml', summary: 'The blog as RSS 2.0' },
    sitemap: { ...page, method: 'GET', path: '/sitemap.xml', summary: 'The public pages and posts' },
    robots: {
      ...page,
      method: 'GET',
      path: '/robots.txt',
      summary: 'What crawlers may visit, and the sitemap',
    },
    /** The link-preview image of a public post (og:image when it has no featured image). */
    postCard: {
      ...page,
      method: 'GET',
      path: '/og/blog/:slug.png',
      summary: "A post's social card (1200×630 PNG)",
      // A slug as posts have them: anything else never reaches the database or the renderer.
      params: z.object({ slug: slugSchema }),
    },
    defaultCard: { ...page, method: 'GET', path: '/og/default.png', summary: "The site's social card" },
    changelogFeed: {
      ...page,
      method: 'GET',
      path: '/changelog/rss.xml',
      summary: 'The changelog as RSS 2.0',
    },
    /** The admin area's app shell: sign-in redirect, 403 or the shell, each written to the security log. */
    admin: { ...page, method: 'GET', path: '/dashboard/admin', summary: 'The admin area' },
    adminPage: { ...page, method: 'GET', path: '/dashboard/admin/*', summary: 'A page of the admin area' },
  },
);
