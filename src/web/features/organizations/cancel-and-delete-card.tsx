/**
 * The owner's way out of a paid organization: while its subscription is live, deletion is
 * refused, so this card says when it becomes possible (the period end) and offers "Cancel now and
 * delete", confirmed by typing the organization's name (the server checks it too).
 */
import { organizationEndpoints } from '@shared/endpoints/organizations';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Card, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormError } from '@/components/ui/form-error';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useT } from '@/i18n/provider';
import { t as translate } from '@/i18n/store';
import { api } from '@/lib/api-call';
import { apiErrorMessage } from '@/lib/forms';
import { formatDate } from '@/lib/utils';
import type { OrganizationDetails } from './types';
import { refreshOrganizations } from './use-organizations';

const LIVE = ['active', 'trialing', 'past_due'];

/** Whether the subscription still keeps the organization (as the server decides). */
export function keepsOrganization(subscription: OrganizationDetails['subscription']): boolean {
  if (!subscription || !LIVE.includes(subscription.status)) return false;
  const end = subscription.currentPeriodEnd ? new Date(subscription.currentPeriodEnd) : null;
  return !(subscription.cancelAtPeriodEnd && end && end.getTime() <= Date.now());
}

export function CancelAndDeleteCard({ details }: { details: OrganizationDetails }) {
  const t = useT();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string>();
  const { organization, subscription } = details;
  const date = subscription?.currentPeriodEnd ? formatDate(subscription.currentPeriodEnd) : '—';
  const matches = typed.trim() === organization.name.trim();

  const run = async () => {
    setPending(true);
    setError(undefined);
    try {
      await api(organizationEndpoints.remove, {
        params: { id: organization.id },
        body: { cancelSubscription: true, confirmName: typed.trim() },
      });
      setOpen(false);
      toast.success(translate('organizations.delete.done', { organization: organization.name }));
      await refreshOrganizations(queryClient);
      await navigate({ to: '/organizations' });
    } catch (failure) {
      setError(apiErrorMessage(failure));
    } finally {
      setPending(false);
    }
  };

  return (
    <Card className="border-destructive/50" data-testid="cancel-and-delete">
      <CardHeader>
        <CardTitle>{t('organizations.delete.title')}</CardTitle>
        <CardDescription>
          {subscription?.cancelAtPeriodEnd
            ? t('organizations.cancelDelete.endsOn', { date })
            : t('organizations.cancelDelete.renewsOn', { date })}
        </CardDescription>
      </CardHeader>
      <CardFooter className="justify-end">
        <Button variant="destructive" onClick={() => setOpen(true)}>
          <Trash2 /> {t('organizations.cancelDelete.button')}
        </Button>
      </CardFooter>
      <Dialog open={open} onOpenChange={(next) => (pending ? null : setOpen(next))}>
        <DialogContent data-testid="cancel-and-delete-dialog">
          <DialogHeader>
            <DialogTitle>
              {t('organizations.cancelDelete.title', { organization: organization.name })}
            </DialogTitle>
            <DialogDescription>
              {t('organizations.cancelDelete.description', { organization: organization.name })}
            </DialogDescription>
          </DialogHeader>
          <form
            className="grid gap-4"
            onSubmit={(event) => {
              event.preventDefault();
              if (matches) void run();
            }}
          >
            <FormError message={error} />
            <FormField label={t('organizations.cancelDelete.typeName', { organization: organization.name })}>
              <Input
                autoComplete="off"
                translate="no"
                value={typed}
                onChange={(event) => setTyped(event.target.value)}
              />
            </FormField>
            <div className="flex justify-end gap-2">
              <Button type="button" variant="outline" disabled={pending} onClick={() => setOpen(false)}>
                {t('organizations.cancel')}
              </Button>
              <Button type="submit" variant="destructive" loading={pending} disabled={!matches}>
                {t('organizations.cancelDelete.confirm')}
              </Button>
            </div>
          </form>
        </DialogContent>
      </Dialog>
    </Card>
  );
}
