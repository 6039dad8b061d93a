import { CreditCard, FlaskConical, RefreshCw, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { usePlans } from '@/features/billing/use-billing';
import { ConfirmDialog, errorText } from '../confirm-dialog';
import { ListStates } from '../list-kit/list-states';
import { PageHeader } from '../page-header';
import { PlanEditor } from './plan-editor';
import { type Report, ReportDialog } from './provider-reports';
import { useAdminPlans, useSyncPlans, useVerifyIntegration } from './use-subscription-plans';

/** Plans Free, Pro and Startup: prices, features, limits, visibility; sync and verify with Stripe. */
export function SubscriptionPlansPage() {
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
      toast.success('Plans synced to Stripe.');
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
      <PageHeader
        title="Subscription plans"
        description="Prices, features and limits of each plan, and their link to the payment provider."
      >
        <Button variant="outline" loading={verify.isPending} onClick={runVerify}>
          {verify.isPending ? null : <ShieldCheck />} Verify integration
        </Button>
        <Button
          onClick={() => setConfirmSync(true)}
          disabled={!plans.data || provider === 'local'}
          aria-describedby={provider === 'local' ? 'local-provider-note-text' : undefined}
        >
          <RefreshCw /> Sync to Stripe
        </Button>
      </PageHeader>

      {provider === 'local' ? (
        <Alert className="mb-6" data-testid="local-provider-note">
          <FlaskConical />
          <AlertTitle>Local test payments</AlertTitle>
          <AlertDescription id="local-provider-note-text">
            No Stripe key is set, so checkout and the billing portal run on the built-in test provider and
            nothing is charged. “Sync to Stripe” creates the Stripe products and prices of these plans (and
            new prices for amounts that changed) and stores their ids here; it is disabled because the local
            provider has nothing to sync. Set STRIPE_SECRET_KEY to take real payments and enable it.
          </AlertDescription>
        </Alert>
      ) : null}

      <ListStates
        query={plans}
        errorTitle="Could not load the plans"
        skeletonRows={2}
        skeletonClassName="h-48 w-full"
        rows={(data) => data}
        empty={{
          icon: CreditCard,
          title: 'No plans',
          description: 'The plans Free, Pro and Startup are created by the database migrations.',
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
        title="Sync the plans to Stripe?"
        description="Creates the missing Stripe products and prices, and new prices for amounts that changed (Stripe prices cannot be edited). The new price ids are stored on the plans; existing subscribers keep their current price."
        confirmLabel="Sync to Stripe"
      />
      <ReportDialog report={report} onClose={() => setReport(null)} />
    </>
  );
}
