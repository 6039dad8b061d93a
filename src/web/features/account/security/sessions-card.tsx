import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { LogOut, MonitorSmartphone } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { ConfirmDialog } from '@/components/dialogs/confirm-dialog';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { useT } from '@/i18n/provider';
import { t as translate } from '@/i18n/store';
import { accountSecurityApi, type SessionItem } from '@/lib/api/account-security';
import { apiErrorMessage } from '@/lib/forms';
import { formatDateTime } from '@/lib/utils';
import { deviceOf } from './device';

const sessionsKey = ['me', 'sessions'] as const;

/** The active sessions: device, address, last activity; revoke one, or every other one (asked first). */
export function SessionsCard() {
  const t = useT();
  const queryClient = useQueryClient();
  const sessions = useQuery({ queryKey: sessionsKey, queryFn: accountSecurityApi.sessions });
  const refresh = () => queryClient.invalidateQueries({ queryKey: sessionsKey });
  const revoke = useMutation({
    mutationFn: accountSecurityApi.revokeSession,
    onSuccess: async () => {
      toast.success(translate('account-security.sessions.revoked'));
      await refresh();
    },
    onError: (error) => toast.error(apiErrorMessage(error)),
  });
  const [confirmingOthers, setConfirmingOthers] = useState(false);
  const revokeOthers = useMutation({
    mutationFn: accountSecurityApi.revokeOthers,
    onSuccess: async ({ revoked }) => {
      toast.success(translate('account-security.sessions.othersRevoked', { count: revoked }));
      await refresh();
    },
    onError: (error) => toast.error(apiErrorMessage(error)),
    onSettled: () => setConfirmingOthers(false),
  });
  const list = sessions.data?.sessions ?? [];
  const others = list.filter((session) => !session.current).length;

  return (
    <Card data-testid="sessions-card">
      <CardHeader>
        <CardTitle>{t('account-security.sessions.title')}</CardTitle>
        <CardDescription>{t('account-security.sessions.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {sessions.isError ? (
          <RetryAlert title={t('account-security.sessions.loadFailed')} query={sessions} />
        ) : sessions.isPending ? (
          <Skeleton className="h-16 w-full" />
        ) : (
          <ul className="grid gap-2">
            {list.map((session) => (
              <SessionRow
                key={session.id}
                session={session}
                pending={revoke.isPending && revoke.variables === session.id}
                onRevoke={() => revoke.mutate(session.id)}
              />
            ))}
          </ul>
        )}
        {others > 0 ? (
          <div>
            <Button variant="outline" size="sm" onClick={() => setConfirmingOthers(true)}>
              <LogOut /> {t('account-security.sessions.revokeOthers')}
            </Button>
          </div>
        ) : null}
        <ConfirmDialog
          open={confirmingOthers}
          onOpenChange={setConfirmingOthers}
          pending={revokeOthers.isPending}
          onConfirm={() => revokeOthers.mutate()}
          title={t('account-security.sessions.confirmOthers.title')}
          description={t('account-security.sessions.confirmOthers.description', { count: others })}
          confirmLabel={t('account-security.sessions.confirmOthers.confirm')}
          cancelLabel={t('account-security.sessions.confirmOthers.cancel')}
          destructive
        />
      </CardContent>
    </Card>
  );
}

function SessionRow({
  session,
  pending,
  onRevoke,
}: {
  session: SessionItem;
  pending: boolean;
  onRevoke: () => void;
}) {
  const t = useT();
  const { browser, os } = deviceOf(session.userAgent);
  const device =
    browser && os
      ? t('account-security.sessions.browserOn', { browser, os })
      : (browser ?? os ?? t('account-security.sessions.unknownDevice'));
  return (
    <li
      className="flex flex-wrap items-center justify-between gap-3 rounded-md border p-3"
      data-testid="session-row"
    >
      <div className="flex min-w-0 items-start gap-3">
        <MonitorSmartphone className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2 font-medium text-sm">
            <span translate="no">{device}</span>
            {session.current ? (
              <Badge variant="success">{t('account-security.sessions.thisDevice')}</Badge>
            ) : null}
            {session.impersonatedBy ? (
              <Badge variant="warning">{t('account-security.sessions.byAdmin')}</Badge>
            ) : null}
          </div>
          <p className="text-muted-foreground text-xs">
            {t('account-security.sessions.details', {
              address: session.ipAddress ?? '—',
              lastActive: formatDateTime(session.lastActiveAt),
            })}
          </p>
        </div>
      </div>
      {session.current ? null : (
        <Button variant="ghost" size="sm" loading={pending} onClick={onRevoke}>
          {t('account-security.sessions.revoke')}
        </Button>
      )}
    </li>
  );
}
