/** The demo blog of `npm run seed`: a few categories, tags and posts that show every feature. */
import { brand } from '../../shared/brand.ts';

export const demoCategories = [
  { name: 'News', slug: 'news', description: 'Announcements and release notes.' },
  { name: 'Guides', slug: 'guides', description: 'How to build on the starter kit.' },
  { name: 'Engineering', slug: 'engineering', description: 'How it works under the hood.' },
];

export const demoTags = [
  { name: 'PostgreSQL', slug: 'postgresql' },
  { name: 'TypeScript', slug: 'typescript' },
  { name: 'Billing', slug: 'billing' },
  { name: 'Security', slug: 'security' },
  { name: 'Performance', slug: 'performance' },
];

export const demoPosts: Array<{
  title: string;
  slug: string;
  categories: string[];
  tags: string[];
  daysAgo: number;
  content: string;
}> = [
  {
    title: `Welcome to ${brand.name}`,
    slug: 'welcome-to-the-saas-starter',
    categories: ['news'],
    tags: ['typescript'],
    daysAgo: 30,
    content: `The starter kit you just installed ships accounts, a blog, subscriptions, e-mail and a full
administration area, and it runs with **zero external services**: an embedded PostgreSQL, a local
mail outbox and a local payment provider.

## What to try first

1. Sign in as the admin you configured with \`ADMIN_EMAIL\`.
2. Open the admin area and write a post.
3. Subscribe to a plan from the pricing page: the local checkout charges nothing.

Everything you see is real code you own.`,
  },
  {
    title: 'Writing posts in Markdown',
    slug: 'writing-posts-in-markdown',
    categories: ['guides'],
    tags: ['typescript'],
    daysAgo: 21,
    content: `Posts are written in Markdown and rendered once, when you save. Code is highlighted:

\`\`\`ts
import { z } from 'zod';

export const post = z.object({
  title: z.string().min(1),
  content: z.string(),
});
\`\`\`

Tables work too:

| Feature | Where |
|---|---|
| Drafts | Admin → Blog |
| Scheduling | the editor's "Schedule" button |

Raw HTML is shown as text, so a post can never run a script.`,
  },
  {
    title: 'Taking payments offline, then with Stripe',
    slug: 'taking-payments-offline-then-with-stripe',
    categories: ['guides'],
    tags: ['billing'],
    daysAgo: 14,
    content: `Without \`STRIPE_SECRET_KEY\` the service uses its **local payment provider**: checkout and the
billing portal are pages of the service itself, and confirming a payment runs the same code as
Stripe's webhooks. Set the key and the webhook secret, press *Sync to Stripe* in the admin area,
and the same pricing page now takes real cards.`,
  },
  {
    title: 'Why every admin action is logged',
    slug: 'why-every-admin-action-is-logged',
    categories: ['engineering'],
    tags: ['security'],
    daysAgo: 9,
    content: `A ban, a promotion or a deleted post is written to the security log **in the same transaction**
as the change itself: there is never a change without its record. The log is filterable and
exportable to CSV from the admin area.`,
  },
  {
    title: 'Fast lists on a big table',
    slug: 'fast-lists-on-a-big-table',
    categories: ['engineering'],
    tags: ['postgresql', 'performance'],
    daysAgo: 4,
    content: `The blog list reads one page through an index that matches its sort, and gets each post's
categories and tags in the same round trip. Counting stops being exact above 10,000 rows, where
PostgreSQL's estimate is good enough for "page 1 of many".`,
  },
  {
    title: 'What is next on the roadmap',
    slug: 'what-is-next-on-the-roadmap',
    categories: ['news'],
    tags: [],
    daysAgo: 1,
    content: `Testimonials, FAQs, a changelog, marketing banners and popups, a waitlist and storage quotas
have all shipped: try them from the admin area. Next come **languages** (English, German, French
and Spanish), **organizations** with members, invitations and billing per organization, more
**ways to sign in** (GitHub, Google, any OpenID Connect provider, magic links, passkeys) and
**account security** (two-factor, sessions, data export, account deletion).

Tell us what you need with the feedback button at the bottom of every page.`,
  },
];
