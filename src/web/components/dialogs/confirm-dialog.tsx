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

/**
 * "Are you sure?" with progress on the confirm button; stays open while the action runs. The one
 * alert dialog of the app: admin lists, account security, billing and organizations all ask with it.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  cancelLabel,
  destructive,
  pending,
  confirmDisabled,
  onConfirm,
  testId = 'confirm-dialog',
  children,
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
  /** Until what the dialog asks for is given (the typed address, a password). */
  confirmDisabled?: boolean;
  onConfirm: () => void;
  testId?: string;
  /** What the dialog asks for before it may confirm, between the question and the buttons. */
  children?: React.ReactNode;
}) {
  const translate = useT();
  return (
    <AlertDialog open={open} onOpenChange={(next) => (pending ? null : onOpenChange(next))}>
      <AlertDialogContent data-testid={testId}>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        {children}
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>
            {cancelLabel ?? translate('admin.confirm.cancel')}
          </AlertDialogCancel>
          <Button
            variant={destructive ? 'destructive' : 'default'}
            loading={pending}
            disabled={confirmDisabled}
            onClick={onConfirm}
          >
            {confirmLabel}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
