/**
 * A webhook endpoint's signing secret, the one time it is shown (after adding the endpoint, or
 * rotating its secret): copy it into the receiver's configuration. Closing forgets it.
 */
import { TriangleAlert } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { useT } from '@/i18n/provider';
import { CopyButton } from './copy-button';

export interface ShownSecret {
  url: string;
  secret: string;
  rotated: boolean;
}

export function WebhookSecretDialog({ shown, onClose }: { shown: ShownSecret | null; onClose: () => void }) {
  const t = useT();
  return (
    <Dialog open={shown !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent
        className="max-h-[90dvh] overflow-y-auto sm:max-w-xl"
        data-testid="webhook-secret-dialog"
      >
        <DialogHeader>
          <DialogTitle>{t('developers.webhooks.secret.title')}</DialogTitle>
          <DialogDescription>
            {shown?.rotated
              ? t('developers.webhooks.secret.rotatedDescription', { url: shown.url })
              : t('developers.webhooks.secret.description', { url: shown?.url ?? '' })}
          </DialogDescription>
        </DialogHeader>
        {shown ? (
          <div className="grid gap-4">
            <Alert>
              <TriangleAlert />
              <AlertTitle className="line-clamp-none">
                {t('developers.webhooks.secret.warningTitle')}
              </AlertTitle>
              <AlertDescription>{t('developers.webhooks.secret.warning')}</AlertDescription>
            </Alert>
            <code
              className="break-all rounded-lg border bg-muted p-3 font-mono text-sm"
              translate="no"
              data-testid="webhook-secret"
            >
              {shown.secret}
            </code>
            <CopyButton
              text={shown.secret}
              label={t('developers.webhooks.secret.copy')}
              testId="webhook-copy"
            />
            <Button type="button" className="justify-self-end" onClick={onClose}>
              {t('developers.webhooks.secret.done')}
            </Button>
          </div>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
