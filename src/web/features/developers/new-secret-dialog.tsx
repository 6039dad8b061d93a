/**
 * The new key's secret, the one time it is shown: copy it, with a warning that it cannot be seen
 * again, and the `curl` lines that use it. Closing forgets it; the list keeps only its prefix.
 */
import type { ApiKeyView } from '@shared/contracts/api-keys';
import { TriangleAlert } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { useT } from '@/i18n/provider';
import { CopyButton } from './copy-button';
import { CurlExamples } from './curl-examples';

export interface CreatedKey {
  apiKey: ApiKeyView;
  secret: string;
}

export function NewSecretDialog({ created, onClose }: { created: CreatedKey | null; onClose: () => void }) {
  const t = useT();
  return (
    <Dialog open={created !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent
        className="max-h-[90dvh] overflow-y-auto sm:max-w-2xl"
        data-testid="api-key-secret-dialog"
      >
        <DialogHeader>
          <DialogTitle>{t('developers.secret.title', { name: created?.apiKey.name ?? '' })}</DialogTitle>
          <DialogDescription>{t('developers.secret.description')}</DialogDescription>
        </DialogHeader>
        {created ? (
          <div className="grid gap-4">
            <Alert data-testid="api-key-secret-warning">
              <TriangleAlert />
              <AlertTitle className="line-clamp-none">{t('developers.secret.warningTitle')}</AlertTitle>
              <AlertDescription>{t('developers.secret.warning')}</AlertDescription>
            </Alert>
            <div className="grid gap-2">
              <code
                className="break-all rounded-lg border bg-muted p-3 font-mono text-sm"
                translate="no"
                data-testid="api-key-secret"
              >
                {created.secret}
              </code>
              <CopyButton text={created.secret} label={t('developers.secret.copy')} testId="api-key-copy" />
            </div>
            <CurlExamples secret={created.secret} />
            <Button type="button" className="justify-self-end" onClick={onClose}>
              {t('developers.secret.done')}
            </Button>
          </div>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
