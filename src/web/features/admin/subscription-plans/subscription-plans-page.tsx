import { CreditCard, FlaskConical, RefreshCw, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { ConfirmDialog } from '@/components/dialogs/confirm-dialog';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { usePlans } from '@/features/billing/use-billing';
import { FormattedMessage, useT } from '@/i18n/provider';
import { errorText } from '@/lib/forms';
import { ListStates } from '../list-kit/list-states';
import { PageHeader } from '../page-header';
import { BillingClockCard } from './billing-clock-card';
import { PlanEditor } from './plan-editor';
import { type Report, ReportDialog } from './provider-reports';
import { useAdminPlans, useSyncPlans, useVerifyIntegration } from './use-subscription-plans';

/** Plans Free, Pro and Startup: prices, features, limits, visibility; sync and verify with Stripe. */
export function SubscriptionPlansPage() {
  const t = useT();
  const plans = useAdminPlans();
  // The public list says which payment provider runs (Stripe, or the local test provider).
  const provider = usePlans().data?.provider;
  const sync = useSyncPlans();
  const verify = useVerifyIntegration();
  const [confirmSync, setConfirmSync] = useState(false);
  const [report, setReport] = useState<Report | null>(null);

  const runSync = async () => {
    try {
      const result = await sync.mutateAsync();
      setReport({ kind: 'sync', report: result.report });
      toast.success(t('admin-plans.sync.done'));
    } catch (error) {
      toast.error(errorText(error));
    }
    setConfirmSync(false);
  };

  const runVerify = async () => {
    try {
      const result = await verify.mutateAsync();
      setReport({ kind: 'verify', result });
    } catch (error) {
      toast.error(errorText(error));
    }
  };

  return (
    <>
      <PageHeader title={t('admin-plans.title')} description={t('admin-plans.description')}>
        <Button variant="outline" loading={verify.isPending} onClick={runVerify}>
          {verify.isPending ? null : <ShieldCheck />} {t('admin-plans.verify')}
        </Button>
        <Button
          onClick={() => setConfirmSync(true)}
          disabled={!plans.data || provider === 'local'}
          aria-describedby={provider === 'local' ? 'local-provider-note-text' : undefined}
        >
          <RefreshCw /> {t('admin-plans.sync')}
        </Button>
      </PageHeader>

      {provider === 'local' ? (
        <Alert className="mb-6" data-testid="local-provider-note">
          <FlaskConical />
          <AlertTitle>{t('admin-plans.local.title')}</AlertTitle>
          <AlertDescription id="local-provider-note-text">
            <p>
              <FormattedMessage
                id="admin-plans.local.description"
                values={{ code: (chunks) => <code translate="no">{chunks}</code> }}
              />
            </p>
          </AlertDescription>
        </Alert>
      ) : null}
      {provider === 'local' ? <BillingClockCard /> : null}

      <ListStates
        query={plans}
        errorTitle={t('admin-plans.loadError')}
        skeletonRows={2}
        skeletonClassName="h-48 w-full"
        rows={(data) => data}
        empty={{
          icon: CreditCard,
          title: t('admin-plans.empty.title'),
          description: t('admin-plans.empty.description'),
        }}
        card={false}
      >
        {(data) => (
          <div className="grid gap-6">
            {data.map((plan) => (
              <PlanEditor key={plan.id} plan={plan} provider={provider} />
            ))}
          </div>
        )}
      </ListStates>

      <ConfirmDialog
        open={confirmSync}
        onOpenChange={setConfirmSync}
        pending={sync.isPending}
        onConfirm={runSync}
        title={t('admin-plans.sync.confirmTitle')}
        description={t('admin-plans.sync.confirmDescription')}
        confirmLabel={t('admin-plans.sync')}
      />
      <ReportDialog report={report} onClose={() => setReport(null)} />
    </>
  );
}
