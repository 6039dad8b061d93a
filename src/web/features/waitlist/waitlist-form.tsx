import { emailSchema, nameSchema } from '@shared/auth-contracts';
import type { JoinedWaitlist, PublicWaitlistSettings } from '@shared/contracts/waitlist';
import { waitlistEndpoints } from '@shared/endpoints/waitlist';
import { PartyPopper } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-error';
import { EmailField, InputField } from '@/components/ui/form-fields';
import { IconCircle } from '@/components/ui/icon-circle';
import { formResolver } from '@/i18n/form-resolver';
import { useT } from '@/i18n/provider';
import { api } from '@/lib/api-call';
import { applyApiError } from '@/lib/forms';
import { cn } from '@/lib/utils';

const waitlistForm = z.object({ name: nameSchema, email: emailSchema });
const waitlistMessages = { 'Name is required': 'waitlist.form.nameRequired' };

/** Name + e-mail, then the configured success message (and a word on a repeat sign-up). */
export function WaitlistForm({
  settings,
  className,
}: {
  settings: PublicWaitlistSettings;
  className?: string;
}) {
  const t = useT();
  const [joined, setJoined] = useState<JoinedWaitlist | null>(null);
  const form = useForm({
    resolver: formResolver(waitlistForm, waitlistMessages),
    defaultValues: { name: '', email: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      setJoined(await api(waitlistEndpoints.join, { body: values }));
    } catch (error) {
      applyApiError(error, form.setError, ['name', 'email']);
    }
  });

  if (joined) {
    // A first sign-up answers with the configured message (the admin's words); anything else is a
    // repeat, which the API words in English, so the page says it in the reader's language.
    const repeat = joined.message !== settings.successMessage;
    const configured =
      joined.entry.status === 'pending' && settings.successMessage ? settings.successMessage : null;
    return (
      <div
        className={cn(
          'flex flex-col items-center gap-3 rounded-xl border bg-background p-6 text-center',
          className,
        )}
        data-testid="waitlist-success"
        role="status"
      >
        <IconCircle icon={PartyPopper} tone="success" size="sm" />
        {configured ? (
          <p className="font-medium" data-content>
            {configured}
          </p>
        ) : (
          <p className="font-medium">{repeat ? t('waitlist.joined.already') : t('waitlist.joined.done')}</p>
        )}
        {configured && repeat ? (
          <p className="text-muted-foreground text-sm">{t('waitlist.joined.already')}</p>
        ) : null}
      </div>
    );
  }

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label={t('waitlist.form.label')}
      className={cn('grid gap-3', className)}
    >
      <FormError message={errors.root?.message} />
      <div className="grid gap-3 sm:grid-cols-[1fr_1.3fr_auto] sm:items-start">
        {/* On phones the labels hide (the placeholders say it); aria-label keeps the names. */}
        <InputField
          form={form}
          name="name"
          label={<span className="sr-only sm:not-sr-only">{t('waitlist.form.name')}</span>}
          autoComplete="name"
          placeholder={t('waitlist.form.namePlaceholder')}
          aria-label={t('waitlist.form.name')}
        />
        <EmailField
          form={form}
          label={<span className="sr-only sm:not-sr-only">{t('ui.field.email')}</span>}
          aria-label={t('ui.field.email')}
        />
        <Button type="submit" loading={isSubmitting} className="sm:mt-[1.375rem]">
          {t('waitlist.form.submit')}
        </Button>
      </div>
    </form>
  );
}
