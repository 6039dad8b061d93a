import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { InputField } from '@/components/ui/form-fields';
import { useT } from '@/i18n/provider';
import { t as translate } from '@/i18n/store';
import { accountSecurityApi } from '@/lib/api/account-security';
import { apiErrorMessage } from '@/lib/forms';

/**
 * The e-mailed code in place of the password an account without one never had: what it is for
 * (unless the form says so itself), "E-mail me a code", and the field the code goes in.
 */
export function EmailedCodeFields<T extends FieldValues, Out extends FieldValues>({
  form,
  name,
  explained = false,
  autoComplete = 'one-time-code',
}: {
  form: UseFormReturn<T, unknown, Out>;
  name: Path<T>;
  /** The form's own heading already says a code confirms it. */
  explained?: boolean;
  /** 'off' beside an authenticator app's code, which is the one-time code of that form. */
  autoComplete?: 'one-time-code' | 'off';
}) {
  const t = useT();
  return (
    <>
      {explained ? null : (
        <p className="text-muted-foreground text-sm">{t('account-security.code.instead')}</p>
      )}
      <SendCodeButton />
      <InputField
        form={form}
        name={name}
        label={t('account-security.code.label')}
        autoComplete={autoComplete}
        translate="no"
      />
    </>
  );
}

/**
 * "E-mail me a code": the confirmation code that stands in for the password of an account without
 * one (POST /api/me/confirmation-code). Only the newest code works, so asking again says so.
 */
function SendCodeButton() {
  const t = useT();
  const [sent, setSent] = useState(false);
  const [pending, setPending] = useState(false);
  const send = async () => {
    setPending(true);
    try {
      await accountSecurityApi.confirmationCode();
      setSent(true);
      toast.success(translate('account-security.code.sent'));
    } catch (error) {
      toast.error(apiErrorMessage(error));
    } finally {
      setPending(false);
    }
  };
  return (
    <Button
      type="button"
      variant="outline"
      className="justify-self-start"
      loading={pending}
      onClick={() => void send()}
    >
      <MailCheck /> {sent ? t('account-security.code.resend') : t('account-security.code.send')}
    </Button>
  );
}
