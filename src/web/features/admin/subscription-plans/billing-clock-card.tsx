import { billingClockEndpoints as clock } from '@shared/endpoints/billing';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Clock } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useT } from '@/i18n/provider';
import { api } from '@/lib/api-call';
import { errorText } from '@/lib/forms';
import { formatDateTime } from '@/lib/utils';

const CLOCK_KEY = ['admin', 'billing', 'clock'] as const;

/**
 * The local payment provider's clock (shown with the local provider only): its time, and moving it
 * some days ahead, which runs the renewals, trial ends, retries and grace ends that fall due.
 */
export function BillingClockCard() {
  const t = useT();
  const queryClient = useQueryClient();
  const fieldId = useId();
  const [days, setDays] = useState('1');
  const now = useQuery({
    queryKey: CLOCK_KEY,
    queryFn: async () => (await api(clock.get)).now,
    retry: false,
  });
  const advance = useMutation({
    mutationFn: (advanceDays: number) => api(clock.advance, { body: { advanceDays } }),
    onSuccess: async (result) => {
      queryClient.setQueryData(CLOCK_KEY, result.now);
      // What fell due changed subscriptions everywhere (the admin's own too).
      await queryClient.invalidateQueries();
      toast.success(t('admin-plans.clock.advanced', { date: formatDateTime(result.now) }));
    },
    onError: (error) => toast.error(errorText(error)),
  });
  const count = Number(days);
  // No clock with Stripe or in production (404): nothing to show.
  if (now.isError) return null;
  const valid = Number.isInteger(count) && count >= 1 && count <= 400;

  return (
    <Card className="mb-6" data-testid="billing-clock">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Clock className="size-4" aria-hidden="true" /> {t('admin-plans.clock.title')}
        </CardTitle>
        <CardDescription>{t('admin-plans.clock.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <p className="text-sm">
          {t('admin-plans.clock.now')}{' '}
          <span className="font-medium tabular-nums" data-testid="billing-clock-now">
            {now.data ? formatDateTime(now.data) : '—'}
          </span>
        </p>
        <form
          className="flex flex-wrap items-end gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            if (valid) advance.mutate(count);
          }}
        >
          <div className="grid gap-1.5">
            <Label htmlFor={fieldId}>{t('admin-plans.clock.days')}</Label>
            <Input
              id={fieldId}
              type="number"
              min={1}
              max={400}
              step={1}
              inputMode="numeric"
              className="w-28"
              value={days}
              aria-invalid={!valid}
              onChange={(event) => setDays(event.target.value)}
            />
          </div>
          <Button type="submit" loading={advance.isPending} disabled={!valid}>
            {t('admin-plans.clock.advance')}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
