import { zodResolver } from '@hookform/resolvers/zod';
import { Mail, MailOpen, Reply, Trash2 } from 'lucide-react';
import type * as React from 'react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-error';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from '@/components/ui/sheet';
import { Skeleton } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/textarea';
import type { ContactSubmission } from '@/lib/api';
import { applyApiError } from '@/lib/forms';
import { formatDateTime } from '@/lib/utils';
import { ConfirmDialog, errorText } from '../confirm-dialog';
import { useContactAction } from './use-contact-submissions';

const REPLY_MAX = 5000;

/** One submission in a side panel: the message, mark read/unread, reply and delete. */
export function ContactDetailSheet({
  open,
  submission,
  loading,
  onClose,
}: {
  open: boolean;
  submission: ContactSubmission | undefined;
  loading: boolean;
  onClose: () => void;
}) {
  return (
    <Sheet open={open} onOpenChange={(next) => (next ? null : onClose())}>
      <SheetContent className="w-full gap-0 overflow-y-auto p-0 sm:max-w-xl" data-testid="contact-details">
        {submission ? (
          <SubmissionDetails submission={submission} onDeleted={onClose} />
        ) : (
          <>
            <SheetHeader className="pr-12">
              <SheetTitle>Message</SheetTitle>
              <SheetDescription className="sr-only">{loading ? 'Loading' : 'Not found'}</SheetDescription>
            </SheetHeader>
            <div className="grid gap-3 p-4">
              {loading ? (
                <>
                  <Skeleton className="h-14 w-full" />
                  <Skeleton className="h-40 w-full" />
                </>
              ) : (
                <Alert variant="destructive">
                  <AlertTitle>Message not in this list</AlertTitle>
                  <AlertDescription>
                    It may have been deleted, or it is on another page or outside the filters.
                  </AlertDescription>
                </Alert>
              )}
            </div>
          </>
        )}
      </SheetContent>
    </Sheet>
  );
}

function SubmissionDetails({
  submission: fromList,
  onDeleted,
}: {
  submission: ContactSubmission;
  onDeleted: () => void;
}) {
  // What the list shows, or fresher: what the last action answered.
  const [submission, setSubmission] = useState(fromList);
  useEffect(() => setSubmission(fromList), [fromList]);
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

        <Section title="Message">
          <p
            className="whitespace-pre-wrap break-words rounded-lg border bg-muted/30 p-3 text-sm"
            data-testid="contact-message"
          >
            {submission.message}
          </p>
        </Section>

        {submission.replyMessage ? (
          <Section
            title={`Your reply${submission.repliedAt ? ` · ${formatDateTime(submission.repliedAt)}` : ''}`}
          >
            <p
              className="whitespace-pre-wrap break-words rounded-lg border p-3 text-sm"
              data-testid="contact-reply"
            >
              {submission.replyMessage}
            </p>
          </Section>
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

const replyForm = z.object({
  subject: z.string().trim().max(200, 'At most 200 characters'),
  message: z.string().trim().min(1, 'Write your reply').max(REPLY_MAX, `At most ${REPLY_MAX} characters`),
});

function ReplyForm({
  submission,
  onReplied,
}: {
  submission: ContactSubmission;
  onReplied: (submission: ContactSubmission) => void;
}) {
  const action = useContactAction();
  const defaultSubject = `Re: ${submission.subject || 'your message'}`.slice(0, 200);
  const form = useForm({
    resolver: zodResolver(replyForm),
    defaultValues: { subject: defaultSubject, message: '' },
  });
  const { errors } = form.formState;

  useEffect(() => {
    form.reset({ subject: defaultSubject, message: '' });
  }, [form, defaultSubject]);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const result = (await action.mutateAsync({
        kind: 'reply',
        id: submission.id,
        subject: values.subject || undefined,
        message: values.message,
      })) as { submission: ContactSubmission };
      onReplied(result.submission);
    } catch (error) {
      const message = applyApiError(error, form.setError, ['subject', 'message']);
      toast.error(message ?? 'The reply was refused: check the form.');
      return;
    }
    toast.success(`Reply sent to ${submission.email}.`);
    form.reset({ subject: defaultSubject, message: '' });
  });

  return (
    <Section title={submission.repliedAt ? 'Reply again' : 'Reply by e-mail'}>
      <form onSubmit={onSubmit} noValidate className="grid gap-3" aria-label="Reply by e-mail">
        <FormError message={errors.root?.message} />
        <FormField label="Subject" error={errors.subject?.message}>
          <Input {...form.register('subject')} />
        </FormField>
        <FormField label="Your reply" error={errors.message?.message}>
          <Textarea rows={5} placeholder={`Hi ${submission.fullName},`} {...form.register('message')} />
        </FormField>
        <Button type="submit" className="w-full sm:w-fit" loading={action.isPending}>
          <Reply /> Send reply
        </Button>
      </form>
    </Section>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="grid grid-cols-1 gap-2">
      <h3 className="font-semibold text-sm">{title}</h3>
      {children}
    </section>
  );
}
