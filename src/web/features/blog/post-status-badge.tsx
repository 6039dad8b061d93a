import type { PostStatus } from '@shared/contracts/blog';
import { Badge } from '@/components/ui/badge';
import { useT } from '@/i18n/provider';
import { formatDateTime } from '@/lib/utils';

const label: Record<PostStatus, string> = {
  published: 'blog.status.published',
  scheduled: 'blog.status.scheduled',
  draft: 'blog.status.draft',
};
const variant = { published: 'success', scheduled: 'warning', draft: 'secondary' } as const;

/**
 * A post's status (admin lists and editor), and on the public blog, where only admins see posts
 * that are not live, "Draft" or "Scheduled for <date>" (`publishedAt` given).
 */
export function PostStatusBadge({
  status,
  publishedAt,
  className,
}: {
  status: PostStatus;
  publishedAt?: string | null;
  className?: string;
}) {
  const t = useT();
  return (
    <Badge variant={variant[status]} className={className} data-testid="post-status">
      {status === 'scheduled' && publishedAt
        ? t('blog.status.scheduledFor', { date: formatDateTime(publishedAt) })
        : t(label[status])}
    </Badge>
  );
}

/** The badge of a post that is not live (what an admin sees on the public blog); nothing if it is. */
export function UnpublishedBadge({
  post,
  className,
}: {
  post: { status: PostStatus; publishedAt: string | null };
  className?: string;
}) {
  return post.status === 'published' ? null : (
    <PostStatusBadge status={post.status} publishedAt={post.publishedAt} className={className} />
  );
}
