import type * as React from 'react';
import { cn } from '@/lib/utils';

/** The soft light behind the top of a page or a panel, in the theme's colours (decoration only). */
const glows = {
  /** Landing sections (contact, waitlist): the accent colour from the top. */
  accent: 'inset-x-0 top-0 h-80 bg-[radial-gradient(ellipse_at_top,var(--color-accent),transparent_70%)]',
  /** The home page's hero: a wide primary halo above the headline. */
  hero: 'inset-0 bg-[radial-gradient(ellipse_60%_50%_at_50%_-10%,color-mix(in_oklch,var(--primary)_18%,transparent),transparent)]',
  /** The auth pages: a faint primary fade. */
  fade: 'inset-x-0 top-0 h-72 bg-gradient-to-b from-primary/10 to-transparent',
  /** On a primary-coloured panel: a white sheen from the top left. */
  sheen: 'inset-0 bg-[radial-gradient(circle_at_20%_0%,rgb(255_255_255/0.18),transparent_45%)]',
};

/** The glow layer itself; its parent is `relative` and the content after it too. */
export function Glow({ tone }: { tone: keyof typeof glows }) {
  return <div aria-hidden="true" className={cn('pointer-events-none absolute', glows[tone])} />;
}

/**
 * A block (`as`, a div by default) with a glow behind its content: `relative overflow-hidden`,
 * the glow, then the children.
 */
export function GlowBackdrop({
  tone,
  as: Tag = 'div',
  className,
  children,
}: {
  tone: keyof typeof glows;
  as?: 'div' | 'section';
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <Tag className={cn('relative overflow-hidden', className)}>
      <Glow tone={tone} />
      {children}
    </Tag>
  );
}
