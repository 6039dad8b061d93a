import type { AdminUser } from '@shared/contracts/admin-users';
import { toast } from 'sonner';
import { ConfirmDialog } from '@/components/dialogs/confirm-dialog';
import { FormattedMessage, useT } from '@/i18n/provider';
import { errorText } from '@/lib/forms';
import { describeResult, useUserAction } from './use-users';

export type SimpleAction = 'promote' | 'demote' | 'unban';

// The words of each confirmation, as message ids (the title takes the user's {name}).
const copy = {
  promote: {
    title: 'admin-users.confirm.promote.title',
    body: 'admin-users.confirm.promote.body',
    confirm: 'admin-users.actions.promote',
  },
  demote: {
    title: 'admin-users.confirm.demote.title',
    body: 'admin-users.confirm.demote.body',
    confirm: 'admin-users.actions.demote',
    destructive: true,
  },
  unban: {
    title: 'admin-users.confirm.unban.title',
    body: 'admin-users.confirm.unban.body',
    confirm: 'admin-users.actions.unban',
  },
} as const satisfies Record<
  SimpleAction,
  { title: string; body: string; confirm: string; destructive?: true }
>;

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
  const t = useT();
  if (!kind) return null;
  const text: { title: string; body: string; confirm: string; destructive?: boolean } = copy[kind];

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
      title={
        <FormattedMessage
          id={text.title}
          values={{ name: <span translate="no">{user.name || user.email}</span> }}
        />
      }
      description={t(text.body)}
      confirmLabel={t(text.confirm)}
      destructive={text.destructive}
      pending={mutation.isPending}
      onConfirm={confirm}
    />
  );
}
