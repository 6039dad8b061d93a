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
      },
      {
        key: 'security-logs',
        label: 'Security logs',
        path: '/dashboard/admin/security-logs',
        icon: ShieldAlert,
      },
      {
        key: 'feedback',
        label: 'Feedback',
        path: '/dashboard/admin/feedback',
        icon: MessagesSquare,
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
      },
      {
        key: 'blog-categories',
        label: 'Blog categories',
        path: '/dashboard/admin/blog/categories',
        icon: FolderTree,
      },
      {
        key: 'blog-tags',
        label: 'Blog tags',
        path: '/dashboard/admin/blog/tags',
        icon: Tags,
      },
      {
        key: 'changelog',
        label: 'Changelog',
        path: '/dashboard/admin/changelog',
        icon: ScrollText,
      },
      {
        key: 'faqs',
        label: 'FAQs',
        path: '/dashboard/admin/faqs',
        icon: CircleHelp,
      },
      {
        key: 'testimonials',
        label: 'Testimonials',
        path: '/dashboard/admin/testimonials',
        icon: MessageSquareQuote,
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
      },
      {
        key: 'waitlist',
        label: 'Waitlist',
        path: '/dashboard/admin/waitlist',
        icon: ListChecks,
      },
      {
        key: 'contact-submissions',
        label: 'Contact submissions',
        path: '/dashboard/admin/contact-submissions',
        icon: Inbox,
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
      },
      {
        key: 'email-templates',
        label: 'Email templates',
        path: '/dashboard/admin/email-templates',
        icon: Mail,
      },
      {
        key: 'emails',
        label: 'Emails',
        path: '/dashboard/admin/emails',
        icon: MailOpen,
      },
    ],
  },
];

export const adminAreas: AdminArea[] = adminNav.flatMap((group) => group.areas);
