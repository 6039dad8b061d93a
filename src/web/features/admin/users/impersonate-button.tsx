import type { AdminUser } from '@shared/contracts/admin-users';
import { useMutation } from '@tanstack/react-query';
import { VenetianMask } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { ConfirmDialog } from '@/components/dialogs/confirm-dialog';
import { Button } from '@/components/ui/button';
import { useT } from '@/i18n/provider';
import { accountSecurityApi } from '@/lib/api/account-security';
import { errorText } from '@/lib/forms';

/**
 * "Act as this user" for one hour, behind a confirmation. The server swaps the session cookie; the
 * whole app is loaded again as the user (nothing read as the admin may stay on screen).
 */
export function ImpersonateButton({ user, busy }: { user: AdminUser; busy: boolean }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const start = useMutation({
    mutationFn: () => accountSecurityApi.impersonate(user.id),
    onSuccess: () => window.location.assign('/account'),
    onError: (error) => toast.error(errorText(error)),
  });
  return (
    <>
      <Button
        size="sm"
        variant="outline"
        onClick={() => setOpen(true)}
        disabled={busy}
        data-testid="impersonate"
      >
        <VenetianMask /> {t('admin-users.actions.impersonate')}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={t('admin-users.impersonate.title', { name: user.name })}
        description={t('admin-users.impersonate.description', { email: user.email })}
        confirmLabel={t('admin-users.impersonate.confirm')}
        pending={start.isPending}
        onConfirm={() => start.mutate()}
      />
    </>
  );
}
