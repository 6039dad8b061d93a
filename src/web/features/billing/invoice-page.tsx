/**
 * /billing/invoices/$id: one of the local provider's invoices (Stripe's have their own hosted
 * page): its lines (a discount is a negative line), totals, period and status, and its PDF.
 */
import { getRouteApi } from '@tanstack/react-router';
import { Download, SearchX } from 'lucide-react';
import { BackButton } from '@/components/layout/back-button';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { RetryAlert } from '@/components/ui/retry-alert';
import { useT } from '@/i18n/provider';
import { ApiError } from '@/lib/api';
import type { Invoice } from '@/lib/api/billing';
import { useDocumentTitle } from '@/lib/use-document-title';
import { formatDate, formatMoney } from '@/lib/utils';
import { InvoiceStatusBadge } from './invoice-status';
import { CardSkeleton } from './load-states';
import { useInvoice } from './use-billing';

const routeApi = getRouteApi('/_public/billing/invoices/$id');

export function InvoicePage() {
  const t = useT();
  const { id } = routeApi.useParams();
  const invoice = useInvoice(id);
  useDocumentTitle(
    invoice.data
      ? t('billing.invoicePage.title', { number: invoice.data.number })
      : t('billing.invoices.title'),
  );
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <BackButton link={{ to: '/account/billing' }} label={t('billing.invoicePage.back')} className="mb-4" />
      {invoice.isPending ? (
        <CardSkeleton header={['h-5 w-40', 'h-4 w-56']} body={['h-24 w-full', 'h-8 w-40']} />
      ) : invoice.error instanceof ApiError && invoice.error.status === 404 ? (
        <EmptyState
          icon={SearchX}
          title={t('billing.invoicePage.notFoundTitle')}
          description={t('billing.invoicePage.notFoundDescription')}
        />
      ) : invoice.isError ? (
        <RetryAlert title={t('billing.invoices.loadFailed')} label={t('billing.retry')} query={invoice} />
      ) : (
        <InvoiceCard invoice={invoice.data} />
      )}
    </div>
  );
}

function InvoiceCard({ invoice }: { invoice: Invoice }) {
  const t = useT();
  const money = (cents: number) => formatMoney(cents, invoice.currency.toUpperCase());
  const balance = Math.max(0, invoice.amountDue - invoice.amountPaid);
  return (
    <Card data-testid="invoice-page">
      <CardHeader>
        <CardTitle className="flex flex-wrap items-center gap-3">
          <h1 data-testid="invoice-title">{t('billing.invoicePage.title', { number: invoice.number })}</h1>
          <InvoiceStatusBadge status={invoice.status} />
        </CardTitle>
        <CardDescription>
          {t('billing.invoicePage.issued', { date: formatDate(invoice.createdAt) })}
          {' · '}
          {t('billing.invoicePage.period', {
            start: formatDate(invoice.periodStart),
            end: formatDate(invoice.periodEnd),
          })}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <table className="w-full text-sm">
          <thead className="text-left text-muted-foreground">
            <tr>
              <th className="py-2 font-normal">{t('billing.invoicePage.description')}</th>
              <th className="py-2 text-right font-normal">{t('billing.invoicePage.quantity')}</th>
              <th className="py-2 text-right font-normal">{t('billing.invoicePage.amount')}</th>
            </tr>
          </thead>
          <tbody className="border-y">
            {invoice.lines.map((line, index) => (
              // Lines have no id and never move: their place is their key.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above.
              <tr key={index} data-testid="invoice-line">
                <td className="py-2">{line.description}</td>
                <td className="py-2 text-right tabular-nums">{line.quantity}</td>
                <td className="py-2 text-right tabular-nums">{money(line.amount)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <Total
              label={t('billing.invoicePage.total')}
              value={money(invoice.amountDue)}
              testId="invoice-total"
            />
            <Total label={t('billing.invoicePage.amountPaid')} value={money(invoice.amountPaid)} />
            <Total label={t('billing.invoicePage.balanceDue')} value={money(balance)} strong />
          </tfoot>
        </table>
      </CardContent>
      {invoice.pdfUrl ? (
        <CardFooter>
          <Button asChild variant="outline">
            <a href={invoice.pdfUrl} data-testid="invoice-download">
              <Download />
              {t('billing.invoicePage.download')}
            </a>
          </Button>
        </CardFooter>
      ) : null}
    </Card>
  );
}

function Total({
  label,
  value,
  strong,
  testId,
}: {
  label: string;
  value: string;
  strong?: boolean;
  testId?: string;
}) {
  return (
    <tr className={strong ? 'font-semibold' : undefined}>
      <td className="pt-2" colSpan={2}>
        {label}
      </td>
      <td className="pt-2 text-right tabular-nums" data-testid={testId}>
        {value}
      </td>
    </tr>
  );
}
