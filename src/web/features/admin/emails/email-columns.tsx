import type { OutboxEmail } from '@shared/contracts/emails';
import { Link } from '@tanstack/react-router';
import { RotateCw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { t } from '@/i18n/store';
import { formatDateTime } from '@/lib/utils';
import { noValue } from '../list-kit/cells';
import { actionsColumn, type Column } from '../list-kit/data-table';
import { RowOpenButton } from '../list-kit/row-open-button';
import { EmailStatusBadge } from './email-status-badge';

/**
 * The columns of the outbox: `onOpen` shows an e-mail, `onRetry` asks to send a failed one again.
 * Built while the page renders, so the words are in the language of that moment.
 */
export function emailColumns({
  onOpen,
  onRetry,
}: {
  onOpen: (email: OutboxEmail) => void;
  onRetry: (email: OutboxEmail) => void;
}): Column<OutboxEmail>[] {
  return [
    {
      id: 'recipient',
      header: t('admin-emails.column.recipient'),
      className: 'max-w-[calc(100vw-14rem)] sm:max-w-[12rem]',
      cell: (email) => (
        <>
          <div className="truncate font-medium" translate="no">
            {email.to}
          </div>
          {/* Phones have no room for a subject column: it goes under the recipient. */}
          <div className="truncate text-muted-foreground text-xs sm:hidden" data-content>
            {email.subject}
          </div>
        </>
      ),
    },
    {
      id: 'subject',
      header: t('admin-emails.column.subject'),
      headClassName: 'hidden sm:table-cell',
      className: 'hidden max-w-[20rem] sm:table-cell',
      cell: (email) => (
        <RowOpenButton onClick={() => onOpen(email)} data-testid="email-subject" data-content>
          {email.subject}
        </RowOpenButton>
      ),
    },
    {
      id: 'template',
      header: t('admin-emails.column.template'),
      className: 'hidden md:table-cell',
      cell: (email) =>
        email.template ? (
          <Link
            to="/dashboard/admin/email-templates"
            search={{ template: email.template }}
            className="text-muted-foreground hover:text-foreground hover:underline"
            data-testid="email-template-link"
            translate="no"
          >
            {email.template}
          </Link>
        ) : (
          noValue
        ),
    },
    {
      id: 'status',
      header: t('admin-emails.column.status'),
      className: 'max-w-[12rem]',
      cell: (email) => (
        <>
          <EmailStatusBadge status={email.status} />
          {(email.attempts ?? 0) > 1 || (email.status === 'failed' && email.attempts) ? (
            <div className="mt-1 text-muted-foreground text-xs" data-testid="email-attempts">
              {t('admin-emails.attempts', { count: email.attempts ?? 0 })}
            </div>
          ) : null}
          {email.error ? (
            <div
              className="mt-1 truncate text-destructive text-xs"
              title={email.error}
              data-testid="email-error"
              translate="no"
            >
              {email.error}
            </div>
          ) : null}
        </>
      ),
    },
    {
      id: 'date',
      header: t('admin-emails.column.date'),
      headClassName: 'hidden sm:table-cell',
      className: 'hidden whitespace-nowrap text-muted-foreground sm:table-cell',
      cell: (email) => formatDateTime(email.createdAt),
    },
    actionsColumn((email) =>
      email.status === 'failed' ? (
        <Button size="sm" variant="outline" onClick={() => onRetry(email)}>
          <RotateCw /> {t('admin-emails.retry')}
        </Button>
      ) : null,
    ),
  ];
}
