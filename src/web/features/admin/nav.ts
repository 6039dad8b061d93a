import type { LinkProps } from '@tanstack/react-router';
import {
  CircleHelp,
  CreditCard,
  FileText,
  FolderTree,
  Inbox,
  LayoutDashboard,
  ListChecks,
  type LucideIcon,
  Mail,
  MailOpen,
  Megaphone,
  MessageSquareQuote,
  MessagesSquare,
  ScrollText,
  ShieldAlert,
  Tags,
  Users,
} from 'lucide-react';

export type AdminAreaKey =
  | 'dashboard'
  | 'user-management'
  | 'blog'
  | 'blog-categories'
  | 'blog-tags'
  | 'email-templates'
  | 'emails'
  | 'subscription-plans'
  | 'security-logs'
  | 'contact-submissions'
  | 'waitlist'
  | 'testimonials'
  | 'faqs'
  | 'changelog'
  | 'marketing'
  | 'feedback';

export interface AdminArea {
  key: AdminAreaKey;
  label: string;
  /** The page path; the route for it is declared in router.tsx. */
  path: NonNullable<LinkProps['to']>;
  icon: LucideIcon;
  /** One line about what the area will do, shown in its empty state until it is built. */
  summary: string;
}

export interface AdminNavGroup {
  label: string;
  areas: AdminArea[];
}

/** The sidebar: every admin area of the spec, grouped. Add an area here and in router.tsx. */
export const adminNav: AdminNavGroup[] = [
  {
    label: 'Overview',
    areas: [
      {
        key: 'dashboard',
        label: 'Dashboard',
        path: '/dashboard/admin',
        icon: LayoutDashboard,
        summary: 'Key numbers, growth and revenue charts, and the latest sign-ups, posts and failed logins.',
      },
    ],
  },
  {
    label: 'Users',
    areas: [
      {
        key: 'user-management',
        label: 'User management',
        path: '/dashboard/admin/user-management',
        icon: Users,
        summary: 'Search and filter users, see their activity, promote, demote, ban and unban them.',
      },
      {
        key: 'security-logs',
        label: 'Security logs',
        path: '/dashboard/admin/security-logs',
        icon: ShieldAlert,
        summary:
          'Every authentication, authorization and admin event, filterable by type, user and severity.',
      },
      {
        key: 'feedback',
        label: 'Feedback',
        path: '/dashboard/admin/feedback',
        icon: MessagesSquare,
        summary: 'Bug reports and ideas from users, with statuses, admin notes and replies.',
      },
    ],
  },
  {
    label: 'Content',
    areas: [
      {
        key: 'blog',
        label: 'Blog',
        path: '/dashboard/admin/blog',
        icon: FileText,
        summary: 'Write, schedule, publish and bulk-manage blog posts.',
      },
      {
        key: 'blog-categories',
        label: 'Blog categories',
        path: '/dashboard/admin/blog/categories',
        icon: FolderTree,
        summary: 'Create, rename and remove categories, with post counts.',
      },
      {
        key: 'blog-tags',
        label: 'Blog tags',
        path: '/dashboard/admin/blog/tags',
        icon: Tags,
        summary: 'Create, rename and remove tags, with post counts.',
      },
      {
        key: 'changelog',
        label: 'Changelog',
        path: '/dashboard/admin/changelog',
        icon: ScrollText,
        summary: 'Release notes in Markdown with images and scheduled publishing.',
      },
      {
        key: 'faqs',
        label: 'FAQs',
        path: '/dashboard/admin/faqs',
        icon: CircleHelp,
        summary: 'Questions and answers by category, reordered by drag and drop.',
      },
      {
        key: 'testimonials',
        label: 'Testimonials',
        path: '/dashboard/admin/testimonials',
        icon: MessageSquareQuote,
        summary: 'Approve, edit, reorder and publish what customers say about you.',
      },
    ],
  },
  {
    label: 'Growth',
    areas: [
      {
        key: 'marketing',
        label: 'Marketing',
        path: '/dashboard/admin/marketing',
        icon: Megaphone,
        summary: 'The site-wide banner and popups, with A/B testing.',
      },
      {
        key: 'waitlist',
        label: 'Waitlist',
        path: '/dashboard/admin/waitlist',
        icon: ListChecks,
        summary: 'Waitlist settings, invitations (one by one or in bulk) and export.',
      },
      {
        key: 'contact-submissions',
        label: 'Contact submissions',
        path: '/dashboard/admin/contact-submissions',
        icon: Inbox,
        summary: 'Messages from the contact form: read, reply, delete and export to CSV.',
      },
    ],
  },
  {
    label: 'Billing & e-mail',
    areas: [
      {
        key: 'subscription-plans',
        label: 'Subscription plans',
        path: '/dashboard/admin/subscription-plans',
        icon: CreditCard,
        summary: 'Prices, features, limits and visibility of the Free, Pro and Startup plans.',
      },
      {
        key: 'email-templates',
        label: 'Email templates',
        path: '/dashboard/admin/email-templates',
        icon: Mail,
        summary: 'Edit the HTML and text of every transactional e-mail, preview it and send a test.',
      },
      {
        key: 'emails',
        label: 'Emails',
        path: '/dashboard/admin/emails',
        icon: MailOpen,
        summary: 'Every e-mail the service sent or queued, with its content and delivery status.',
      },
    ],
  },
];

export const adminAreas: AdminArea[] = adminNav.flatMap((group) => group.areas);

export function getAdminArea(key: AdminAreaKey): AdminArea {
  const area = adminAreas.find((candidate) => candidate.key === key);
  if (!area) throw new Error(`Unknown admin area: ${key}`);
  return area;
}
