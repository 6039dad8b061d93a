/**
 * "Create key": a name, the scopes (a checkbox each, with what it allows) and an optional expiry
 * day, by the contract's rules. A create the plan refuses (no `apiAccess`) shows the upgrade
 * prompt in place of the form's error.
 */
import { API_KEY_SCOPES } from '@shared/contracts/api-key-scopes';
import { apiKeyCreateBody, apiKeyScope } from '@shared/contracts/api-keys';
import { useEffect, useId, useState } from 'react';
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
import { expiryOfDay, todayAsDateValue } from './expiry-date';
import { API_KEY_FORM_MESSAGES } from './form-messages';
import { SCOPE_DESCRIPTIONS } from './scope-texts';
import type { NewApiKey } from './use-api-keys';

const keyForm = z.object({
  name: apiKeyCreateBody.shape.name,
  scopes: z.array(apiKeyScope).min(1, 'Choose at least one scope'),
  /** An <input type="date"> value, or '' for a key that does not expire. */
  expiresOn: z.string(),
});
type KeyValues = z.infer<typeof keyForm>;
const FIELDS = ['name', 'scopes'] as const;
const BLANK: KeyValues = { name: '', scopes: [], expiresOn: '' };

export function CreateKeyDialog({
  open,
  onOpenChange,
  space,
  onCreate,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  space: ActiveSpace;
  onCreate: (key: NewApiKey) => Promise<void>;
}) {
  const t = useT();
  const scopesErrorId = useId();
  const form = useForm<KeyValues>({
    resolver: formResolver(keyForm, API_KEY_FORM_MESSAGES),
    defaultValues: BLANK,
  });
  const { errors, isSubmitting } = form.formState;
  const [refused, setRefused] = useState<unknown>(null);
  // Each opening starts blank: a key's form is never reused for the next.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when the dialog opens
  useEffect(() => {
    if (!open) return;
    form.reset(BLANK);
    setRefused(null);
  }, [open]);

  const submit = form.handleSubmit(async ({ name, scopes, expiresOn }) => {
    setRefused(null);
    const expiresAt = expiryOfDay(expiresOn);
    try {
      await onCreate({ name, scopes, ...(expiresAt ? { expiresAt } : {}) });
    } catch (error) {
      if (planRefusalOf(error)) setRefused(error);
      else applyApiError(error, form.setError, FIELDS);
    }
  });

  const title = t('developers.form.title');
  return (
    <Dialog open={open} onOpenChange={(next) => (isSubmitting ? null : onOpenChange(next))}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-lg" data-testid="api-key-dialog">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{t('developers.form.description')}</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="grid gap-4" aria-label={title}>
          <UpgradePrompt error={refused} space={space} />
          <FormError message={errors.root?.message} />
          <FormField
            label={t('developers.form.name')}
            description={t('developers.form.nameHint')}
            error={errors.name?.message}
          >
            <Input autoComplete="off" maxLength={100} {...form.register('name')} />
          </FormField>
          <fieldset
            className="grid gap-2"
            aria-invalid={errors.scopes ? true : undefined}
            aria-describedby={errors.scopes ? scopesErrorId : undefined}
          >
            <legend className="mb-2 font-medium text-sm">{t('developers.form.scopes')}</legend>
            {API_KEY_SCOPES.map((scope) => (
              <label key={scope} className="flex items-start gap-3 rounded-lg border p-3 text-sm">
                <input
                  type="checkbox"
                  value={scope}
                  className="mt-0.5 size-4 accent-[var(--color-primary)]"
                  {...form.register('scopes')}
                />
                <span>
                  <code className="font-medium font-mono" translate="no">
                    {scope}
                  </code>
                  <span className="block text-muted-foreground text-xs">{t(SCOPE_DESCRIPTIONS[scope])}</span>
                </span>
              </label>
            ))}
            {errors.scopes ? (
              <p id={scopesErrorId} className="text-destructive text-xs">
                {errors.scopes.message}
              </p>
            ) : null}
          </fieldset>
          <FormField label={t('developers.form.expiresOn')} description={t('developers.form.expiresHint')}>
            <Input type="date" min={todayAsDateValue()} {...form.register('expiresOn')} />
          </FormField>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button
              type="button"
              variant="outline"
              onClick={() => onOpenChange(false)}
              disabled={isSubmitting}
            >
              {t('developers.form.cancel')}
            </Button>
            <Button type="submit" loading={isSubmitting}>
              {t('developers.form.create')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
