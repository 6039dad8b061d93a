import { MoreHorizontal } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { DropdownMenu, DropdownMenuContent, DropdownMenuTrigger } from '@/components/ui/dropdown-menu';
import { cn } from '@/lib/utils';

/** A row's actions in a "…" menu; `label` names the button ("Actions for “Title”"). */
export function RowMenu({ label, children }: { label: string; children: ReactNode }) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" className="size-8" aria-label={label}>
          <MoreHorizontal />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">{children}</DropdownMenuContent>
    </DropdownMenu>
  );
}

/** One icon-only row action (edit, delete); `label` is its accessible name. */
export function RowIconButton({
  label,
  destructive,
  className,
  ...props
}: { label: string; destructive?: boolean } & Omit<ComponentProps<typeof Button>, 'size' | 'variant'>) {
  return (
    <Button
      size="icon"
      variant="ghost"
      aria-label={label}
      className={cn('size-8', destructive && 'text-muted-foreground hover:text-destructive', className)}
      {...props}
    />
  );
}

/** The buttons of a row, at its right end. */
export function RowButtons({ children }: { children: ReactNode }) {
  return <div className="flex justify-end gap-1">{children}</div>;
}
