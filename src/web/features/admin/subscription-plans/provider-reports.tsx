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
import type { SyncReportEntry, VerifyResult } from '@/lib/api/billing';
import { cn } from '@/lib/utils';

export type Report = { kind: 'sync'; report: SyncReportEntry[] } | { kind: 'verify'; result: VerifyResult };

/** The answer of "Sync to Stripe" or "Verify integration", kept open until the admin closes it. */
export function ReportDialog({ report, onClose }: { report: Report | null; onClose: () => void }) {
  return (
    <Dialog open={report !== null} onOpenChange={(open) => (open ? null : onClose())}>
      <DialogContent className="sm:max-w-2xl" data-testid="provider-report">
        {report?.kind === 'sync' ? <SyncReport report={report.report} /> : null}
        {report?.kind === 'verify' ? <VerifyReport result={report.result} /> : null}
        <div className="flex justify-end">
          <DialogClose asChild>
            <Button variant="outline">Close</Button>
          </DialogClose>
        </div>
      </DialogContent>
    </Dialog>
  );
}

function SyncReport({ report }: { report: SyncReportEntry[] }) {
  const changed = report.filter((entry) => entry.changes.length > 0).length;
  return (
    <>
      <DialogHeader>
        <DialogTitle>Sync to Stripe finished</DialogTitle>
        <DialogDescription>
          {changed === 0
            ? 'Every plan was already in sync: nothing changed in Stripe.'
            : `${changed} of ${report.length} plans changed in Stripe.`}
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
              <span className="font-medium">{entry.name}</span>
              {entry.changes.length > 0 ? (
                <Badge variant="default">
                  {entry.changes.length === 1 ? '1 change' : `${entry.changes.length} changes`}
                </Badge>
              ) : (
                <Badge variant="secondary">Unchanged</Badge>
              )}
            </div>
            <dl className="grid gap-1 text-xs sm:grid-cols-[auto_1fr] sm:gap-x-4">
              <dt className="text-muted-foreground">Product</dt>
              <dd className="break-all font-mono">{entry.productId ?? '—'}</dd>
              <dt className="text-muted-foreground">Monthly price</dt>
              <dd className="break-all font-mono">{entry.priceIdMonthly ?? '— (free or not offered)'}</dd>
              <dt className="text-muted-foreground">Yearly price</dt>
              <dd className="break-all font-mono">{entry.priceIdYearly ?? '— (free or not offered)'}</dd>
            </dl>
            {entry.changes.length > 0 ? (
              <ul className="list-disc space-y-0.5 pl-5 text-muted-foreground text-xs">
                {entry.changes.map((change) => (
                  <li key={change}>{change}</li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
    </>
  );
}

function VerifyReport({ result }: { result: VerifyResult }) {
  const failed = result.checks.filter((check) => !check.ok).length;
  return (
    <>
      <DialogHeader>
        <DialogTitle>Payment integration check</DialogTitle>
        <DialogDescription>
          Provider: {result.provider === 'stripe' ? 'Stripe' : 'local test provider (no Stripe key set)'}.
        </DialogDescription>
      </DialogHeader>
      <Alert variant={result.ok ? 'success' : 'destructive'} data-testid="verify-summary">
        {result.ok ? <CircleCheck /> : <CircleX />}
        <AlertTitle>
          {result.ok ? 'Everything checks out' : `${failed} of ${result.checks.length} checks failed`}
        </AlertTitle>
        <AlertDescription>
          {result.ok
            ? 'Every check passed for this provider.'
            : 'Fix the failing checks below, then verify again.'}
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
              <CircleCheck className="mt-0.5 size-4 shrink-0 text-success" aria-label="Passed" />
            ) : (
              <CircleX className="mt-0.5 size-4 shrink-0 text-destructive" aria-label="Failed" />
            )}
            <div className="min-w-0">
              <p className="font-medium">{check.name}</p>
              <p className="break-words text-muted-foreground">{check.message}</p>
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
