import type { ContactSubmission } from '@shared/contracts/contact';
import { Mail, MailOpen, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { ConfirmDialog } from '@/components/dialogs/confirm-dialog';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { SheetDescription, SheetHeader, SheetTitle } from '@/components/ui/sheet';
import { useT } from '@/i18n/provider';
import { errorText } from '@/lib/forms';
import { formatDateTime } from '@/lib/utils';
import { DetailSheet, DetailText, type OpenRowSheetProps } from '../list-kit/detail-sheet';
import { useFreshRow } from '../list-kit/use-open-row';
import { ReplyForm } from './contact-reply-form';
import { useContactAction } from './use-contact-submissions';

/** One submission in a side panel: the message, mark read/unread, reply and delete. */
export function ContactDetailSheet({ row, ...sheet }: OpenRowSheetProps<ContactSubmission>) {
  const t = useT();
  return (
    <DetailSheet
      {...sheet}
      testId="contact-details"
      title={t('admin-contact.detail.title')}
      problem={{
        title: t('admin-contact.detail.missing.title'),
        description: t('admin-contact.detail.missing.description'),
      }}
    >
      {row ? <SubmissionDetails submission={row} onDeleted={sheet.onClose} /> : null}
    </DetailSheet>
  );
}

function SubmissionDetails({
  submission: fromList,
  onDeleted,
}: {
  submission: ContactSubmission;
  onDeleted: () => void;
}) {
  const t = useT();
  const [submission, setSubmission] = useFreshRow(fromList);
  const action = useContactAction();
  const [confirmDelete, setConfirmDelete] = useState(false);

  const toggleRead = async () => {
    const kind = submission.read ? 'unread' : 'read';
    try {
      const result = (await action.mutateAsync({ kind, id: submission.id })) as {
        submission: ContactSubmission;
      };
      setSubmission(result.submission);
      toast.success(
        kind === 'read' ? t('admin-contact.toast.markedRead') : t('admin-contact.toast.markedUnread'),
      );
    } catch (error) {
      toast.error(errorText(error));
    }
  };

  const remove = async () => {
    try {
      await action.mutateAsync({ kind: 'delete', id: submission.id });
      toast.success(t('admin-contact.toast.deleted'));
      setConfirmDelete(false);
      onDeleted();
    } catch (error) {
      toast.error(errorText(error));
      setConfirmDelete(false);
    }
  };

  return (
    <>
      <SheetHeader className="gap-2 border-b p-4 pr-12 sm:p-6 sm:pr-12">
        <SheetTitle className="text-lg" data-testid="contact-details-subject">
          {submission.subject ? (
            <span data-content>{submission.subject}</span>
          ) : (
            t('admin-contact.detail.title')
          )}
        </SheetTitle>
        <SheetDescription className="break-all" translate="no">
          {submission.fullName} · {submission.email}
        </SheetDescription>
        <div className="flex flex-wrap gap-2">
          {submission.read ? (
            <Badge variant="secondary">{t('admin-contact.status.read')}</Badge>
          ) : (
            <Badge>{t('admin-contact.status.unread')}</Badge>
          )}
          {submission.repliedAt ? <Badge variant="success">{t('admin-contact.status.replied')}</Badge> : null}
        </div>
      </SheetHeader>
      <div className="grid grid-cols-1 gap-6 p-4 sm:p-6">
        <div className="flex flex-wrap gap-2" data-testid="contact-actions">
          <Button
            size="sm"
            variant="outline"
            loading={action.isPending && !confirmDelete}
            onClick={toggleRead}
          >
            {submission.read ? <Mail /> : <MailOpen />}
            {submission.read ? t('admin-contact.markUnread') : t('admin-contact.markRead')}
          </Button>
          <Button size="sm" variant="destructive" onClick={() => setConfirmDelete(true)}>
            <Trash2 /> {t('admin-contact.delete')}
          </Button>
        </div>

        <dl className="grid grid-cols-[6.5rem_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm [&>dd]:min-w-0 [&>dt]:text-muted-foreground">
          <dt>{t('admin-contact.detail.from')}</dt>
          <dd translate="no">{submission.fullName}</dd>
          <dt>{t('admin-contact.detail.email')}</dt>
          <dd className="break-all" translate="no">
            <a className="text-primary hover:underline" href={`mailto:${submission.email}`}>
              {submission.email}
            </a>
          </dd>
          {submission.phone ? (
            <>
              <dt>{t('admin-contact.detail.phone')}</dt>
              <dd className="break-all" translate="no">
                {submission.phone}
              </dd>
            </>
          ) : null}
          {submission.company ? (
            <>
              <dt>{t('admin-contact.detail.company')}</dt>
              <dd className="break-words" translate="no">
                {submission.company}
              </dd>
            </>
          ) : null}
          <dt>{t('admin-contact.detail.received')}</dt>
          <dd>{formatDateTime(submission.createdAt)}</dd>
          {submission.readAt ? (
            <>
              <dt>{t('admin-contact.detail.read')}</dt>
              <dd>{formatDateTime(submission.readAt)}</dd>
            </>
          ) : null}
        </dl>

        <DetailText
          title={t('admin-contact.detail.title')}
          text={submission.message}
          testId="contact-message"
          quoted
        />

        {submission.replyMessage ? (
          <DetailText
            title={
              submission.repliedAt
                ? t('admin-contact.detail.yourReplyOn', { date: formatDateTime(submission.repliedAt) })
                : t('admin-contact.detail.yourReply')
            }
            text={submission.replyMessage}
            testId="contact-reply"
          />
        ) : null}

        <ReplyForm submission={submission} onReplied={setSubmission} />
      </div>
      <ConfirmDialog
        open={confirmDelete}
        onOpenChange={setConfirmDelete}
        title={t('admin-contact.confirmDelete.title', { name: submission.fullName })}
        description={t('admin-contact.confirmDelete.description')}
        confirmLabel={t('admin-contact.delete')}
        destructive
        pending={action.isPending}
        onConfirm={remove}
      />
    </>
  );
}
