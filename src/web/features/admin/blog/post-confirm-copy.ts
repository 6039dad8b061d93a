import type { PostOut } from '@shared/contracts/blog';
import { t } from '@/i18n/store';

/** An action on posts waiting for the admin's "yes". */
export type PostConfirmation =
  | { kind: 'publish' | 'unpublish' | 'delete'; post: PostOut }
  | { kind: 'bulk-publish' | 'bulk-delete'; posts: PostOut[] };

/** The confirmation's words (read while rendering, in the current language). */
export function postConfirmCopy(pending: PostConfirmation | null) {
  switch (pending?.kind) {
    case 'publish':
      return {
        title: t('admin-blog.confirm.publishTitle', { title: pending.post.title }),
        description:
          pending.post.status === 'scheduled'
            ? t('admin-blog.confirm.publishScheduled')
            : t('admin-blog.confirm.publishDescription'),
        confirmLabel: t('admin-blog.confirm.publish'),
      };
    case 'unpublish':
      return {
        title: t('admin-blog.confirm.unpublishTitle', { title: pending.post.title }),
        description: t('admin-blog.confirm.unpublishDescription'),
        confirmLabel: t('admin-blog.confirm.unpublish'),
      };
    case 'delete':
      return {
        title: t('admin-blog.confirm.deleteTitle', { title: pending.post.title }),
        description: t('admin-blog.confirm.deleteDescription'),
        confirmLabel: t('admin-blog.confirm.delete'),
        destructive: true,
      };
    case 'bulk-publish':
      return {
        title: t('admin-blog.confirm.bulkPublishTitle', { count: pending.posts.length }),
        description: t('admin-blog.confirm.bulkPublishDescription'),
        confirmLabel: t('admin-blog.confirm.publish'),
      };
    case 'bulk-delete':
      return {
        title: t('admin-blog.confirm.bulkDeleteTitle', { count: pending.posts.length }),
        description: t('admin-blog.confirm.bulkDeleteDescription'),
        confirmLabel: t('admin-blog.confirm.delete'),
        destructive: true,
      };
    default:
      return { title: '', description: '', confirmLabel: t('admin-blog.confirm.confirm') };
  }
}

/** The toast after a confirmed action; bulk ones count what the API did. */
export function postDoneText(done: PostConfirmation, answer: unknown): string {
  switch (done.kind) {
    case 'publish':
      return t('admin-blog.done.published', { title: done.post.title });
    case 'unpublish':
      return t('admin-blog.done.unpublished', { title: done.post.title });
    case 'delete':
      return t('admin-blog.done.deleted', { title: done.post.title });
    case 'bulk-publish':
      return t('admin-blog.done.bulkPublished', { count: (answer as { updated: number }).updated });
    case 'bulk-delete':
      return t('admin-blog.done.bulkDeleted', { count: (answer as { deleted: number }).deleted });
  }
}
