import type { OwnTestimonial, TestimonialInput, TestimonialStatus } from '@shared/contracts/testimonials';
import { testimonialUserEndpoints } from '@shared/endpoints/testimonials';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MessageSquareQuote, Plus } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { RatingStars } from '@/components/ui/rating-stars';
import { Skeleton } from '@/components/ui/skeleton';
import { useT } from '@/i18n/provider';
import { t as translate } from '@/i18n/store';
import type { Me } from '@/lib/api/me';
import { api } from '@/lib/api-call';
import { apiErrorMessage } from '@/lib/forms';
import { formatDate } from '@/lib/utils';
import { TestimonialFormDialog } from './testimonial-form-dialog';

const statusBadge: Record<
  TestimonialStatus,
  { label: string; variant: 'warning' | 'success' | 'destructive' | 'secondary' }
> = {
  pending: { label: 'account.testimonials.status.pending', variant: 'warning' },
  published: { label: 'account.testimonials.status.published', variant: 'success' },
  rejected: { label: 'account.testimonials.status.rejected', variant: 'destructive' },
  unpublished: { label: 'account.testimonials.status.unpublished', variant: 'secondary' },
};

/** The account page's testimonials: write one (one waits for review at a time) and follow its status. */
export function TestimonialCard({ user }: { user: Me }) {
  const t = useT();
  const queryClient = useQueryClient();
  const mine = useQuery({
    queryKey: ['testimonials', 'mine'],
    queryFn: () => api(testimonialUserEndpoints.mine),
  });
  const [open, setOpen] = useState(false);
  const submit = useMutation({
    mutationFn: (body: TestimonialInput) => api(testimonialUserEndpoints.submit, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['testimonials', 'mine'] }),
  });
  const items = mine.data?.testimonials;
  const hasPending = items?.some((item) => item.status === 'pending') ?? false;

  return (
    <Card data-testid="testimonial-card">
      <CardHeader className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="grid gap-1.5">
          <CardTitle>{t('account.testimonials.title')}</CardTitle>
          <CardDescription>{t('account.testimonials.description')}</CardDescription>
        </div>
        {items && !hasPending ? (
          <Button variant="outline" onClick={() => setOpen(true)} className="shrink-0">
            <Plus /> {t('account.testimonials.write')}
          </Button>
        ) : null}
      </CardHeader>
      <CardContent>
        {mine.isError ? (
          <p className="text-destructive text-sm">
            {t('account.testimonials.loadFailed', { reason: apiErrorMessage(mine.error) })}
          </p>
        ) : !items ? (
          <Skeleton className="h-16 w-full" />
        ) : items.length === 0 ? (
          <div className="flex items-center gap-3 text-muted-foreground text-sm">
            <MessageSquareQuote className="size-5 shrink-0" aria-hidden="true" />
            {t('account.testimonials.empty')}
          </div>
        ) : (
          <ul className="grid gap-3" data-testid="my-testimonials">
            {items.map((item) => (
              <OwnItem key={item.id} item={item} />
            ))}
          </ul>
        )}
      </CardContent>
      <TestimonialFormDialog
        open={open}
        onOpenChange={setOpen}
        title={t('account.testimonials.write')}
        description={t('account.testimonials.dialogDescription')}
        submitLabel={t('account.testimonials.submit')}
        initial={{ authorName: user.name, avatarUrl: user.image }}
        onSubmit={async (body) => {
          await submit.mutateAsync(body);
          setOpen(false);
          toast.success(translate('account.testimonials.sent'));
        }}
      />
    </Card>
  );
}

function OwnItem({ item }: { item: OwnTestimonial }) {
  const t = useT();
  const badge = statusBadge[item.status];
  return (
    <li className="grid gap-2 rounded-lg border p-4" data-testid="my-testimonial" data-status={item.status}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <RatingStars value={item.rating} />
        <div className="flex items-center gap-2">
          <span className="text-muted-foreground text-xs">{formatDate(item.createdAt)}</span>
          <Badge variant={badge.variant} data-testid="my-testimonial-status">
            {t(badge.label)}
          </Badge>
        </div>
      </div>
      <p className="whitespace-pre-line break-words text-sm" data-content>
        {item.content}
      </p>
      {item.status === 'rejected' && item.rejectionReason ? (
        <p className="text-muted-foreground text-sm">
          <span className="font-medium text-foreground">{t('account.testimonials.reason')}</span>{' '}
          <span data-content>{item.rejectionReason}</span>
        </p>
      ) : null}
    </li>
  );
}
