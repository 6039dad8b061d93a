import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

/**
 * A name over its detail (a person's e-mail, an organization's slug), each cut to one line. Both
 * are as their owner wrote them, so the browser never translates them. The detail stays in normal
 * weight inside a row set in bold (an unread message).
 */
export function NameLines({
  name,
  detail,
  strong,
}: {
  name: ReactNode;
  detail: ReactNode;
  strong?: boolean;
}) {
  return (
    <>
      <p className={cn('truncate', strong && 'font-medium')} translate="no">
        {name}
      </p>
      <p className="truncate font-normal text-muted-foreground text-xs" translate="no">
        {detail}
      </p>
    </>
  );
}

/** A cell with nothing to show (no author, no owner, no template). */
export const noValue = <span className="text-muted-foreground">—</span>;
