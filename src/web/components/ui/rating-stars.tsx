import { Star } from 'lucide-react';
import { useT } from '@/i18n/provider';
import { cn } from '@/lib/utils';

/** A 1–5 rating shown as stars, with its value for screen readers. */
export function RatingStars({ value, className }: { value: number; className?: string }) {
  const t = useT();
  return (
    <div
      className={cn('flex items-center gap-0.5', className)}
      role="img"
      aria-label={t('ui.rating.value', { value })}
    >
      {[1, 2, 3, 4, 5].map((star) => (
        <Star
          key={star}
          aria-hidden="true"
          className={cn(
            'size-4',
            star <= value ? 'fill-amber-400 text-amber-400' : 'text-muted-foreground/40',
          )}
        />
      ))}
    </div>
  );
}

/** Picks a 1–5 rating: a radio group of stars (arrow keys move, as with any radio group). */
export function RatingInput({
  value,
  onChange,
  id,
  name = 'rating',
  ...aria
}: {
  value: number;
  onChange: (value: number) => void;
  id?: string;
  name?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}) {
  const t = useT();
  return (
    <div
      id={id}
      role="radiogroup"
      aria-label={t('ui.rating.label')}
      className="flex items-center gap-1"
      {...aria}
    >
      {[1, 2, 3, 4, 5].map((star) => (
        <label
          key={star}
          className="cursor-pointer rounded-sm has-focus-visible:ring-[3px] has-focus-visible:ring-ring/50"
        >
          <input
            type="radio"
            name={name}
            value={star}
            checked={value === star}
            onChange={() => onChange(star)}
            className="sr-only"
            aria-label={t('ui.rating.star', { count: star })}
          />
          <Star
            aria-hidden="true"
            className={cn(
              'size-6 transition-colors',
              star <= value
                ? 'fill-amber-400 text-amber-400'
                : 'text-muted-foreground/50 hover:text-amber-400',
            )}
          />
        </label>
      ))}
    </div>
  );
}
