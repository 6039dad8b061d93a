import type { LucideIcon } from 'lucide-react';
import type * as React from 'react';
import { cn } from '@/lib/utils';
import { IconCircle } from './icon-circle';

export function EmptyState({
  icon,
  title,
  description,
  children,
  className,
  level = 2,
}: {
  icon?: LucideIcon;
  /** The title's heading level: 1 where the empty state is the page's whole content. */
  level?: 1 | 2;
  title: React.ReactNode;
  description?: React.ReactNode;
  children?: React.ReactNode;
  className?: string;
}) {
  return (
    <div
      data-slot="empty-state"
      className={cn(
        'flex flex-col items-center justify-center gap-3 rounded-xl border border-dashed px-6 py-14 text-center',
        className,
      )}
    >
      {icon ? <IconCircle icon={icon} /> : null}
      {level === 1 ? (
        <h1 className="font-semibold text-xl">{title}</h1>
      ) : (
        <h2 className="font-semibold text-lg">{title}</h2>
      )}
      {description ? <p className="max-w-md text-muted-foreground text-sm">{description}</p> : null}
      {children ? <div className="mt-2 flex flex-wrap justify-center gap-2">{children}</div> : null}
    </div>
  );
}
