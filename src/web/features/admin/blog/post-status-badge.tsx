import { Badge } from '@/components/ui/badge';
import type { PostStatus } from '@/lib/api/blog';

const label: Record<PostStatus, string> = { published: 'Published', scheduled: 'Scheduled', draft: 'Draft' };
const variant = { published: 'success', scheduled: 'warning', draft: 'secondary' } as const;

export function PostStatusBadge({ status }: { status: PostStatus }) {
  return (
    <Badge variant={variant[status]} data-testid="post-status">
      {label[status]}
    </Badge>
  );
}
