import type { LinkProps } from '@tanstack/react-router';
import {
  Building2,
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
  | 'feedback'
  | 'organizations';

export interface AdminArea {
  key: AdminAreaKey;
  /** The message id of its sidebar label (written out, so the catalog test finds it). */
  label: string;
  /** The page path; the route for it is declared in router.tsx. */
  path: NonNullable<LinkProps['to']>;
  icon: LucideIcon;
}

export interface AdminNavGroup {
  /** A message id, like an area's label. */
  label: string;
  areas: AdminArea[];
}

/**
 * The sidebar: every admin area of the spec, grouped. Add an area here and in router.tsx. Labels are
 * message ids of the `admin` catalog, translated where they are shown.
 */
export const adminNav: AdminNavGroup[] = [
  {
    label: 'admin.nav.group.overview',
    areas: [
      {
        key: 'dashboard',
        label: 'admin.nav.dashboard',
        path: '/dashboard/admin',
        icon: LayoutDashboard,
      },
    ],
  },
  {
    label: 'admin.nav.group.users',
    areas: [
      {
        key: 'user-management',
        label: 'admin.nav.userManagement',
        path: '/dashboard/admin/user-management',
        icon: Users,
      },
      {
        key: 'organizations',
        label: 'admin-organizations.nav',
        path: '/dashboard/admin/organizations',
        icon: Building2,
      },
      {
        key: 'security-logs',
        label: 'admin.nav.securityLogs',
        path: '/dashboard/admin/security-logs',
        icon: ShieldAlert,
      },
      {
        key: 'feedback',
        label: 'admin.nav.feedback',
        path: '/dashboard/admin/feedback',
        icon: MessagesSquare,
      },
    ],
  },
  {
    label: 'admin.nav.group.content',
    areas: [
      {
        key: 'blog',
        label: 'admin.nav.blog',
        path: '/dashboard/admin/blog',
        icon: FileText,
      },
      {
        key: 'blog-categories',
        label: 'admin.nav.blogCategories',
        path: '/dashboard/admin/blog/categories',
        icon: FolderTree,
      },
      {
        key: 'blog-tags',
        label: 'admin.nav.blogTags',
        path: '/dashboard/admin/blog/tags',
        icon: Tags,
      },
      {
        key: 'changelog',
        label: 'admin.nav.changelog',
        path: '/dashboard/admin/changelog',
        icon: ScrollText,
      },
      {
        key: 'faqs',
        label: 'admin.nav.faqs',
        path: '/dashboard/admin/faqs',
        icon: CircleHelp,
      },
      {
        key: 'testimonials',
        label: 'admin.nav.testimonials',
        path: '/dashboard/admin/testimonials',
        icon: MessageSquareQuote,
      },
    ],
  },
  {
    label: 'admin.nav.group.growth',
    areas: [
      {
        key: 'marketing',
        label: 'admin.nav.marketing',
        path: '/dashboard/admin/marketing',
        icon: Megaphone,
      },
      {
        key: 'waitlist',
        label: 'admin.nav.waitlist',
        path: '/dashboard/admin/waitlist',
        icon: ListChecks,
      },
      {
        key: 'contact-submissions',
        label: 'admin.nav.contactSubmissions',
        path: '/dashboard/admin/contact-submissions',
        icon: Inbox,
      },
    ],
  },
  {
    label: 'admin.nav.group.billing',
    areas: [
      {
        key: 'subscription-plans',
        label: 'admin.nav.subscriptionPlans',
        path: '/dashboard/admin/subscription-plans',
        icon: CreditCard,
      },
      {
        key: 'email-templates',
        label: 'admin.nav.emailTemplates',
        path: '/dashboard/admin/email-templates',
        icon: Mail,
      },
      {
        key: 'emails',
        label: 'admin.nav.emails',
        path: '/dashboard/admin/emails',
        icon: MailOpen,
      },
    ],
  },
];

export const adminAreas: AdminArea[] = adminNav.flatMap((group) => group.areas);
