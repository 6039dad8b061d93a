/**
 * /account/usage: the active space's plan, metered use and limits (issue #32). Its own page beside
 * billing (not a billing card), as it follows the header's switcher like /projects does: each
 * meter (today `api_requests`) with the period's daily quantities, total, included units, overage
 * and dates; then the limits with used/max (projects, team members, storage…).
 */
import { BackButton } from '@/components/layout/back-button';
import { PageTitle } from '@/components/layout/page-title';
import { RetryAlert } from '@/components/ui/retry-alert';
import { useT } from '@/i18n/provider';
import { useDocumentTitle } from '@/lib/use-document-title';
import { CardSkeleton } from '../billing/load-states';
import { PastDueBanner } from '../billing/past-due-banner';
import { useEntitlements } from '../billing/use-entitlements';
import { useActiveSpace } from '../organizations/use-active-space';
import { LimitsCard } from './limits-card';
import { MeterCard } from './meter-card';

export function UsagePage() {
  const t = useT();
  useDocumentTitle(t('usage.title'));
  const space = useActiveSpace();
  const entitlements = useEntitlements(space);

  return (
    <>
      <PastDueBanner />
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
        <BackButton link={{ to: '/account' }} label={t('billing.backToAccount')} className="mb-4" />
        <PageTitle title={t('usage.title')} description={t('usage.description')}>
          <dl className="flex flex-wrap gap-x-4 gap-y-1 pt-1 text-sm">
            <div className="flex gap-1">
              <dt className="text-muted-foreground">{t('usage.space')}:</dt>
              {space?.name ? (
                <dd className="font-medium" translate="no" data-testid="usage-space">
                  {space.name}
                </dd>
              ) : (
                <dd className="font-medium" data-testid="usage-space">
                  {t('usage.personal')}
                </dd>
              )}
            </div>
            {entitlements.data ? (
              <div className="flex gap-1">
                <dt className="text-muted-foreground">{t('usage.plan')}:</dt>
                <dd className="font-medium" translate="no" data-testid="usage-plan">
                  {entitlements.data.plan.name}
                </dd>
              </div>
            ) : null}
          </dl>
        </PageTitle>

        <div className="mt-8 grid gap-6">
          {entitlements.isPending || !space ? (
            <CardSkeleton
              testId="usage-loading"
              header={['h-5 w-32', 'h-4 w-56']}
              body={['h-8 w-40', 'h-40 w-full']}
            />
          ) : entitlements.isError ? (
            <RetryAlert title={t('usage.loadFailed')} label={t('usage.retry')} query={entitlements} />
          ) : (
            <>
              {Object.entries(entitlements.data.meters).map(([meter, usage]) => (
                <MeterCard key={meter} meter={meter} usage={usage} space={space} />
              ))}
              <LimitsCard limits={entitlements.data.limits} />
            </>
          )}
        </div>
      </div>
    </>
  );
}
