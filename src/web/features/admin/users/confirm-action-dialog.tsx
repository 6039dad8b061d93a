import { toast } from 'sonner';
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
import type { AdminUser } from '@/lib/api/admin-users';
import { describeResult, useUserAction } from './use-users';

export type SimpleAction = 'promote' | 'demote' | 'unban';

const copy: Record<
  SimpleAction,
  { title: (who: string) => string; body: string; confirm: string; destructive?: boolean }
> = {
  promote: {
    title: (who) => `Make ${who} an admin?`,
    body: 'Admins can manage every user, all content, plans and settings, and read the security logs.',
    confirm: 'Promote to admin',
  },
  demote: {
    title: (who) => `Demote ${who} to a regular user?`,
    body: 'They lose access to the admin area at once.',
    confirm: 'Demote to user',
    destructive: true,
  },
  unban: {
    title: (who) => `Unban ${who}?`,
    body: 'They can sign in again straight away.',
    confirm: 'Unban',
  },
};

/** "Are you sure?" for promote, demote and unban: progress on the button, then a toast. */
export function ConfirmActionDialog({
  user,
  action: kind,
  onOpenChange,
}: {
  user: AdminUser;
  /** The action to confirm; null when closed. */
  action: SimpleAction | null;
  onOpenChange: (open: boolean) => void;
}) {
  const mutation = useUserAction();
  const text = kind ? copy[kind] : null;
  const who = user.name || user.email;

  const confirm = async () => {
    if (!kind) return;
    const action = { kind, user };
    try {
      await mutation.mutateAsync(action);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'Something went wrong. Please try again.');
      onOpenChange(false);
      return;
    }
    toast.success(describeResult(action));
    onOpenChange(false);
  };

  return (
    <AlertDialog
      open={kind !== null}
      onOpenChange={(open) => (mutation.isPending ? null : onOpenChange(open))}
    >
      {text ? (
        <AlertDialogContent data-testid="confirm-dialog">
          <AlertDialogHeader>
            <AlertDialogTitle>{text.title(who)}</AlertDialogTitle>
            <AlertDialogDescription>{text.body}</AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel disabled={mutation.isPending}>Cancel</AlertDialogCancel>
            <Button
              variant={text.destructive ? 'destructive' : 'default'}
              loading={mutation.isPending}
              onClick={confirm}
            >
              {text.confirm}
            </Button>
          </AlertDialogFooter>
        </AlertDialogContent>
      ) : null}
    </AlertDialog>
  );
}
