import type { AdminTestimonial, TestimonialStatus } from '@shared/contracts/testimonials';
import { UserAvatar } from '@/components/layout/user-avatar';
import { Badge } from '@/components/ui/badge';
import { RatingStars } from '@/components/ui/rating-stars';
import { FormattedMessage, useT } from '@/i18n/provider';
import { formatDate } from '@/lib/utils';
import { STATUS_LABELS } from './status-labels';

const statusVariant: Record<TestimonialStatus, 'warning' | 'success' | 'destructive' | 'secondary'> = {
  pending: 'warning',
  published: 'success',
  rejected: 'destructive',
  unpublished: 'secondary',
};

/** A testimonial as the moderation list shows it: author, rating, status, text and dates. */
export function TestimonialSummary({ item }: { item: AdminTestimonial }) {
  const t = useT();
  return (
    <div className="flex min-w-0 gap-3">
      <UserAvatar name={item.authorName} email={item.authorName} image={item.avatarUrl} className="size-10" />
      <div className="min-w-0 flex-1 space-y-1.5">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <span className="font-medium" data-testid="admin-testimonial-author" translate="no">
            {item.authorName}
          </span>
          {item.authorRole ? (
            <span className="text-muted-foreground text-sm" data-content>
              {item.authorRole}
            </span>
          ) : null}
          <RatingStars value={item.rating} />
          <Badge variant={statusVariant[item.status]}>{t(STATUS_LABELS[item.status])}</Badge>
        </div>
        <p className="whitespace-pre-line break-words text-sm" data-content>
          {item.content}
        </p>
        <p className="text-muted-foreground text-xs">
          {item.user ? (
            <>
              <FormattedMessage
                id="admin-testimonials.summary.from"
                values={{ email: <span translate="no">{item.user.email}</span> }}
              />
              {' · '}
            </>
          ) : null}
          {t('admin-testimonials.summary.sent', { date: formatDate(item.createdAt) })}
          {item.publishedAt && item.status === 'published'
            ? ` · ${t('admin-testimonials.summary.published', { date: formatDate(item.publishedAt) })}`
            : null}
        </p>
        {item.status === 'rejected' && item.rejectionReason ? (
          <p className="text-muted-foreground text-sm">
            <FormattedMessage
              id="admin-testimonials.summary.reason"
              values={{ reason: <span data-content>{item.rejectionReason}</span> }}
            />
          </p>
        ) : null}
      </div>
    </div>
  );
}
