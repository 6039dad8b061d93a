/**
 * The admin's "Cancel subscription" of a user's or an organization's subscription: ended now,
 * at the provider too (POST /api/admin/subscriptions/{id}/cancel), after a confirmation. Shown
 * only while the subscription has not ended.
 */
import { subscriptionAdminEndpoints } from '@shared/endpoints/billing';
import { useQueryClient } from '@tanstack/react-query';
import { XCircle } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { ConfirmDialog } from '@/components/dialogs/confirm-dialog';
import { Button } from '@/components/ui/button';
import { useT } from '@/i18n/provider';
import type { Subscription } from '@/lib/api/billing';
import { api } from '@/lib/api-call';
import { errorText } from '@/lib/forms';

const ENDED = ['canceled', 'incomplete_expired'];

export function CancelSubscriptionButton({
  subscription,
  payer,
  refresh,
}: {
  subscription: Pick<Subscription, 'id' | 'status' | 'plan'>;
  /** Whose it is, as the confirmation names it (a user's or an organization's name). */
  payer: string;
  /** The queries that show the subscription (refreshed once it is canceled). */
  refresh: readonly (readonly unknown[])[];
}) {
  const t = useT();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  if (ENDED.includes(subscription.status)) return null;

  const cancel = async () => {
    setPending(true);
    try {
      await api(subscriptionAdminEndpoints.cancel, { params: { id: subscription.id } });
      toast.success(t('admin.subscription.canceled', { payer }));
      setOpen(false);
      await Promise.all(refresh.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    } catch (error) {
      toast.error(errorText(error));
    } finally {
      setPending(false);
    }
  };

  return (
    <>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
        <XCircle /> {t('admin.subscription.cancel')}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        pending={pending}
        onConfirm={() => void cancel()}
        title={t('admin.subscription.confirmTitle', { plan: subscription.plan.name, payer })}
        description={t('admin.subscription.confirmDescription', { payer })}
        confirmLabel={t('admin.subscription.cancel')}
        cancelLabel={t('admin.subscription.keep')}
        destructive
      />
    </>
  );
}
