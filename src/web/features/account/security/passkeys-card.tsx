import { PASSKEY_NAME_MAX, type PasskeyView } from '@shared/contracts/passwordless';
import { browserSupportsWebAuthn, startRegistration } from '@simplewebauthn/browser';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { KeyRound, Pencil, Trash2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { ConfirmDialog } from '@/components/dialogs/confirm-dialog';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormError } from '@/components/ui/form-error';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { useT } from '@/i18n/provider';
import { t as translate } from '@/i18n/store';
import { passwordlessApi } from '@/lib/api/passwordless';
import { apiErrorMessage } from '@/lib/forms';
import { formatDate } from '@/lib/utils';
import { PasskeyRenameDialog } from './passkey-rename-dialog';

const passkeysKey = ['me', 'passkeys'] as const;

/** The browser's "cancelled" (the user closed its dialog): nothing went wrong. */
const isDismissed = (error: unknown) =>
  error instanceof Error && (error.name === 'NotAllowedError' || error.name === 'AbortError');

/**
 * /account/security: the account's passkeys; add one with a name, rename one, remove one after a
 * confirmation.
 */
export function PasskeysCard() {
  const t = useT();
  const queryClient = useQueryClient();
  const passkeys = useQuery({ queryKey: passkeysKey, queryFn: passwordlessApi.myPasskeys });
  const [supported] = useState(() => typeof window !== 'undefined' && browserSupportsWebAuthn());
  const [name, setName] = useState('');
  const [addError, setAddError] = useState<string | null>(null);
  const [removing, setRemoving] = useState<PasskeyView | null>(null);
  const [renaming, setRenaming] = useState<PasskeyView | null>(null);

  const add = useMutation({
    mutationFn: async (passkeyName: string) => {
      const optionsJSON = await passwordlessApi.passkeyRegistrationOptions();
      const response = await startRegistration({ optionsJSON });
      return passwordlessApi.addPasskey(passkeyName, response);
    },
    onSuccess: (data) => {
      queryClient.setQueryData(passkeysKey, data);
      setName('');
      toast.success(translate('passwordless.passkeys.added'));
    },
    onError: (error) => {
      if (isDismissed(error)) return;
      setAddError(
        apiErrorMessage(error, {
          403: 'passwordless.passkeys.signInAgain',
          400: 'passwordless.passkeys.addFailed',
        }),
      );
    },
  });

  const remove = useMutation({
    mutationFn: (id: string) => passwordlessApi.removePasskey(id),
    onSuccess: (data) => {
      queryClient.setQueryData(passkeysKey, data);
      setRemoving(null);
      toast.success(translate('passwordless.passkeys.removed'));
    },
    onError: (error) => toast.error(apiErrorMessage(error)),
  });

  const onAdd = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAddError(null);
    const trimmed = name.trim();
    if (!trimmed) {
      setAddError(translate('passwordless.passkeys.nameRequired'));
      return;
    }
    add.mutate(trimmed);
  };

  return (
    <Card data-testid="passkeys-card">
      <CardHeader>
        <CardTitle>{t('passwordless.passkeys.title')}</CardTitle>
        <CardDescription>{t('passwordless.passkeys.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {passkeys.isPending ? (
          <Skeleton className="h-10 w-full" />
        ) : passkeys.isError ? (
          <FormError message={apiErrorMessage(passkeys.error)} />
        ) : passkeys.data.passkeys.length === 0 ? (
          <p className="text-muted-foreground text-sm">{t('passwordless.passkeys.none')}</p>
        ) : (
          <ul className="divide-y rounded-md border" aria-label={t('passwordless.passkeys.title')}>
            {passkeys.data.passkeys.map((passkey) => (
              <li
                key={passkey.id}
                className="flex items-center justify-between gap-3 px-3 py-2"
                data-testid="passkey-row"
              >
                <div className="min-w-0">
                  <p className="truncate font-medium">{passkey.name ?? t('passwordless.passkeys.unnamed')}</p>
                  <p className="text-muted-foreground text-xs">
                    {passkey.lastUsedAt
                      ? t('passwordless.passkeys.addedAndUsed', {
                          added: formatDate(passkey.createdAt),
                          used: formatDate(passkey.lastUsedAt),
                        })
                      : t('passwordless.passkeys.addedOn', { added: formatDate(passkey.createdAt) })}
                  </p>
                </div>
                <div className="flex shrink-0 gap-1">
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() => setRenaming(passkey)}
                    aria-label={t('passwordless.passkeys.renameNamed', {
                      name: passkey.name ?? t('passwordless.passkeys.unnamed'),
                    })}
                  >
                    <Pencil /> {t('passwordless.passkeys.rename')}
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() => setRemoving(passkey)}
                    aria-label={t('passwordless.passkeys.removeNamed', {
                      name: passkey.name ?? t('passwordless.passkeys.unnamed'),
                    })}
                  >
                    <Trash2 /> {t('passwordless.passkeys.remove')}
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
        {supported ? (
          <form
            onSubmit={onAdd}
            noValidate
            className="grid gap-2"
            aria-label={t('passwordless.passkeys.add')}
          >
            <FormError message={addError ?? undefined} />
            <Label htmlFor="passkey-name">{t('passwordless.passkeys.nameLabel')}</Label>
            <div className="flex flex-col gap-2 sm:flex-row">
              <Input
                id="passkey-name"
                value={name}
                maxLength={PASSKEY_NAME_MAX}
                placeholder={t('passwordless.passkeys.namePlaceholder')}
                onChange={(event) => setName(event.target.value)}
              />
              <Button type="submit" loading={add.isPending} className="shrink-0">
                <KeyRound /> {t('passwordless.passkeys.add')}
              </Button>
            </div>
          </form>
        ) : (
          <p className="text-muted-foreground text-sm">{t('passwordless.passkeys.unsupported')}</p>
        )}
      </CardContent>
      <PasskeyRenameDialog
        passkey={renaming}
        onClose={() => setRenaming(null)}
        onRenamed={(data) => {
          queryClient.setQueryData(passkeysKey, data);
          setRenaming(null);
        }}
      />
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => (open ? null : setRemoving(null))}
        title={t('passwordless.passkeys.removeTitle')}
        description={t('passwordless.passkeys.removeDescription', {
          name: removing?.name ?? t('passwordless.passkeys.unnamed'),
        })}
        cancelLabel={t('passwordless.passkeys.cancel')}
        confirmLabel={t('passwordless.passkeys.remove')}
        destructive
        pending={remove.isPending}
        onConfirm={() => removing && remove.mutate(removing.id)}
      />
    </Card>
  );
}
