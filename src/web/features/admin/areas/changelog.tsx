import { AdminChangelogPage } from '../changelog/changelog-admin-page';

/** /dashboard/admin/changelog: entries, their editor, publishing and scheduling. */
export function ChangelogPage() {
  return <AdminChangelogPage />;
}
