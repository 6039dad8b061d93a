/** An invoice's status as a badge, and the words of an invoice shared by its card and its page. */
import { Badge } from '@/components/ui/badge';
import { useT } from '@/i18n/provider';
import type { Invoice } from '@/lib/api/billing';

const VARIANTS = {
  paid: 'success',
  open: 'warning',
  draft: 'outline',
  void: 'secondary',
  uncollectible: 'destructive',
} as const;

export function InvoiceStatusBadge({ status }: { status: Invoice['status'] }) {
  const t = useT();
  const label = {
    paid: t('billing.invoices.status.paid'),
    open: t('billing.invoices.status.open'),
    draft: t('billing.invoices.status.draft'),
    void: t('billing.invoices.status.void'),
    uncollectible: t('billing.invoices.status.uncollectible'),
  }[status];
  return (
    <Badge variant={VARIANTS[status]} data-testid="invoice-status" data-status={status}>
      {label}
    </Badge>
  );
}
