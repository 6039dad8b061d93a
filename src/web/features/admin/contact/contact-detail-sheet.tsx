import { Mail, MailOpen, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { SheetDescription, SheetHeader, SheetTitle } from '@/components/ui/sheet';
import type { ContactSubmission } from '@/lib/api/contact';
import { formatDateTime } from '@/lib/utils';
import { ConfirmDialog, errorText } from '../confirm-dialog';
import { DetailSection, DetailSheet, type OpenRowSheetProps } from '../list-kit/detail-sheet';
import { useFreshRow } from '../list-kit/use-open-row';
import { ReplyForm } from './contact-reply-form';
import { useContactAction } from './use-contact-submissions';

/** One submission in a side panel: the message, mark read/unread, reply and delete. */
export function ContactDetailSheet({ row, ...sheet }: OpenRowSheetProps<ContactSubmission>) {
  return (
    <DetailSheet
      {...sheet}
      testId="contact-details"
      title="Message"
      problem={{
        title: 'Message not in this list',
        description: 'It may have been deleted, or it is on another page or outside the filters.',
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
      toast.success(kind === 'read' ? 'Marked as read.' : 'Marked as unread.');
    } catch (error) {
      toast.error(errorText(error));
    }
  };

  const remove = async () => {
    try {
      await action.mutateAsync({ kind: 'delete', id: submission.id });
      toast.success('Message deleted.');
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
          {submission.subject || 'Message'}
        </SheetTitle>
        <SheetDescription className="break-all">
          {submission.fullName} · {submission.email}
        </SheetDescription>
        <div className="flex flex-wrap gap-2">
          {submission.read ? <Badge variant="secondary">Read</Badge> : <Badge>Unread</Badge>}
          {submission.repliedAt ? <Badge variant="success">Replied</Badge> : null}
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
            {submission.read ? 'Mark as unread' : 'Mark as read'}
          </Button>
          <Button size="sm" variant="destructive" onClick={() => setConfirmDelete(true)}>
            <Trash2 /> Delete
          </Button>
        </div>

        <dl className="grid grid-cols-[6.5rem_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm [&>dd]:min-w-0 [&>dt]:text-muted-foreground">
          <dt>From</dt>
          <dd>{submission.fullName}</dd>
          <dt>E-mail</dt>
          <dd className="break-all">
            <a className="text-primary hover:underline" href={`mailto:${submission.email}`}>
              {submission.email}
            </a>
          </dd>
          {submission.phone ? (
            <>
              <dt>Phone</dt>
              <dd className="break-all">{submission.phone}</dd>
            </>
          ) : null}
          {submission.company ? (
            <>
              <dt>Company</dt>
              <dd className="break-words">{submission.company}</dd>
            </>
          ) : null}
          <dt>Received</dt>
          <dd>{formatDateTime(submission.createdAt)}</dd>
          {submission.readAt ? (
            <>
              <dt>Read</dt>
              <dd>{formatDateTime(submission.readAt)}</dd>
            </>
          ) : null}
        </dl>

        <DetailSection title="Message">
          <p
            className="whitespace-pre-wrap break-words rounded-lg border bg-muted/30 p-3 text-sm"
            data-testid="contact-message"
          >
            {submission.message}
          </p>
        </DetailSection>

        {submission.replyMessage ? (
          <DetailSection
            title={`Your reply${submission.repliedAt ? ` · ${formatDateTime(submission.repliedAt)}` : ''}`}
          >
            <p
              className="whitespace-pre-wrap break-words rounded-lg border p-3 text-sm"
              data-testid="contact-reply"
            >
              {submission.replyMessage}
            </p>
          </DetailSection>
        ) : null}

        <ReplyForm submission={submission} onReplied={setSubmission} />
      </div>
      <ConfirmDialog
        open={confirmDelete}
        onOpenChange={setConfirmDelete}
        title={`Delete the message from ${submission.fullName}?`}
        description="It is removed for good; export it first if you need a copy."
        confirmLabel="Delete"
        destructive
        pending={action.isPending}
        onConfirm={remove}
      />
    </>
  );
}
