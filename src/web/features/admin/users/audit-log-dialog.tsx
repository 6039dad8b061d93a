import type { SecurityLogEntry } from '@shared/contracts/security-logs';
import { ScrollText } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { FormattedMessage, useT } from '@/i18n/provider';
import { LogDetailDialog } from '../security-logs/log-detail-dialog';
import { SecurityLogTable } from '../security-logs/security-log-table';
import type { UserDialogProps } from './dialog-props';
import { useUserAuditLog } from './use-users';

/** The user's full audit log: events about them and events they caused as an admin, paginated. */
export function AuditLogDialog({ user, open, onOpenChange }: UserDialogProps) {
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<SecurityLogEntry | null>(null);
  const log = useUserAuditLog(user.id, page, open);
  const t = useT();

  useEffect(() => {
    if (open) setPage(1);
  }, [open]);

  return (
    <>
      <Dialog open={open} onOpenChange={onOpenChange}>
        {/* The dialog fits the viewport: its header (title, close) stays, its body scrolls. */}
        <DialogContent
          className="flex max-h-[calc(100dvh-2rem)] flex-col overflow-hidden sm:max-w-4xl"
          data-testid="audit-log-dialog"
        >
          <DialogHeader className="shrink-0">
            <DialogTitle>
              <FormattedMessage
                id="admin-users.audit.title"
                values={{ name: <span translate="no">{user.name || user.email}</span> }}
              />
            </DialogTitle>
            <DialogDescription>{t('admin-users.audit.description')}</DialogDescription>
          </DialogHeader>
          <div className="-mx-1 min-h-0 flex-1 overflow-y-auto px-1" data-testid="audit-log-body">
            {log.isError ? (
              <RetryAlert
                title={t('admin-users.audit.loadError')}
                query={log}
                label={t('admin.list.retry')}
              />
            ) : log.isPending ? (
              <div className="grid gap-2">
                {Array.from({ length: 5 }, (_, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
                  <Skeleton key={index} className="h-9 w-full" />
                ))}
              </div>
            ) : log.data.logs.length === 0 ? (
              <EmptyState icon={ScrollText} title={t('admin-users.audit.empty')} className="py-8" />
            ) : (
              <div className="grid min-w-0 gap-4">
                <div className="min-w-0 overflow-hidden rounded-lg border">
                  <SecurityLogTable
                    logs={log.data.logs}
                    onSelect={setSelected}
                    dimmed={log.isPlaceholderData}
                    showIp={false}
                    showActor
                    testId="audit-log-table"
                  />
                </div>
                <Pagination
                  page={log.data.pagination.page}
                  totalPages={log.data.pagination.totalPages}
                  total={log.data.pagination.total}
                  disabled={log.isFetching}
                  onPageChange={setPage}
                />
              </div>
            )}
          </div>
        </DialogContent>
      </Dialog>
      <LogDetailDialog entry={selected} onClose={() => setSelected(null)} />
    </>
  );
}
