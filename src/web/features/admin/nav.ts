import { type AnyRoute, type LinkProps, useRouter } from '@tanstack/react-router';
import {
  Activity,
  Building2,
  CircleHelp,
  Cog,
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
  TicketPercent,
  Users,
} from 'lucide-react';
import { useMemo } from 'react';

/**
 * The sidebar's groups, in their order. Labels are message ids of the `admin` catalog, written
 * out (the catalog test looks for each id in the code) and translated where they are shown.
 */
const GROUPS = {
  overview: 'admin.nav.group.overview',
  users: 'admin.nav.group.users',
  content: 'admin.nav.group.content',
  growth: 'admin.nav.group.growth',
  billing: 'admin.nav.group.billing',
} as const;

/**
 * The icons a sidebar entry may show, by their lucide-react name. A route names its icon rather
 * than importing it: the routes are in the entry every visitor downloads, where these icons (17
 * when measured) would add 1.8 kB gzipped (0.5 kB even as on-demand imports), past the blog's
 * 150 kB budget.
 */
const ICONS = {
  Activity,
  Building2,
  CircleHelp,
  Cog,
  CreditCard,
  FileText,
  FolderTree,
  Inbox,
  LayoutDashboard,
  ListChecks,
  Mail,
  MailOpen,
  Megaphone,
  MessageSquareQuote,
  MessagesSquare,
  ScrollText,
  ShieldAlert,
  Tags,
  TicketPercent,
  Users,
} satisfies Record<string, LucideIcon>;

/** An admin page's sidebar entry: its route's `staticData.nav` in routes/admin.tsx. */
export interface AdminNavEntry {
  group: keyof typeof GROUPS;
  /** The message id of its label (written out, so the catalog test finds it). */
  label: string;
  /** The name of its icon in the sidebar's icon set. */
  icon: keyof typeof ICONS;
}

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** The page's place in the admin sidebar; a page without one (the post editor) is not listed. */
    nav?: AdminNavEntry;
  }
}

export interface AdminArea {
  group: AdminNavEntry['group'];
  label: string;
  icon: LucideIcon;
  /** The page's path, for its link and for finding the current area. */
  path: NonNullable<LinkProps['to']>;
}

export interface AdminNavGroup {
  /** A message id, like an area's label. */
  label: string;
  areas: AdminArea[];
}

/**
 * The sidebar, read from the admin layout's pages: those with `staticData.nav`, in their group,
 * in the order the pages are listed (`adminRoutes`). Empty groups are left out.
 */
export function adminNavOf(pages: readonly AnyRoute[]): AdminNavGroup[] {
  const areas = pages.flatMap((page): AdminArea[] => {
    const nav = page.options.staticData?.nav;
    if (!nav) return [];
    // `to` is the route's own path without its trailing slash ("/dashboard/admin" for the
    // dashboard), so it is a valid link target.
    return [
      { group: nav.group, label: nav.label, icon: ICONS[nav.icon], path: page.to as AdminArea['path'] },
    ];
  });
  return Object.entries(GROUPS)
    .map(([group, label]) => ({ label, areas: areas.filter((area) => area.group === group) }))
    .filter((group) => group.areas.length > 0);
}

/** The running app's admin sidebar. */
export function useAdminNav(): AdminNavGroup[] {
  const router = useRouter();
  return useMemo(() => adminNavOf(router.routesById['/dashboard/admin'].children ?? []), [router]);
}
