import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type ChangelogEntry,
  type ChangelogStatus,
  type ChangelogType,
  changelogApi,
} from '@/lib/api/changelog';

export const CHANGELOG_PAGE_SIZE = 20;

export function useAdminChangelog(params: {
  page: number;
  limit: number;
  status?: ChangelogStatus;
  type?: ChangelogType;
}) {
  return useQuery({
    queryKey: ['admin', 'changelog', 'list', params],
    queryFn: () => changelogApi.admin.list(params),
    placeholderData: keepPreviousData,
  });
}

export type ChangelogAction = { kind: 'publish' | 'unpublish' | 'delete'; entry: ChangelogEntry };

/** Publish, unpublish or delete an entry; the admin list and the public changelog refresh after. */
export function useChangelogAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ kind, entry }: ChangelogAction) => {
      if (kind === 'publish') await changelogApi.admin.publish(entry.id);
      else if (kind === 'unpublish') await changelogApi.admin.unpublish(entry.id);
      else await changelogApi.admin.remove(entry.id);
    },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['admin', 'changelog'] }),
        queryClient.invalidateQueries({ queryKey: ['changelog'] }),
      ]),
  });
}

/** The confirmation's words and the toast after it. */
export function changelogConfirmCopy(pending: ChangelogAction | null) {
  const version = pending?.entry.version ?? '';
  switch (pending?.kind) {
    case 'publish':
      return {
        title: `Publish ${version} now?`,
        description: 'It appears on the public changelog and in the RSS feed at once.',
        confirmLabel: 'Publish',
        done: `Published ${version}.`,
      };
    case 'delete':
      return {
        title: `Delete ${version}?`,
        description: 'The entry is removed for good.',
        confirmLabel: 'Delete',
        destructive: true,
        done: `Deleted ${version}.`,
      };
    default:
      return {
        title: `Unpublish ${version}?`,
        description: 'It leaves the public changelog and becomes a draft.',
        confirmLabel: 'Unpublish',
        done: `${version} is a draft again.`,
      };
  }
}
