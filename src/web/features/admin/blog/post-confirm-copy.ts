import type { BlogPost } from '@/lib/api/blog';

/** An action on posts waiting for the admin's "yes". */
export type PostConfirmation =
  | { kind: 'publish' | 'unpublish' | 'delete'; post: BlogPost }
  | { kind: 'bulk-publish' | 'bulk-delete'; posts: BlogPost[] };

const plural = (count: number, one: string) => (count === 1 ? `1 ${one}` : `${count} ${one}s`);

/** The confirmation's words. */
export function postConfirmCopy(pending: PostConfirmation | null) {
  switch (pending?.kind) {
    case 'publish':
      return {
        title: `Publish “${pending.post.title}” now?`,
        description:
          pending.post.status === 'scheduled'
            ? 'It was scheduled; publishing now makes it public at once.'
            : 'It becomes public on the blog, in the RSS feed and the sitemap.',
        confirmLabel: 'Publish',
      };
    case 'unpublish':
      return {
        title: `Unpublish “${pending.post.title}”?`,
        description: 'It goes back to draft: visitors get a 404 page until you publish it again.',
        confirmLabel: 'Unpublish',
      };
    case 'delete':
      return {
        title: `Delete “${pending.post.title}”?`,
        description: 'The post, its likes and its views are removed for good.',
        confirmLabel: 'Delete',
        destructive: true,
      };
    case 'bulk-publish':
      return {
        title: `Publish ${plural(pending.posts.length, 'post')}?`,
        description: 'They become public at once, scheduled ones included.',
        confirmLabel: 'Publish',
      };
    case 'bulk-delete':
      return {
        title: `Delete ${plural(pending.posts.length, 'post')}?`,
        description: 'The posts, their likes and their views are removed for good.',
        confirmLabel: 'Delete',
        destructive: true,
      };
    default:
      return { title: '', description: '', confirmLabel: 'Confirm' };
  }
}

/** The toast after a confirmed action; bulk ones count what the API did. */
export function postDoneText(done: PostConfirmation, answer: unknown): string {
  switch (done.kind) {
    case 'publish':
      return `“${done.post.title}” is published.`;
    case 'unpublish':
      return `“${done.post.title}” is back to draft.`;
    case 'delete':
      return `“${done.post.title}” is deleted.`;
    case 'bulk-publish':
      return `${plural((answer as { updated: number }).updated, 'post')} published.`;
    case 'bulk-delete':
      return `${plural((answer as { deleted: number }).deleted, 'post')} deleted.`;
  }
}
