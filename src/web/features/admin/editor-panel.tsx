import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';

/** A titled card of an editor page's side column (publishing, saving, taxonomy, SEO). */
export function EditorPanel({
  title,
  action,
  children,
}: {
  title: string;
  /** A small link or button on the title's line. */
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card className="gap-3 p-4">
      <div className="flex items-center justify-between gap-2">
        <h2 className="font-semibold text-sm">{title}</h2>
        {action}
      </div>
      {children}
    </Card>
  );
}
