import type * as React from 'react';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { useT } from '@/i18n/provider';
import { t } from '@/i18n/store';

/** "Are you sure?" with progress on the confirm button; stays open while the action runs. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  cancelLabel,
  destructive,
  pending,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: React.ReactNode;
  description: React.ReactNode;
  confirmLabel: string;
  /** The dismiss button's words, when "Cancel" would be ambiguous (cancelling a subscription). */
  cancelLabel?: string;
  destructive?: boolean;
  pending: boolean;
  onConfirm: () => void;
}) {
  const translate = useT();
  return (
    <AlertDialog open={open} onOpenChange={(next) => (pending ? null : onOpenChange(next))}>
      <AlertDialogContent data-testid="confirm-dialog">
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>
            {cancelLabel ?? translate('admin.confirm.cancel')}
          </AlertDialogCancel>
          <Button variant={destructive ? 'destructive' : 'default'} loading={pending} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

/** The message of a failed request, for a toast. */
export function errorText(error: unknown): string {
  return error instanceof Error ? error.message : t('admin.error.generic');
}
