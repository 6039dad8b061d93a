import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MessageSquareQuote, Plus } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { RatingStars } from '@/components/ui/rating-stars';
import { Skeleton } from '@/components/ui/skeleton';
import type { Me } from '@/lib/api/me';
import {
  type OwnTestimonial,
  type TestimonialBody,
  type TestimonialStatus,
  testimonialApi,
} from '@/lib/api/testimonials';
import { formatDate } from '@/lib/utils';
import { TestimonialFormDialog } from './testimonial-form-dialog';

const statusBadge: Record<
  TestimonialStatus,
  { label: string; variant: 'warning' | 'success' | 'destructive' | 'secondary' }
> = {
  pending: { label: 'Waiting for review', variant: 'warning' },
  published: { label: 'Published', variant: 'success' },
  rejected: { label: 'Not accepted', variant: 'destructive' },
  unpublished: { label: 'No longer shown', variant: 'secondary' },
};

/** The account page's testimonials: write one (one waits for review at a time) and follow its status. */
export function TestimonialCard({ user }: { user: Me }) {
  const queryClient = useQueryClient();
  const mine = useQuery({ queryKey: ['testimonials', 'mine'], queryFn: testimonialApi.mine });
  const [open, setOpen] = useState(false);
  const submit = useMutation({
    mutationFn: (body: TestimonialBody) => testimonialApi.submit(body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['testimonials', 'mine'] }),
  });
  const items = mine.data?.testimonials;
  const hasPending = items?.some((item) => item.status === 'pending') ?? false;

  return (
    <Card data-testid="testimonial-card">
      <CardHeader className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="grid gap-1.5">
          <CardTitle>Testimonials</CardTitle>
          <CardDescription>
            Tell others what you think. An administrator reviews each testimonial before it appears on the
            home page.
          </CardDescription>
        </div>
        {items && !hasPending ? (
          <Button variant="outline" onClick={() => setOpen(true)} className="shrink-0">
            <Plus /> Write a testimonial
          </Button>
        ) : null}
      </CardHeader>
      <CardContent>
        {mine.isError ? (
          <p className="text-destructive text-sm">Could not load your testimonials: {mine.error.message}</p>
        ) : !items ? (
          <Skeleton className="h-16 w-full" />
        ) : items.length === 0 ? (
          <div className="flex items-center gap-3 text-muted-foreground text-sm">
            <MessageSquareQuote className="size-5 shrink-0" aria-hidden="true" />
            You have not written a testimonial yet.
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
        title="Write a testimonial"
        description="Your words, your rating, and how you want to be introduced."
        submitLabel="Send for review"
        initial={{ authorName: user.name, avatarUrl: user.image }}
        onSubmit={async (body) => {
          await submit.mutateAsync(body);
          setOpen(false);
          toast.success('Thanks! Your testimonial is waiting for review.');
        }}
      />
    </Card>
  );
}

function OwnItem({ item }: { item: OwnTestimonial }) {
  const badge = statusBadge[item.status];
  return (
    <li className="grid gap-2 rounded-lg border p-4" data-testid="my-testimonial" data-status={item.status}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <RatingStars value={item.rating} />
        <div className="flex items-center gap-2">
          <span className="text-muted-foreground text-xs">{formatDate(item.createdAt)}</span>
          <Badge variant={badge.variant} data-testid="my-testimonial-status">
            {badge.label}
          </Badge>
        </div>
      </div>
      <p className="whitespace-pre-line break-words text-sm">{item.content}</p>
      {item.status === 'rejected' && item.rejectionReason ? (
        <p className="text-muted-foreground text-sm">
          <span className="font-medium text-foreground">Reason:</span> {item.rejectionReason}
        </p>
      ) : null}
    </li>
  );
}
