import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

/** A cell's text that opens the row (its detail, its editor): a button that reads as a link. */
export function RowOpenButton({ className, ...props }: Omit<ComponentProps<'button'>, 'type'>) {
  return (
    <button
      type="button"
      className={cn(
        'block max-w-full truncate text-left hover:underline focus-visible:underline focus-visible:outline-none',
        className,
      )}
      {...props}
    />
  );
}
