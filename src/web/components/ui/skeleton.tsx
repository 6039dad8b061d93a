import type * as React from 'react';
import { cn } from '@/lib/utils';
import { Card } from './card';

export function Skeleton({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div data-slot="skeleton" className={cn('animate-pulse rounded-md bg-muted', className)} {...props} />
  );
}

/** Placeholder lines, one per class name ("h-5 w-36"). They never move, so their place is their key. */
export function SkeletonLines({ lines }: { lines: readonly string[] }) {
  return lines.map((line, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
    <Skeleton key={index} className={line} />
  ));
}

/** `count` lines of one class name, for `SkeletonLines`. */
export const alike = (count: number, line: string): string[] => Array.from({ length: count }, () => line);

/**
 * `count` placeholder blocks (cards, or plain boxes with `plain`), each holding `lines`: what a
 * grid of cards looks like while it loads.
 */
export function SkeletonBlocks({
  count,
  lines,
  plain,
  blockClassName = plain ? undefined : 'gap-3 p-4',
  ...props
}: React.ComponentProps<'div'> & {
  count: number;
  lines: readonly string[];
  plain?: boolean;
  blockClassName?: string;
}) {
  const Block = plain ? 'div' : Card;
  return (
    <div {...props}>
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
        <Block key={index} className={blockClassName}>
          <SkeletonLines lines={lines} />
        </Block>
      ))}
    </div>
  );
}
