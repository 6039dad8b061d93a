/**
 * What the payer does to the plan itself, in the app: undo a scheduled change, cancel at the
 * period's end (after a confirmation) or resume before then. The billing portal keeps payment
 * methods.
 */
import { CalendarClock, RotateCcw, XCircle } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/dialogs/confirm-dialog';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useT } from '@/i18n/provider';
import type { Subscription } from '@/lib/api/billing';
import { toast } from '@/lib/toast';
import { formatDate } from '@/lib/utils';
import { cycleLabel } from './subscription-status';
import { useCancelAtPeriodEnd, useCancelScheduledChange } from './use-plan-changes';

/** The plan change waiting for the period's end, with the way to keep the current plan. */
export function ScheduledChangeNotice({
  subscription,
  organizationId,
}: {
  subscription: Subscription;
  organizationId?: string;
}) {
  const t = useT();
  const undo = useCancelScheduledChange(organizationId);
  const scheduled = subscription.scheduledChange;
  if (!scheduled) return null;
  const current = subscription.plan.name;
  return (
    <Alert data-testid="scheduled-change">
      <CalendarClock />
      <AlertTitle>{t('billing.scheduled.title')}</AlertTitle>
      <AlertDescription className="grid gap-3">
        <p>
          {t('billing.scheduled.description', {
            plan: scheduled.plan.name,
            cycle: cycleLabel[scheduled.billingCycle],
            date: formatDate(scheduled.effectiveAt),
          })}
        </p>
        <Button
          variant="outline"
          size="sm"
          className="justify-self-start"
          loading={undo.isPending}
          onClick={() =>
            undo.mutate(undefined, {
              onSuccess: () => toast.success(t('billing.scheduled.kept', { plan: current })),
            })
          }
        >
          {undo.isPending ? null : <RotateCcw />} {t('billing.scheduled.keep', { plan: current })}
        </Button>
      </AlertDescription>
    </Alert>
  );
}

/** "Cancel plan" (confirmed first) while it renews; "Resume plan" once it is set to end. */
export function CancelOrResumeButton({
  subscription,
  organizationId,
}: {
  subscription: Subscription;
  organizationId?: string;
}) {
  const t = useT();
  const [confirming, setConfirming] = useState(false);
  const cancel = useCancelAtPeriodEnd(organizationId);
  const end = subscription.currentPeriodEnd ? formatDate(subscription.currentPeriodEnd) : '';
  if (subscription.cancelAtPeriodEnd)
    return (
      <Button
        variant="outline"
        loading={cancel.isPending}
        onClick={() => cancel.mutate(false, { onSuccess: () => toast.success(t('billing.resume.done')) })}
      >
        {cancel.isPending ? null : <RotateCcw />} {t('billing.resume.button')}
      </Button>
    );
  return (
    <>
      <Button variant="outline" onClick={() => setConfirming(true)}>
        <XCircle /> {t('billing.cancel.button')}
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        testId="cancel-plan-dialog"
        title={t('billing.cancel.title')}
        description={t('billing.cancel.description', { plan: subscription.plan.name, date: end })}
        confirmLabel={t('billing.cancel.confirm')}
        cancelLabel={t('billing.cancel.keep')}
        destructive
        pending={cancel.isPending}
        onConfirm={() =>
          cancel.mutate(true, {
            onSuccess: () => {
              setConfirming(false);
              toast.success(t('billing.cancel.done', { date: end }));
            },
          })
        }
      />
    </>
  );
}
