import { UserAvatar } from '@/components/layout/user-avatar';
import { Badge } from '@/components/ui/badge';
import { RatingStars } from '@/components/ui/rating-stars';
import type { AdminTestimonial, TestimonialStatus } from '@/lib/api/testimonials';
import { formatDate } from '@/lib/utils';

const statusVariant: Record<TestimonialStatus, 'warning' | 'success' | 'destructive' | 'secondary'> = {
  pending: 'warning',
  published: 'success',
  rejected: 'destructive',
  unpublished: 'secondary',
};

/** A testimonial as the moderation list shows it: author, rating, status, text and dates. */
export function TestimonialSummary({ item }: { item: AdminTestimonial }) {
  return (
    <div className="flex min-w-0 gap-3">
      <UserAvatar name={item.authorName} email={item.authorName} image={item.avatarUrl} className="size-10" />
      <div className="min-w-0 flex-1 space-y-1.5">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <span className="font-medium" data-testid="admin-testimonial-author">
            {item.authorName}
          </span>
          {item.authorRole ? <span className="text-muted-foreground text-sm">{item.authorRole}</span> : null}
          <RatingStars value={item.rating} />
          <Badge variant={statusVariant[item.status]}>{item.status}</Badge>
        </div>
        <p className="whitespace-pre-line break-words text-sm">{item.content}</p>
        <p className="text-muted-foreground text-xs">
          {item.user ? <>From {item.user.email} · </> : null}
          Sent {formatDate(item.createdAt)}
          {item.publishedAt && item.status === 'published' ? (
            <> · Published {formatDate(item.publishedAt)}</>
          ) : null}
        </p>
        {item.status === 'rejected' && item.rejectionReason ? (
          <p className="text-muted-foreground text-sm">Reason: {item.rejectionReason}</p>
        ) : null}
      </div>
    </div>
  );
}
