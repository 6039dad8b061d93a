import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ShieldCheck, ShieldOff } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useT } from '@/i18n/provider';
import { type TwoFactorSetup, twoFactorApi } from '@/lib/api/two-factor';
import { apiErrorMessage } from '@/lib/forms';
import { useMe } from '@/lib/session';
import { BackupCodesPanel } from './backup-codes-panel';
import { useHasPassword } from './has-password';
import { QrCode } from './qr-code';
import { CodeForm, ConfirmForm, DisableForm } from './two-factor-forms';

const statusKey = ['me', 'two-factor'] as const;

/** What the card shows besides the status: a form, the setup, or codes to save. */
type Step =
  | { kind: 'idle' }
  | { kind: 'enable-password' }
  | { kind: 'setup'; setup: TwoFactorSetup }
  | { kind: 'codes'; codes: string[] }
  | { kind: 'regenerate-password' }
  | { kind: 'disable' };

/**
 * Two-factor authentication on /account/security: turn it on (password, or the e-mailed code for
 * an account without one → QR code and key →
 * a code from the app → the ten backup codes, shown once), new backup codes, turn it off.
 */
export function TwoFactorCard() {
  const t = useT();
  const me = useMe();
  const queryClient = useQueryClient();
  const status = useQuery({ queryKey: statusKey, queryFn: twoFactorApi.status });
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const idle = () => setStep({ kind: 'idle' });
  const refresh = () => queryClient.invalidateQueries({ queryKey: statusKey });
  const enabled = status.data?.enabled;
  // An account without a password confirms each change with an e-mailed code instead.
  const withCode = useHasPassword() === false;

  const body = (() => {
    switch (step.kind) {
      case 'enable-password':
        return (
          <ConfirmForm
            label={t('two-factor.card.enable')}
            submitLabel={t('two-factor.card.continue')}
            withCode={withCode}
            onSubmit={async (confirmation) =>
              setStep({ kind: 'setup', setup: await twoFactorApi.enable(confirmation) })
            }
            onCancel={idle}
          />
        );
      case 'setup':
        return (
          <div className="grid gap-4" data-testid="two-factor-setup">
            <p className="text-sm">{t('two-factor.setup.scan')}</p>
            <QrCode text={step.setup.totpUri} label={t('two-factor.setup.qrLabel')} />
            <div className="grid gap-1">
              <span className="text-muted-foreground text-sm">{t('two-factor.setup.secret')}</span>
              <code className="break-all font-mono text-sm" translate="no" data-testid="two-factor-secret">
                {step.setup.secret}
              </code>
            </div>
            <CodeForm
              label={t('two-factor.setup.verifyCode')}
              submitLabel={t('two-factor.setup.verify')}
              onSubmit={async (code) => {
                await twoFactorApi.verify(code);
                toast.success(t('two-factor.card.enabled'));
                await refresh();
                setStep({ kind: 'codes', codes: step.setup.backupCodes });
              }}
              onCancel={idle}
            />
          </div>
        );
      case 'codes':
        return <BackupCodesPanel codes={step.codes} email={me.data?.email ?? ''} onDone={idle} />;
      case 'regenerate-password':
        return (
          <ConfirmForm
            label={t('two-factor.card.regenerate')}
            submitLabel={t('two-factor.card.regenerate')}
            withCode={withCode}
            onSubmit={async (confirmation) => {
              const { backupCodes } = await twoFactorApi.regenerateBackupCodes(confirmation);
              setStep({ kind: 'codes', codes: backupCodes });
            }}
            onCancel={idle}
          />
        );
      case 'disable':
        return (
          <DisableForm
            withCode={withCode}
            onSubmit={async (values) => {
              await twoFactorApi.disable(values);
              toast.success(t('two-factor.card.disabled'));
              await refresh();
              idle();
            }}
            onCancel={idle}
          />
        );
      default:
        return enabled ? (
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" onClick={() => setStep({ kind: 'regenerate-password' })}>
              {t('two-factor.card.regenerate')}
            </Button>
            <Button variant="outline" onClick={() => setStep({ kind: 'disable' })}>
              {t('two-factor.card.disable')}
            </Button>
          </div>
        ) : (
          <div>
            <Button onClick={() => setStep({ kind: 'enable-password' })}>
              {t('two-factor.card.enable')}
            </Button>
          </div>
        );
    }
  })();

  return (
    <Card data-testid="two-factor-card">
      <CardHeader className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="grid gap-1.5">
          <CardTitle>{t('two-factor.card.title')}</CardTitle>
          <CardDescription>{t('two-factor.card.description')}</CardDescription>
        </div>
        {enabled === undefined ? null : enabled ? (
          <Badge variant="success" data-testid="two-factor-status">
            <ShieldCheck /> {t('two-factor.card.on')}
          </Badge>
        ) : (
          <Badge variant="secondary" data-testid="two-factor-status">
            <ShieldOff /> {t('two-factor.card.off')}
          </Badge>
        )}
      </CardHeader>
      <CardContent>
        {status.isError ? (
          <p className="text-destructive text-sm">
            {t('two-factor.card.loadFailed', { reason: apiErrorMessage(status.error) })}
          </p>
        ) : status.data ? (
          body
        ) : (
          <Skeleton className="h-10 w-48" />
        )}
      </CardContent>
    </Card>
  );
}
