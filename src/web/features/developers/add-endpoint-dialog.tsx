/**
 * "Add endpoint": the URL, a description and the events (every one, or a checkbox each), by the
 * contract's rules. A URL the server refuses (a private address, not https in production) shows
 * its reason on the field; a refusal by the plan shows the upgrade prompt.
 */
import { SUBSCRIBABLE_EVENT_TYPES, webhookEndpointCreateBody } from '@shared/contracts/webhooks';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormError } from '@/components/ui/form-error';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { formResolver } from '@/i18n/form-resolver';
import { useT } from '@/i18n/provider';
import { applyApiError } from '@/lib/forms';
import { planRefusalOf, UpgradePrompt } from '../billing/upgrade-prompt';
import type { ActiveSpace } from '../organizations/use-active-space';
import { WEBHOOK_FORM_MESSAGES } from './form-messages';
import type { NewEndpoint } from './use-webhooks';
import { WEBHOOK_EVENT_DESCRIPTIONS } from './webhook-event-texts';

const endpointForm = z.object({
  url: webhookEndpointCreateBody.shape.url,
  description: z.string().max(500),
  all: z.boolean(),
  events: z.array(z.string()),
});
type EndpointValues = z.infer<typeof endpointForm>;
const FIELDS = ['url', 'description', 'events'] as const;
const BLANK: EndpointValues = { url: '', description: '', all: true, events: [] };

export function AddEndpointDialog({
  open,
  onOpenChange,
  space,
  onCreate,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  space: ActiveSpace;
  onCreate: (endpoint: NewEndpoint) => Promise<void>;
}) {
  const t = useT();
  const form = useForm<EndpointValues>({
    resolver: formResolver(endpointForm, WEBHOOK_FORM_MESSAGES),
    defaultValues: BLANK,
  });
  const { errors, isSubmitting } = form.formState;
  const [refused, setRefused] = useState<unknown>(null);
  const all = form.watch('all');
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when the dialog opens
  useEffect(() => {
    if (!open) return;
    form.reset(BLANK);
    setRefused(null);
  }, [open]);

  const submit = form.handleSubmit(async ({ url, description, all, events }) => {
    setRefused(null);
    if (!all && events.length === 0) {
      form.setError('events', { message: t('developers.webhooks.form.eventsRequired') });
      return;
    }
    try {
      await onCreate({ url, description, events: all ? ['*'] : events });
    } catch (error) {
      if (planRefusalOf(error)) setRefused(error);
      else applyApiError(error, form.setError, FIELDS);
    }
  });

  const title = t('developers.webhooks.form.title');
  return (
    <Dialog open={open} onOpenChange={(next) => (isSubmitting ? null : onOpenChange(next))}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-lg" data-testid="webhook-dialog">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{t('developers.webhooks.form.description')}</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="grid gap-4" aria-label={title}>
          <UpgradePrompt error={refused} space={space} />
          <FormError message={errors.root?.message} />
          <FormField
            label={t('developers.webhooks.form.url')}
            description={t('developers.webhooks.form.urlHint')}
            error={errors.url?.message}
          >
            <Input type="url" autoComplete="off" placeholder="https://" {...form.register('url')} />
          </FormField>
          <FormField
            label={t('developers.webhooks.form.endpointDescription')}
            error={errors.description?.message}
          >
            <Input autoComplete="off" maxLength={500} {...form.register('description')} />
          </FormField>
          <fieldset className="grid gap-2">
            <legend className="mb-2 font-medium text-sm">{t('developers.webhooks.form.events')}</legend>
            <label className="flex items-center gap-3 rounded-lg border p-3 text-sm">
              <input
                type="checkbox"
                className="size-4 accent-[var(--color-primary)]"
                data-testid="webhook-all-events"
                {...form.register('all')}
              />
              {t('developers.webhooks.form.allEvents')}
            </label>
            {all
              ? null
              : SUBSCRIBABLE_EVENT_TYPES.map((type) => (
                  <label key={type} className="flex items-start gap-3 rounded-lg border p-3 text-sm">
                    <input
                      type="checkbox"
                      value={type}
                      className="mt-0.5 size-4 accent-[var(--color-primary)]"
                      {...form.register('events')}
                    />
                    <span>
                      <code className="font-medium font-mono" translate="no">
                        {type}
                      </code>
                      <span className="block text-muted-foreground text-xs">
                        {t(WEBHOOK_EVENT_DESCRIPTIONS[type] ?? type)}
                      </span>
                    </span>
                  </label>
                ))}
            {errors.events ? <p className="text-destructive text-xs">{errors.events.message}</p> : null}
          </fieldset>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button
              type="button"
              variant="outline"
              onClick={() => onOpenChange(false)}
              disabled={isSubmitting}
            >
              {t('developers.webhooks.form.cancel')}
            </Button>
            <Button type="submit" loading={isSubmitting} data-testid="webhook-create">
              {t('developers.webhooks.form.create')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
