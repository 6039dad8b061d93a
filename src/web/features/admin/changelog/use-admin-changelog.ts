import type { EntryOut, EntryStatus, EntryType } from '@shared/contracts/changelog';
import { changelogAdminEndpoints as admin } from '@shared/endpoints/changelog';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { t } from '@/i18n/store';
import { api } from '@/lib/api-call';

export const CHANGELOG_PAGE_SIZE = 20;

export function useAdminChangelog(params: {
  page: number;
  limit: number;
  status?: EntryStatus;
  type?: EntryType;
}) {
  return useQuery({
    queryKey: ['admin', 'changelog', 'list', params],
    queryFn: () => api(admin.list, { query: params }),
    placeholderData: keepPreviousData,
  });
}

export type ChangelogAction = { kind: 'publish' | 'unpublish' | 'delete'; entry: EntryOut };

/** Publish, unpublish or delete an entry; the admin list and the public changelog refresh after. */
export function useChangelogAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ kind, entry }: ChangelogAction) => {
      if (kind === 'publish') await api(admin.publish, { params: { id: entry.id }, body: {} });
      else if (kind === 'unpublish') await api(admin.unpublish, { params: { id: entry.id }, body: {} });
      else await api(admin.remove, { params: { id: entry.id } });
    },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['admin', 'changelog'] }),
        queryClient.invalidateQueries({ queryKey: ['changelog'] }),
      ]),
  });
}

/** The confirmation's words and the toast after it (read when needed, in the current language). */
export function changelogConfirmCopy(pending: ChangelogAction | null) {
  const version = pending?.entry.version ?? '';
  switch (pending?.kind) {
    case 'publish':
      return {
        title: t('admin-changelog.confirm.publishTitle', { version }),
        description: t('admin-changelog.confirm.publishDescription'),
        confirmLabel: t('admin-changelog.confirm.publish'),
        done: t('admin-changelog.done.published', { version }),
      };
    case 'delete':
      return {
        title: t('admin-changelog.confirm.deleteTitle', { version }),
        description: t('admin-changelog.confirm.deleteDescription'),
        confirmLabel: t('admin-changelog.confirm.delete'),
        destructive: true,
        done: t('admin-changelog.done.deleted', { version }),
      };
    default:
      return {
        title: t('admin-changelog.confirm.unpublishTitle', { version }),
        description: t('admin-changelog.confirm.unpublishDescription'),
        confirmLabel: t('admin-changelog.confirm.unpublish'),
        done: t('admin-changelog.done.unpublished', { version }),
      };
  }
}
