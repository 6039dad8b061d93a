import type { PublicTestimonial } from '@shared/contracts/testimonials';
import { testimonialEndpoints } from '@shared/endpoints/testimonials';
import { useQuery } from '@tanstack/react-query';
import { Quote } from 'lucide-react';
import { UserAvatar } from '@/components/layout/user-avatar';
import { RatingStars } from '@/components/ui/rating-stars';
import { useT } from '@/i18n/provider';
import { api } from '@/lib/api-call';

/** What customers say: the published testimonials in the admin's order; hidden when there are none. */
export function TestimonialsSection() {
  const t = useT();
  const query = useQuery({
    queryKey: ['testimonials', 'public'],
    queryFn: () => api(testimonialEndpoints.published),
  });
  const items = query.data?.testimonials;
  if (!items?.length) return null;

  return (
    <section
      id="testimonials"
      className="border-t"
      aria-labelledby="testimonials-heading"
      data-testid="testimonials-section"
    >
      <div className="mx-auto max-w-6xl px-4 py-20 sm:px-6">
        <div className="mx-auto max-w-2xl text-center">
          <p className="font-medium text-primary text-sm">{t('home.testimonials.eyebrow')}</p>
          <h2
            id="testimonials-heading"
            className="mt-2 text-balance font-semibold text-3xl tracking-tight sm:text-4xl"
          >
            {t('home.testimonials.title')}
          </h2>
        </div>
        <ul className="mt-12 flex flex-wrap justify-center gap-6">
          {items.map((item) => (
            <TestimonialItem key={item.id} item={item} />
          ))}
        </ul>
      </div>
    </section>
  );
}

function TestimonialItem({ item }: { item: PublicTestimonial }) {
  return (
    <li
      className="flex w-full flex-col gap-4 rounded-xl border bg-card p-6 shadow-xs sm:w-[calc(50%-0.75rem)] lg:w-[calc((100%-3rem)/3)]"
      data-testid="testimonial"
    >
      <div className="flex items-center justify-between">
        <RatingStars value={item.rating} />
        <Quote className="size-5 text-primary/30" aria-hidden="true" />
      </div>
      {/* Plain text, as the author wrote it: React escapes it. */}
      <blockquote className="flex-1 whitespace-pre-line break-words text-sm leading-relaxed" data-content>
        {item.content}
      </blockquote>
      <div className="flex min-w-0 items-center gap-3">
        <UserAvatar
          name={item.authorName}
          email={item.authorName}
          image={item.avatarUrl}
          className="size-10"
        />
        <div className="min-w-0">
          <p className="truncate font-medium text-sm" data-testid="testimonial-author" translate="no">
            {item.authorName}
          </p>
          {item.authorRole ? (
            <p className="truncate text-muted-foreground text-xs" data-content>
              {item.authorRole}
            </p>
          ) : null}
        </div>
      </div>
    </li>
  );
}
