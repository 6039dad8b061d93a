import type { LucideIcon } from 'lucide-react';
import type * as React from 'react';
import { cn } from '@/lib/utils';
import { IconCircle } from './icon-circle';

/**
 * What a form leaves in its place once it is done ("Check your e-mail", "Message sent"): an icon,
 * a heading, a sentence and the next steps (`children`).
 */
export function ResultNotice({
  icon,
  tone,
  title,
  heading: Heading = 'h1',
  description,
  descriptionRole,
  children,
  className,
  ...props
}: Omit<React.ComponentProps<'div'>, 'title'> & {
  icon: LucideIcon;
  tone?: React.ComponentProps<typeof IconCircle>['tone'];
  title: React.ReactNode;
  /** h1 where the notice is the page's main content, h2 inside a page with its own h1. */
  heading?: 'h1' | 'h2';
  description: React.ReactNode;
  /** "status" where the sentence is news a screen reader should announce. */
  descriptionRole?: 'status';
}) {
  return (
    <div className={cn('flex flex-col items-center gap-4 text-center', className)} {...props}>
      <IconCircle icon={icon} tone={tone} />
      <Heading className="font-semibold text-2xl tracking-tight">{title}</Heading>
      <p className="max-w-sm text-muted-foreground text-sm" role={descriptionRole}>
        {description}
      </p>
      {children}
    </div>
  );
}
