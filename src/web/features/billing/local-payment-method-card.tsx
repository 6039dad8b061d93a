import { localBillingEndpoints as local } from '@shared/endpoints/billing';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CreditCard } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { useT } from '@/i18n/provider';
import type { Subscription } from '@/lib/api/billing';
import { api } from '@/lib/api-call';
import { apiErrorMessage } from '@/lib/forms';
import { refreshBilling } from './use-billing';

const CARDS = ['success', 'fails_on_renewal', 'declined'] as const;
type TestCard = (typeof CARDS)[number];
const LABELS = {
  success: 'billing.checkoutPage.card.success',
  fails_on_renewal: 'billing.checkoutPage.card.failsOnRenewal',
  declined: 'billing.checkoutPage.card.declined',
} as const;

/**
 * The local portal's payment method: another test card on file. A card that pays settles a past
 * due or unpaid subscription at once (the server answers the subscription, active again).
 */
export function LocalPaymentMethodCard({
  organizationId,
  onUpdated,
}: {
  organizationId: string | undefined;
  onUpdated: (subscription: Subscription) => void;
}) {
  const t = useT();
  const fieldId = useId();
  const queryClient = useQueryClient();
  const [card, setCard] = useState<TestCard>('success');
  const update = useMutation({
    mutationFn: () =>
      api(local.paymentMethod, { body: { card, ...(organizationId ? { organizationId } : {}) } }),
    onSuccess: ({ subscription }) => {
      onUpdated(subscription);
      toast.success(
        subscription.status === 'active'
          ? t('billing.portal.paymentMethod.paid')
          : t('billing.portal.paymentMethod.saved'),
      );
    },
    onError: (error) => toast.error(apiErrorMessage(error)),
    onSettled: () => refreshBilling(queryClient),
  });

  return (
    <Card id="payment-method" data-testid="portal-payment-method">
      <CardHeader>
        <CardTitle>{t('billing.portal.paymentMethod.title')}</CardTitle>
        <CardDescription>{t('billing.portal.paymentMethod.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-1.5">
        <Label htmlFor={fieldId}>{t('billing.checkoutPage.card.label')}</Label>
        <NativeSelect id={fieldId} value={card} onChange={(event) => setCard(event.target.value as TestCard)}>
          {CARDS.map((value) => (
            <option key={value} value={value}>
              {t(LABELS[value])}
            </option>
          ))}
        </NativeSelect>
      </CardContent>
      <CardFooter className="border-t">
        <Button loading={update.isPending} onClick={() => update.mutate()}>
          {update.isPending ? null : <CreditCard />} {t('billing.portal.paymentMethod.update')}
        </Button>
      </CardFooter>
    </Card>
  );
}
