import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { useT } from '@/i18n/provider';
import { t as translate } from '@/i18n/store';
import { accountSecurityApi } from '@/lib/api/account-security';
import { apiErrorMessage } from '@/lib/forms';

/**
 * "E-mail me a code": the confirmation code that stands in for the password of an account without
 * one (POST /api/me/confirmation-code). Only the newest code works, so asking again says so.
 */
export function SendCodeButton() {
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
