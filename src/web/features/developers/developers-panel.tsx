/**
 * A space's API keys (the personal space's on /account/developers, an organization's on its
 * developers page): the list with Revoke, "Create key", the new secret shown once, and how to call
 * the API. When the plan has no API access the upgrade prompt stands where the create button was.
 */
import type { ApiKeyView } from '@shared/contracts/api-keys';
import { useQueryClient } from '@tanstack/react-query';
import { KeyRound, Plus } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { ConfirmDialog } from '@/components/dialogs/confirm-dialog';
import { useConfirmAction } from '@/components/dialogs/use-confirm-action';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { useT } from '@/i18n/provider';
import { t as translate } from '@/i18n/store';
import { UpgradePrompt } from '../billing/upgrade-prompt';
import type { ActiveSpace } from '../organizations/use-active-space';
import { useApiAccess } from './api-access-refusal';
import { ApiKeyList } from './api-key-list';
import { CreateKeyDialog } from './create-key-dialog';
import { CurlExamples } from './curl-examples';
import { type CreatedKey, NewSecretDialog } from './new-secret-dialog';
import { createApiKey, type NewApiKey, refreshApiKeys, revokeApiKey, useApiKeys } from './use-api-keys';

export function DevelopersPanel({ space }: { space: ActiveSpace }) {
  const t = useT();
  const queryClient = useQueryClient();
  const access = useApiAccess(space);
  const list = useApiKeys(space);
  const [creating, setCreating] = useState(false);
  // The answer of the create, with its secret: held only while its dialog is open.
  const [created, setCreated] = useState<CreatedKey | null>(null);

  const create = async (key: NewApiKey) => {
    const answer = await createApiKey(space, key);
    setCreating(false);
    setCreated(answer);
    toast.success(translate('developers.toast.created', { name: answer.apiKey.name }));
    await refreshApiKeys(queryClient);
  };

  const revocation = useConfirmAction(async (key: ApiKeyView) => {
    await revokeApiKey(key.id);
    await refreshApiKeys(queryClient);
    return translate('developers.toast.revoked', { name: key.name });
  });

  const allowed = access.state === 'allowed';
  const keys = list.data?.apiKeys ?? [];
  return (
    <div className="grid gap-6" data-testid="api-keys-section">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h2 className="font-semibold text-xl tracking-tight">{t('developers.keys.title')}</h2>
        {allowed ? (
          <Button onClick={() => setCreating(true)} data-testid="api-key-new">
            <Plus /> {t('developers.keys.create')}
          </Button>
        ) : null}
      </div>
      {access.state === 'refused' ? (
        <UpgradePrompt error={access.refusal} space={space} takeFocus={false} />
      ) : null}

      {list.isPending || access.state === 'loading' ? (
        <Skeleton className="h-32 w-full" data-testid="api-keys-loading" />
      ) : list.isError ? (
        <RetryAlert title={t('developers.keys.loadFailed')} label={t('developers.keys.retry')} query={list} />
      ) : keys.length === 0 ? (
        allowed ? (
          <EmptyState
            icon={KeyRound}
            title={t('developers.keys.emptyTitle')}
            description={t('developers.keys.emptyDescription')}
          >
            <Button onClick={() => setCreating(true)}>
              <Plus /> {t('developers.keys.create')}
            </Button>
          </EmptyState>
        ) : null
      ) : (
        <ApiKeyList apiKeys={keys} onRevoke={revocation.ask} />
      )}

      <Card>
        <CardHeader>
          <CardTitle>{t('developers.examples.title')}</CardTitle>
          <CardDescription>{t('developers.examples.description')}</CardDescription>
        </CardHeader>
        <CardContent>
          <CurlExamples />
        </CardContent>
      </Card>

      <CreateKeyDialog open={creating} onOpenChange={setCreating} space={space} onCreate={create} />
      <NewSecretDialog created={created} onClose={() => setCreated(null)} />
      <ConfirmDialog
        {...revocation.dialog}
        testId="api-key-revoke-dialog"
        destructive
        title={t('developers.revoke.title', { name: revocation.pending?.name ?? '' })}
        description={t('developers.revoke.description')}
        confirmLabel={t('developers.revoke.confirm')}
        cancelLabel={t('developers.revoke.cancel')}
      />
    </div>
  );
}
