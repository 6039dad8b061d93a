import type { ServerErrorView } from '@shared/contracts/system';
import { Bug } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { useT } from '@/i18n/provider';
import { formatDateTime } from '@/lib/utils';
import { timeAgo } from '../dashboard/use-dashboard';

/**
 * The 20 newest server errors: when, the request (method, route template, id, to find its log
 * lines), the error and, on demand, its first stack frames.
 */
export function LastErrors({ errors }: { errors: ServerErrorView[] }) {
  const t = useT();
  return (
    <section aria-labelledby="system-errors-title" className="mb-8">
      <h2 id="system-errors-title" className="mb-1 font-semibold text-lg">
        {t('admin-system.errors.title')}
      </h2>
      <p className="mb-3 text-muted-foreground text-sm">{t('admin-system.errors.description')}</p>
      {errors.length === 0 ? (
        <EmptyState
          icon={Bug}
          title={t('admin-system.errors.empty.title')}
          description={t('admin-system.errors.empty.description')}
        />
      ) : (
        <ol className="grid gap-3">
          {errors.map((error) => (
            <li key={error.id}>
              <ErrorCard error={error} />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function ErrorCard({ error }: { error: ServerErrorView }) {
  const t = useT();
  return (
    <Card className="gap-2 p-4" data-testid="server-error" data-request-id={error.requestId}>
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <Badge variant="destructive">{error.status}</Badge>
        <span className="min-w-0 break-all font-mono" translate="no" data-testid="server-error-route">
          {error.method} {error.route ?? t('admin-system.errors.noRoute')}
        </span>
        <time
          className="ml-auto text-muted-foreground"
          dateTime={error.occurredAt}
          title={formatDateTime(error.occurredAt)}
        >
          {timeAgo(error.occurredAt)}
        </time>
      </div>
      <p className="break-words font-mono text-sm" translate="no" data-testid="server-error-message">
        <span className="font-semibold">{error.errorName}</span>: {error.message}
      </p>
      <p className="text-muted-foreground text-xs">
        {t('admin-system.errors.request')}{' '}
        <span className="break-all font-mono" translate="no">
          {error.requestId}
        </span>
        {' · '}
        {t('admin-system.errors.release')}{' '}
        <span className="font-mono" translate="no">
          {error.release}
        </span>
      </p>
      {error.stack ? (
        <details className="text-xs">
          <summary className="cursor-pointer text-muted-foreground">{t('admin-system.errors.stack')}</summary>
          <pre
            className="mt-2 whitespace-pre-wrap break-all rounded-md bg-muted p-2 font-mono"
            translate="no"
          >
            {error.stack}
          </pre>
        </details>
      ) : null}
    </Card>
  );
}
