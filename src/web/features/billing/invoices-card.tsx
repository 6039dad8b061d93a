/**
 * The billing page's "Invoices" card: each invoice's date, number, total and status, with its
 * page ("View": ours for the local provider, Stripe's hosted page) and its PDF.
 */
import { FileText } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { useT } from '@/i18n/provider';
import type { Invoice } from '@/lib/api/billing';
import { formatDate, formatMoney } from '@/lib/utils';
import { InvoiceStatusBadge } from './invoice-status';
import { useInvoices } from './use-billing';

/** The user's own invoices, or with `organizationId` the organization's (for its owner or an admin). */
export function InvoicesCard({ organizationId }: { organizationId?: string }) {
  const t = useT();
  const invoices = useInvoices(organizationId);
  return (
    <Card data-testid="billing-invoices">
      <CardHeader>
        <CardTitle>{t('billing.invoices.title')}</CardTitle>
        <CardDescription>{t('billing.invoices.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        {invoices.isPending ? (
          <Skeleton className="h-16 w-full" />
        ) : invoices.isError ? (
          <RetryAlert title={t('billing.invoices.loadFailed')} label={t('billing.retry')} query={invoices} />
        ) : invoices.data.length === 0 ? (
          <p className="text-muted-foreground text-sm" data-testid="invoices-empty">
            {t('billing.invoices.empty')}
          </p>
        ) : (
          <ul className="divide-y">
            {invoices.data.map((invoice) => (
              <InvoiceRow key={invoice.id} invoice={invoice} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

/** A Stripe page opens in a new tab; ours stays in the app. */
const isExternal = (url: string) => new URL(url, window.location.origin).origin !== window.location.origin;

function InvoiceRow({ invoice }: { invoice: Invoice }) {
  const t = useT();
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-2 py-3 text-sm" data-testid="invoice-row">
      <FileText className="size-4 shrink-0 text-muted-foreground" aria-hidden />
      <span className="w-28">{formatDate(invoice.createdAt)}</span>
      <span className="font-mono text-xs" data-testid="invoice-number">
        {invoice.number}
      </span>
      <span className="font-medium tabular-nums" data-testid="invoice-amount">
        {formatMoney(invoice.amountDue, invoice.currency.toUpperCase())}
      </span>
      <InvoiceStatusBadge status={invoice.status} />
      <span className="ml-auto flex gap-3">
        {invoice.url ? (
          <a
            className="text-primary underline-offset-4 hover:underline"
            href={invoice.url}
            data-testid="invoice-view"
            {...(isExternal(invoice.url) ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
          >
            {t('billing.invoices.view')}
          </a>
        ) : null}
        {invoice.pdfUrl ? (
          <a
            className="text-primary underline-offset-4 hover:underline"
            href={invoice.pdfUrl}
            data-testid="invoice-pdf"
          >
            {t('billing.invoices.pdf')}
          </a>
        ) : null}
      </span>
    </li>
  );
}
