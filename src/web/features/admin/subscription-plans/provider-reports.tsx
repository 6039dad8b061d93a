import { CircleCheck, CircleX } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { useT } from '@/i18n/provider';
import type { SyncReportEntry, VerifyResult } from '@/lib/api/billing';
import { cn } from '@/lib/utils';

export type Report = { kind: 'sync'; report: SyncReportEntry[] } | { kind: 'verify'; result: VerifyResult };

/** The answer of "Sync to Stripe" or "Verify integration", kept open until the admin closes it. */
export function ReportDialog({ report, onClose }: { report: Report | null; onClose: () => void }) {
  const t = useT();
  return (
    <Dialog open={report !== null} onOpenChange={(open) => (open ? null : onClose())}>
      <DialogContent className="sm:max-w-2xl" data-testid="provider-report">
        {report?.kind === 'sync' ? <SyncReport report={report.report} /> : null}
        {report?.kind === 'verify' ? <VerifyReport result={report.result} /> : null}
        <div className="flex justify-end">
          <DialogClose asChild>
            <Button variant="outline">{t('admin-plans.report.close')}</Button>
          </DialogClose>
        </div>
      </DialogContent>
    </Dialog>
  );
}

/** The server's words (change lines, check names and messages) are English: marked as not ours. */
function SyncReport({ report }: { report: SyncReportEntry[] }) {
  const t = useT();
  const changed = report.filter((entry) => entry.changes.length > 0).length;
  return (
    <>
      <DialogHeader>
        <DialogTitle>{t('admin-plans.report.syncTitle')}</DialogTitle>
        <DialogDescription>
          {changed === 0
            ? t('admin-plans.report.syncNone')
            : t('admin-plans.report.syncChanged', { changed, total: report.length })}
        </DialogDescription>
      </DialogHeader>
      <ul className="grid gap-3">
        {report.map((entry) => (
          <li
            key={entry.planId}
            className="grid gap-2 rounded-lg border p-3 text-sm"
            data-testid="sync-entry"
          >
            <div className="flex flex-wrap items-center justify-between gap-2">
              <span className="font-medium" data-content>
                {entry.name}
              </span>
              {entry.changes.length > 0 ? (
                <Badge variant="default">
                  {t('admin-plans.report.changes', { count: entry.changes.length })}
                </Badge>
              ) : (
                <Badge variant="secondary">{t('admin-plans.report.unchanged')}</Badge>
              )}
            </div>
            <dl className="grid gap-1 text-xs sm:grid-cols-[auto_1fr] sm:gap-x-4">
              <dt className="text-muted-foreground">{t('admin-plans.report.product')}</dt>
              <dd className="break-all font-mono" translate="no">
                {entry.productId ?? '—'}
              </dd>
              <dt className="text-muted-foreground">{t('admin-plans.report.monthlyPrice')}</dt>
              <PriceId id={entry.priceIdMonthly} />
              <dt className="text-muted-foreground">{t('admin-plans.report.yearlyPrice')}</dt>
              <PriceId id={entry.priceIdYearly} />
            </dl>
            {entry.changes.length > 0 ? (
              <ul className="list-disc space-y-0.5 pl-5 text-muted-foreground text-xs">
                {entry.changes.map((change) => (
                  <li key={change} translate="no">
                    {change}
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
    </>
  );
}

function PriceId({ id }: { id: string | null }) {
  const t = useT();
  return id ? (
    <dd className="break-all font-mono" translate="no">
      {id}
    </dd>
  ) : (
    <dd className="break-all font-mono">{t('admin-plans.report.noPrice')}</dd>
  );
}

function VerifyReport({ result }: { result: VerifyResult }) {
  const t = useT();
  const failed = result.checks.filter((check) => !check.ok).length;
  return (
    <>
      <DialogHeader>
        <DialogTitle>{t('admin-plans.report.verifyTitle')}</DialogTitle>
        <DialogDescription>
          {result.provider === 'stripe'
            ? t('admin-plans.report.providerStripe')
            : t('admin-plans.report.providerLocal')}
        </DialogDescription>
      </DialogHeader>
      <Alert variant={result.ok ? 'success' : 'destructive'} data-testid="verify-summary">
        {result.ok ? <CircleCheck /> : <CircleX />}
        <AlertTitle>
          {result.ok
            ? t('admin-plans.report.allPassed')
            : t('admin-plans.report.someFailed', { failed, total: result.checks.length })}
        </AlertTitle>
        <AlertDescription>
          {result.ok ? t('admin-plans.report.allPassedHelp') : t('admin-plans.report.someFailedHelp')}
        </AlertDescription>
      </Alert>
      <ul className="grid gap-2">
        {result.checks.map((check) => (
          <li
            key={check.name}
            className={cn(
              'flex gap-3 rounded-lg border p-3 text-sm',
              !check.ok && 'border-destructive/30 bg-destructive/5',
            )}
            data-testid="verify-check"
            data-ok={check.ok}
          >
            {check.ok ? (
              <CircleCheck
                className="mt-0.5 size-4 shrink-0 text-success"
                aria-label={t('admin-plans.report.passed')}
              />
            ) : (
              <CircleX
                className="mt-0.5 size-4 shrink-0 text-destructive"
                aria-label={t('admin-plans.report.failed')}
              />
            )}
            <div className="min-w-0" translate="no">
              <p className="font-medium">{check.name}</p>
              <p className="break-words text-muted-foreground">{check.message}</p>
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
