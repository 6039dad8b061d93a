import { toast } from 'sonner';
import type { AdminUser } from '@/lib/api/admin-users';
import { ConfirmDialog, errorText } from '../confirm-dialog';
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

/** "Are you sure?" for promote, demote and unban (the admin area's one confirm dialog), then a toast. */
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
  if (!kind) return null;
  const text = copy[kind];

  const confirm = async () => {
    const action = { kind, user };
    try {
      await mutation.mutateAsync(action);
    } catch (error) {
      toast.error(errorText(error));
      onOpenChange(false);
      return;
    }
    toast.success(describeResult(action));
    onOpenChange(false);
  };

  return (
    <ConfirmDialog
      open
      onOpenChange={onOpenChange}
      title={text.title(user.name || user.email)}
      description={text.body}
      confirmLabel={text.confirm}
      destructive={text.destructive}
      pending={mutation.isPending}
      onConfirm={confirm}
    />
  );
}
