import { QueryClient } from '@tanstack/react-query';
import type { AnyRoute } from '@tanstack/react-router';
import { FileText, Tags, Users } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { createAppRouter } from '../../router';
import { type AdminNavEntry, adminNavOf } from './nav';

/** A page of the admin layout as the sidebar sees it: its path and its `staticData.nav`. */
const page = (to: string, nav?: AdminNavEntry) =>
  ({ to, options: { staticData: { nav } } }) as unknown as AnyRoute;

describe('the admin sidebar', () => {
  it('groups the pages with a nav entry in the groups’ order, each group in the pages’ order', () => {
    const nav = adminNavOf([
      page('/dashboard/admin/blog', { group: 'content', label: 'admin.nav.blog', icon: 'FileText' }),
      page('/dashboard/admin/blog/new'),
      page('/dashboard/admin/user-management', {
        group: 'users',
        label: 'admin.nav.userManagement',
        icon: 'Users',
      }),
      page('/dashboard/admin/blog/tags', {
        group: 'content',
        label: 'admin.nav.blogTags',
        icon: 'Tags',
      }),
    ]);
    expect(nav).toStrictEqual([
      {
        label: 'admin.nav.group.users',
        areas: [
          {
            group: 'users',
            label: 'admin.nav.userManagement',
            icon: Users,
            path: '/dashboard/admin/user-management',
          },
        ],
      },
      {
        label: 'admin.nav.group.content',
        areas: [
          { group: 'content', label: 'admin.nav.blog', icon: FileText, path: '/dashboard/admin/blog' },
          { group: 'content', label: 'admin.nav.blogTags', icon: Tags, path: '/dashboard/admin/blog/tags' },
        ],
      },
    ]);
  });

  it('lists every admin page, or the area the page lies in (the post editor is Blog)', () => {
    const router = createAppRouter(new QueryClient());
    const pages = router.routesById['/dashboard/admin'].children ?? [];
    const paths = adminNavOf(pages).flatMap((group) => group.areas.map((area) => String(area.path)));
    // Every page lies below the dashboard's path: only another area may hold a page.
    const under = (to: string, path: string) => path !== '/dashboard/admin' && to.startsWith(`${path}/`);
    const unlisted = pages
      .map((route) => route.to as string)
      .filter((to) => !paths.some((path) => to === path || under(to, path)));
    expect(unlisted).toEqual([]);
    expect(paths).toContain('/dashboard/admin');
  });
});
