/**
 * A space's keys, one row each: name, prefix, scopes, created, expiry, last use (when and from
 * which address) and Revoke. The secret itself is never listed: only its first characters.
 */
import type { ApiKeyView } from '@shared/contracts/api-keys';
import { Trash2 } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useT } from '@/i18n/provider';
import { formatDate, formatDateTime } from '@/lib/utils';

export function ApiKeyList({
  apiKeys,
  onRevoke,
}: {
  apiKeys: ApiKeyView[];
  onRevoke: (key: ApiKeyView) => void;
}) {
  const t = useT();
  return (
    <ul className="divide-y rounded-xl border" data-testid="api-key-list">
      {apiKeys.map((key) => (
        <li
          key={key.id}
          className="flex flex-col gap-3 p-4 sm:flex-row sm:items-start"
          data-testid="api-key-row"
        >
          <div className="min-w-0 flex-1 space-y-2">
            <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
              <h3 className="break-words font-medium" translate="no" data-testid="api-key-name">
                {key.name}
              </h3>
              <code
                className="font-mono text-muted-foreground text-sm"
                translate="no"
                data-testid="api-key-prefix"
              >
                {`${key.prefix}…`}
              </code>
            </div>
            <ul className="flex flex-wrap gap-1.5" aria-label={t('developers.list.scopes')}>
              {key.scopes.map((scope) => (
                <li key={scope}>
                  <Badge variant="secondary" className="font-mono" translate="no">
                    {scope}
                  </Badge>
                </li>
              ))}
            </ul>
            <dl className="grid gap-x-4 gap-y-1 text-muted-foreground text-xs sm:grid-cols-3">
              <Fact term={t('developers.list.created')} value={formatDate(key.createdAt)} />
              <Fact
                term={t('developers.list.expires')}
                value={key.expiresAt ? formatDate(key.expiresAt) : t('developers.list.never')}
              />
              <Fact
                term={t('developers.list.lastUsed')}
                value={
                  key.lastUsedAt
                    ? key.lastUsedIp
                      ? t('developers.list.lastUsedFrom', {
                          date: formatDateTime(key.lastUsedAt),
                          address: key.lastUsedIp,
                        })
                      : formatDateTime(key.lastUsedAt)
                    : t('developers.list.neverUsed')
                }
              />
            </dl>
          </div>
          <Button variant="outline" size="sm" onClick={() => onRevoke(key)}>
            <Trash2 /> {t('developers.list.revoke')}
            <span className="sr-only" translate="no">
              {` ${key.name}`}
            </span>
          </Button>
        </li>
      ))}
    </ul>
  );
}

function Fact({ term, value }: { term: string; value: string }) {
  return (
    <div className="flex gap-1">
      <dt>{term}:</dt>
      <dd className="text-foreground">{value}</dd>
    </div>
  );
}
