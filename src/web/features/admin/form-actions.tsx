import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

/**
 * The end of an admin form: Cancel and the submit button, side by side at the right, stacked on
 * phones with the submit button on top. While the form is sent, Cancel waits and the submit
 * button shows its progress.
 */
export function FormActions({
  pending,
  onCancel,
  cancelLabel,
  cancelVariant = 'outline',
  submitLabel,
  destructive,
  className,
}: {
  pending: boolean;
  onCancel: () => void;
  cancelLabel: string;
  cancelVariant?: 'outline' | 'ghost';
  submitLabel: ReactNode;
  /** The submit button says the action cannot be undone (ban, reject). */
  destructive?: boolean;
  className?: string;
}) {
  return (
    <div className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)}>
      <Button type="button" variant={cancelVariant} disabled={pending} onClick={onCancel}>
        {cancelLabel}
      </Button>
      <Button type="submit" variant={destructive ? 'destructive' : undefined} loading={pending}>
        {submitLabel}
      </Button>
    </div>
  );
}
