import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { ConfirmDialog } from '@/components/dialogs/confirm-dialog';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormError } from '@/components/ui/form-error';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { useT } from '@/i18n/provider';
import { t as translate } from '@/i18n/store';
import { accountSecurityApi } from '@/lib/api/account-security';
import { apiErrorMessage } from '@/lib/forms';
import { meQueryOptions } from '@/lib/session';

/**
 * Delete the account: a dialog that says what is lost, asks to type the address, and the password
 * (or, for an account without one, a code sent by e-mail).
 */
export function DeleteCard({ email }: { email: string }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <Card className="border-destructive/40">
      <CardHeader>
        <CardTitle>{t('account-security.delete.title')}</CardTitle>
        <CardDescription>{t('account-security.delete.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <Button variant="destructive" onClick={() => setOpen(true)}>
          <Trash2 /> {t('account-security.delete.open')}
        </Button>
        {open ? <DeleteDialog email={email} onClose={() => setOpen(false)} /> : null}
      </CardContent>
    </Card>
  );
}

function DeleteDialog({ email, onClose }: { email: string; onClose: () => void }) {
  const t = useT();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [typed, setTyped] = useState('');
  const [secret, setSecret] = useState('');
  const [usingCode, setUsingCode] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const confirmed = typed.trim().toLowerCase() === email.toLowerCase() && secret.length > 0;

  const sendCode = async () => {
    try {
      await accountSecurityApi.deletionCode();
      setUsingCode(true);
      toast.success(translate('account-security.delete.codeSent'));
    } catch (failure) {
      setError(apiErrorMessage(failure, { 409: 'account-security.delete.hasPassword' }));
    }
  };

  const remove = async () => {
    setPending(true);
    setError(undefined);
    try {
      await accountSecurityApi.deleteAccount(usingCode ? { code: secret } : { password: secret });
      queryClient.clear();
      queryClient.setQueryData(meQueryOptions.queryKey, null);
      toast.success(translate('account-security.delete.done'));
      await navigate({ to: '/' });
    } catch (failure) {
      setError(
        apiErrorMessage(failure, {
          400: usingCode ? 'account-security.delete.wrongCode' : 'account-security.delete.wrongPassword',
        }),
      );
      setPending(false);
    }
  };

  return (
    <ConfirmDialog
      open
      onOpenChange={(next) => (next ? null : onClose())}
      testId="delete-account-dialog"
      title={t('account-security.delete.confirmTitle')}
      description={t('account-security.delete.consequence')}
      cancelLabel={t('account-security.delete.cancel')}
      confirmLabel={t('account-security.delete.confirm')}
      destructive
      pending={pending}
      confirmDisabled={!confirmed}
      onConfirm={() => void remove()}
    >
      <div className="grid gap-4">
        <FormError message={error} />
        <FormField label={t('account-security.delete.typeEmail', { email })}>
          <Input
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            autoComplete="off"
            translate="no"
          />
        </FormField>
        {usingCode ? (
          <FormField label={t('account-security.delete.code')}>
            <Input
              value={secret}
              onChange={(event) => setSecret(event.target.value)}
              autoComplete="one-time-code"
            />
          </FormField>
        ) : (
          <FormField label={t('account-security.delete.password')}>
            <PasswordInput
              value={secret}
              onChange={(event) => setSecret(event.target.value)}
              autoComplete="current-password"
            />
          </FormField>
        )}
        {/* An account without a password (signed up another way) confirms with an e-mailed code. */}
        {usingCode ? null : (
          <Button
            type="button"
            variant="link"
            className="justify-self-start px-0"
            onClick={() => void sendCode()}
          >
            {t('account-security.delete.sendCode')}
          </Button>
        )}
      </div>
    </ConfirmDialog>
  );
}
