import { Link } from '@tanstack/react-router';
import { RotateCw } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import type { OutboxEmail } from '@/lib/api/emails';
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
  return (
    <Dialog open={email !== null} onOpenChange={(open) => (open ? null : onClose())}>
      {email ? (
        <DialogContent className="sm:max-w-4xl" data-testid="email-detail">
          <DialogHeader>
            <DialogTitle className="break-words">{email.subject}</DialogTitle>
            <DialogDescription asChild>
              <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                <dt className="text-muted-foreground">To</dt>
                <dd className="break-all text-foreground">{email.to}</dd>
                <dt className="text-muted-foreground">Sent</dt>
                <dd className="text-foreground">{formatDateTime(email.createdAt)}</dd>
                <dt className="text-muted-foreground">Template</dt>
                <dd className="text-foreground">
                  {email.template ? (
                    <Link
                      to="/dashboard/admin/email-templates"
                      search={{ template: email.template }}
                      className="underline-offset-4 hover:underline"
                    >
                      {email.template}
                    </Link>
                  ) : (
                    '—'
                  )}
                </dd>
                <dt className="text-muted-foreground">Status</dt>
                <dd className="flex flex-wrap items-center gap-2 text-foreground">
                  <EmailStatusBadge status={email.status} />
                  {email.attempts ? (
                    <span data-testid="email-detail-attempts">
                      {email.attempts} {email.attempts === 1 ? 'attempt' : 'attempts'}
                    </span>
                  ) : null}
                  {email.status === 'queued' && email.nextAttemptAt ? (
                    <span className="text-muted-foreground">
                      next try {formatDateTime(email.nextAttemptAt)}
                    </span>
                  ) : null}
                </dd>
              </dl>
            </DialogDescription>
          </DialogHeader>
          {email.error ? (
            <Alert variant="destructive">
              <AlertTitle>{email.status === 'failed' ? 'Delivery failed' : 'Last attempt failed'}</AlertTitle>
              <AlertDescription>{email.error}</AlertDescription>
            </Alert>
          ) : null}
          {email.status === 'failed' && onRetry ? (
            <Button variant="outline" className="justify-self-start" onClick={() => onRetry(email)}>
              <RotateCw /> Retry
            </Button>
          ) : null}
          <Tabs defaultValue="html">
            <TabsList>
              <TabsTrigger value="html">HTML</TabsTrigger>
              <TabsTrigger value="text">Text</TabsTrigger>
            </TabsList>
            <TabsContent value="html">
              {/* sandbox="" blocks scripts, forms and same-origin access inside the e-mail. */}
              <iframe
                title="E-mail HTML preview"
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
                {email.text || 'This e-mail has no text version.'}
              </pre>
            </TabsContent>
          </Tabs>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
