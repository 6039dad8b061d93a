/**
 * Every page of the app, for the three roles that see different ones (a visitor, a signed-in
 * user, an admin), and the data that gives them content: the demo blog, FAQs, changelog and
 * testimonials, a user, a contact message, a waitlist entry and a feedback message. The walking
 * tests (walk.e2e.ts, pseudo-language.e2e.ts) and the screenshots script read this one list.
 * A new route belongs here (src/web/routes/*.tsx; the admin areas are read from the sidebar).
 */
import { asc, eq } from 'drizzle-orm';
import type { BrowserContext } from 'playwright-core';
import { blogPosts, users } from '../../../../src/server/db/schema.ts';
import { seedDemoContent } from '../../../../src/server/seed/seed.ts';
import type { TestServer } from '../server.ts';

export type Role = 'visitor' | 'user' | 'admin';

export interface WalkPage {
  /** Path and query, from the site's root. */
  path: string;
  /** What the page is, for failure messages when the path alone does not say it. */
  name: string;
  /** The HTTP status the server answers the page with (404 and 403 pages are walked too). */
  status?: number;
  /** false: the page shows no heading, so opening it does not wait for one (openPage). */
  heading?: false;
}

export const WALK_ADMIN = {
  name: 'Ada Admin',
  email: 'walk-admin@example.com',
  password: 'admin-password-1',
};
export const WALK_USER = {
  name: 'Grace Hopper',
  email: 'walk-user@example.com',
  password: 'user-password-1',
};

/** Ids and slugs the inventory needs, known once the database is seeded. */
export interface SeededData {
  postSlug: string;
  postId: string;
  userId: string;
}

export interface WalkData extends SeededData {
  /** Every area of the admin sidebar, as the admin sees it (`readAdminSidebar`). */
  adminAreas: WalkPage[];
}

async function post(server: TestServer, path: string, body: unknown): Promise<void> {
  const response = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`POST ${path}: ${response.status} ${await response.text()}`);
}

/** The admin, a user, the demo content and one of each visitor's message. */
export async function seedWalkData(server: TestServer): Promise<SeededData> {
  await server.createAdmin(WALK_ADMIN.email, WALK_ADMIN.password);
  await seedDemoContent(server.deps.database.db);
  await post(server, '/api/auth/sign-up', WALK_USER);
  await post(server, '/api/contact', {
    fullName: 'Linus Example',
    email: 'linus@example.com',
    company: 'Example Ltd',
    subject: 'A question about the Pro plan',
    message: 'Can the Pro plan be paid yearly, and is there a discount for non-profits?',
  });
  await post(server, '/api/waitlist', { name: 'Margaret Example', email: 'margaret@example.com' });
  await post(server, '/api/feedback', {
    type: 'feature',
    message: 'A dark theme for the e-mails would be lovely.',
    name: 'Barbara Example',
    email: 'barbara@example.com',
    pageUrl: '/pricing',
  });
  const db = server.deps.database.db;
  const [firstPost] = await db
    .select({ id: blogPosts.id, slug: blogPosts.slug })
    .from(blogPosts)
    .where(eq(blogPosts.published, true))
    .orderBy(asc(blogPosts.publishedAt))
    .limit(1);
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, WALK_USER.email));
  if (!firstPost || !user) throw new Error('seedWalkData: the demo post or the user is missing');
  return { postSlug: firstPost.slug, postId: String(firstPost.id), userId: user.id };
}

/** What a signed-out visitor can open. */
export function visitorPages(data: WalkData): WalkPage[] {
  return [
    { path: '/', name: 'home' },
    { path: '/pricing', name: 'pricing' },
    { path: '/blog', name: 'blog list' },
    { path: `/blog/${data.postSlug}`, name: 'blog post' },
    { path: '/faq', name: 'FAQ' },
    { path: '/changelog', name: 'changelog' },
    { path: '/contact', name: 'contact' },
    { path: '/waitlist', name: 'waitlist' },
    { path: '/sign-in', name: 'sign in' },
    { path: '/sign-up', name: 'sign up' },
    { path: '/forgot-password', name: 'forgot password' },
    { path: '/reset-password', name: 'reset password without a token' },
    { path: '/verify-email', name: 'verify e-mail without a token' },
    // Without a challenge it shows only the way back to signing in: two lines, no heading.
    { path: '/sign-in/two-factor', name: 'two-factor step without a challenge', heading: false },
    // The server renders its not-found page for an address no page has, with status 404.
    { path: '/does-not-exist', name: 'not found', status: 404 },
  ];
}

/** A signed-in user's own pages, and the admin area's refusal. */
export function userPages(): WalkPage[] {
  return [
    { path: '/', name: 'home, signed in' },
    { path: '/account', name: 'account' },
    { path: '/account/security', name: 'account security' },
    { path: '/account/billing', name: 'billing' },
    { path: '/account/usage', name: 'usage' },
    {
      path: '/account/developers',
      name: 'developers (API keys and webhooks; their upgrade prompts on Free)',
    },
    { path: '/projects', name: 'projects (none yet)' },
    { path: '/billing/portal', name: 'billing portal (local provider)' },
    { path: '/dashboard/admin', name: 'admin area, refused', status: 403 },
  ];
}

/** Every admin area of the sidebar, the post editor (new and existing) and a user's details. */
export function adminPages(data: WalkData): WalkPage[] {
  return [
    ...data.adminAreas,
    { path: '/dashboard/admin/blog/new', name: 'admin: new post' },
    { path: `/dashboard/admin/blog/${data.postId}/edit`, name: 'admin: edit post' },
    { path: `/dashboard/admin/user-management?user=${data.userId}`, name: 'admin: a user’s details' },
    { path: '/account', name: 'account (admin)' },
  ];
}

export function pagesFor(role: Role, data: WalkData): WalkPage[] {
  if (role === 'visitor') return visitorPages(data);
  if (role === 'user') return userPages();
  return adminPages(data);
}

/**
 * The admin sidebar's links, read from the page: each admin page declares its sidebar entry in
 * its route (src/web/routes/admin.tsx, `staticData.nav`), which only the web build can import.
 * `context` is an admin's, at a width that shows the sidebar.
 */
export async function readAdminSidebar(context: BrowserContext, server: TestServer): Promise<WalkPage[]> {
  const page = await context.newPage();
  try {
    await page.goto(`${server.url}/dashboard/admin`);
    const links = page.getByRole('navigation', { name: 'Admin' }).getByRole('link');
    await links.first().waitFor();
    const areas = await links.evaluateAll((anchors) =>
      anchors.map((anchor) => ({ path: anchor.getAttribute('href') ?? '', label: anchor.textContent ?? '' })),
    );
    return areas.map((area) => ({ path: area.path, name: `admin: ${area.label.trim()}` }));
  } finally {
    await page.close();
  }
}

/**
 * Signs `role` in through the API in `context` (the session cookie lands in the context); the
 * storage state of that context then starts every other context of the role already signed in.
 */
export async function signInContext(context: BrowserContext, server: TestServer, role: Role): Promise<void> {
  if (role === 'visitor') return;
  const who = role === 'admin' ? WALK_ADMIN : WALK_USER;
  const response = await context.request.post(`${server.url}/api/auth/sign-in`, {
    headers: { origin: server.url },
    data: { email: who.email, password: who.password },
  });
  if (!response.ok()) throw new Error(`sign-in as ${role}: ${response.status()} ${await response.text()}`);
}
