import type { OutboxEmail } from '@shared/contracts/emails';
import { Link } from '@tanstack/react-router';
import { RotateCw } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useT } from '@/i18n/provider';
import { formatDateTime } from '@/lib/utils';
import { EmailStatusBadge } from './email-status-badge';

/** One e-mail: headers, the HTML in a sandboxed frame (no scripts, no same-origin), and the text. */
export function EmailDetailDialog({
  email,
  onClose,
  onRetry,
}: {
  email: OutboxEmail | null;
  onClose: () => void;
  /** Offered for a failed e-mail. */
  onRetry?: (email: OutboxEmail) => void;
}) {
  const t = useT();
  return (
    <Dialog open={email !== null} onOpenChange={(open) => (open ? null : onClose())}>
      {email ? (
        <DialogContent className="sm:max-w-4xl" data-testid="email-detail">
          <DialogHeader>
            <DialogTitle className="break-words">
              <span data-content>{email.subject}</span>
            </DialogTitle>
            <DialogDescription asChild>
              <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                <dt className="text-muted-foreground">{t('admin-emails.detail.to')}</dt>
                <dd className="break-all text-foreground" translate="no">
                  {email.to}
                </dd>
                <dt className="text-muted-foreground">{t('admin-emails.detail.sent')}</dt>
                <dd className="text-foreground">{formatDateTime(email.createdAt)}</dd>
                <dt className="text-muted-foreground">{t('admin-emails.detail.template')}</dt>
                <dd className="text-foreground">
                  {email.template ? (
                    <Link
                      to="/dashboard/admin/email-templates"
                      search={{ template: email.template }}
                      className="underline-offset-4 hover:underline"
                      translate="no"
                    >
                      {email.template}
                    </Link>
                  ) : (
                    '—'
                  )}
                </dd>
                <dt className="text-muted-foreground">{t('admin-emails.detail.status')}</dt>
                <dd className="flex flex-wrap items-center gap-2 text-foreground">
                  <EmailStatusBadge status={email.status} />
                  {email.attempts ? (
                    <span data-testid="email-detail-attempts">
                      {t('admin-emails.attempts', { count: email.attempts })}
                    </span>
                  ) : null}
                  {email.status === 'queued' && email.nextAttemptAt ? (
                    <span className="text-muted-foreground">
                      {t('admin-emails.detail.nextTry', { date: formatDateTime(email.nextAttemptAt) })}
                    </span>
                  ) : null}
                </dd>
              </dl>
            </DialogDescription>
          </DialogHeader>
          {email.error ? (
            <Alert variant="destructive">
              <AlertTitle>
                {email.status === 'failed'
                  ? t('admin-emails.detail.deliveryFailed')
                  : t('admin-emails.detail.lastAttemptFailed')}
              </AlertTitle>
              <AlertDescription translate="no">{email.error}</AlertDescription>
            </Alert>
          ) : null}
          {email.status === 'failed' && onRetry ? (
            <Button variant="outline" className="justify-self-start" onClick={() => onRetry(email)}>
              <RotateCw /> {t('admin-emails.retry')}
            </Button>
          ) : null}
          <Tabs defaultValue="html">
            <TabsList>
              <TabsTrigger value="html">{t('admin-emails.detail.html')}</TabsTrigger>
              <TabsTrigger value="text">{t('admin-emails.detail.text')}</TabsTrigger>
            </TabsList>
            <TabsContent value="html">
              {/* sandbox="" blocks scripts, forms and same-origin access inside the e-mail. */}
              <iframe
                title={t('admin-emails.detail.htmlPreview')}
                sandbox=""
                srcDoc={email.html}
                className="h-[55vh] w-full rounded-md border bg-white"
                data-testid="email-html"
              />
            </TabsContent>
            <TabsContent value="text">
              <pre
                className="max-h-[55vh] overflow-auto whitespace-pre-wrap break-words rounded-md border bg-muted/40 p-4 font-mono text-xs"
                data-testid="email-text"
              >
                {email.text ? <span data-content>{email.text}</span> : t('admin-emails.detail.noText')}
              </pre>
            </TabsContent>
          </Tabs>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
