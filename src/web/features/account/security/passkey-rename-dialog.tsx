import { PASSKEY_NAME_MAX, type PasskeysResponse, type PasskeyView } from '@shared/contracts/passwordless';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormError } from '@/components/ui/form-error';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useT } from '@/i18n/provider';
import { t as translate } from '@/i18n/store';
import { passwordlessApi } from '@/lib/api/passwordless';
import { apiErrorMessage } from '@/lib/forms';

/** Renames one passkey (`passkey`; null: closed), so a wrong or duplicate name needs no re-adding. */
export function PasskeyRenameDialog({
  passkey,
  onClose,
  onRenamed,
}: {
  passkey: PasskeyView | null;
  onClose: () => void;
  onRenamed: (passkeys: PasskeysResponse) => void;
}) {
  const t = useT();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  // Each opening starts from the passkey's current name.
  useEffect(() => {
    if (!passkey) return;
    setName(passkey.name ?? '');
    setError(null);
  }, [passkey]);

  const rename = useMutation({
    mutationFn: (change: { id: string; name: string }) =>
      passwordlessApi.renamePasskey(change.id, change.name),
    onSuccess: (data) => {
      onRenamed(data);
      toast.success(translate('passwordless.passkeys.renamed'));
    },
    onError: (failure) => setError(apiErrorMessage(failure)),
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) {
      setError(translate('passwordless.passkeys.nameRequired'));
      return;
    }
    if (passkey) rename.mutate({ id: passkey.id, name: trimmed });
  };

  return (
    <Dialog open={passkey !== null} onOpenChange={(open) => (open || rename.isPending ? null : onClose())}>
      <DialogContent data-testid="rename-passkey-dialog">
        <DialogHeader>
          <DialogTitle>{t('passwordless.passkeys.renameTitle')}</DialogTitle>
          <DialogDescription>{t('passwordless.passkeys.renameDescription')}</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="grid gap-3">
          <FormError message={error ?? undefined} />
          <Label htmlFor="passkey-new-name">{t('passwordless.passkeys.newNameLabel')}</Label>
          <Input
            id="passkey-new-name"
            value={name}
            maxLength={PASSKEY_NAME_MAX}
            onChange={(event) => {
              setName(event.target.value);
              setError(null);
            }}
          />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button type="button" variant="outline" onClick={onClose} disabled={rename.isPending}>
              {t('passwordless.passkeys.cancel')}
            </Button>
            <Button type="submit" loading={rename.isPending}>
              {t('passwordless.passkeys.save')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
