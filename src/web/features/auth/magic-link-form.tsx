import { emailOnlyBody } from '@shared/auth-contracts';
import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { EmailAddress } from '@/components/ui/email-address';
import { FormError } from '@/components/ui/form-error';
import { EmailField } from '@/components/ui/form-fields';
import { ResultNotice } from '@/components/ui/result-notice';
import { formResolver } from '@/i18n/form-resolver';
import { FormattedMessage, useT } from '@/i18n/provider';
import { passwordlessApi } from '@/lib/api/passwordless';
import { applyApiError } from '@/lib/forms';

/**
 * "E-mail me a sign-in link": a button that opens a one-field form. The answer is the same for
 * every address (the API does not tell who has an account), so the notice says "if".
 */
export function MagicLinkForm() {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm({ resolver: formResolver(emailOnlyBody), defaultValues: { email: '' } });

  const onSubmit = form.handleSubmit(async ({ email }) => {
    try {
      await passwordlessApi.requestMagicLink(email);
      setSentTo(email);
    } catch (error) {
      applyApiError(error, form.setError, ['email'], { 429: 'passwordless.magicLink.tooMany' });
    }
  });

  if (sentTo) {
    return (
      <div data-testid="magic-link-sent" role="status">
        <ResultNotice
          icon={MailCheck}
          title={t('passwordless.magicLink.sentTitle')}
          description={
            <FormattedMessage
              id="passwordless.magicLink.sentDescription"
              values={{
                email: <EmailAddress>{sentTo}</EmailAddress>,
              }}
            />
          }
        />
      </div>
    );
  }

  if (!open) {
    return (
      <Button type="button" variant="outline" className="w-full" onClick={() => setOpen(true)}>
        <MailCheck /> {t('passwordless.magicLink.open')}
      </Button>
    );
  }

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="grid gap-3"
      aria-label={t('passwordless.magicLink.formLabel')}
    >
      <FormError message={form.formState.errors.root?.message} />
      <EmailField
        form={form}
        name="email"
        id="magic-link-email"
        label={t('passwordless.magicLink.emailLabel')}
        placeholder={t('auth.field.emailPlaceholder')}
      />
      <Button type="submit" variant="secondary" className="w-full" loading={form.formState.isSubmitting}>
        {t('passwordless.magicLink.submit')}
      </Button>
    </form>
  );
}
