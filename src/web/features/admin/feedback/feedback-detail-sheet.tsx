import { isSiteOrHttpUrl } from '@shared/auth-contracts';
import { ArrowRight, Ban, CheckCircle2, ExternalLink, Play, Reply } from 'lucide-react';
import type * as React from 'react';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from '@/components/ui/sheet';
import { Skeleton } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/textarea';
import type { Feedback, FeedbackStatus } from '@/lib/api';
import { formatDateTime } from '@/lib/utils';
import { ConfirmDialog, errorText } from '../confirm-dialog';
import { FeedbackStatusBadge, FeedbackTypeBadge } from './feedback-badges';
import { allowedMoves, statusLabel, useFeedbackAction } from './use-admin-feedback';

const NOTES_MAX = 5000;

const moveCopy: Record<FeedbackStatus, { label: string; icon: typeof Play }> = {
  pending: { label: 'Back to pending', icon: ArrowRight },
  in_progress: { label: 'Start: in progress', icon: Play },
  completed: { label: 'Mark completed', icon: CheckCircle2 },
  rejected: { label: 'Reject', icon: Ban },
};

export function FeedbackDetailSheet({
  open,
  feedback,
  loading,
  onClose,
}: {
  open: boolean;
  feedback: Feedback | undefined;
  loading: boolean;
  onClose: () => void;
}) {
  return (
    <Sheet open={open} onOpenChange={(next) => (next ? null : onClose())}>
      <SheetContent className="w-full gap-0 overflow-y-auto p-0 sm:max-w-xl" data-testid="feedback-details">
        {feedback ? (
          <FeedbackDetails feedback={feedback} />
        ) : (
          <>
            <SheetHeader className="pr-12">
              <SheetTitle>Feedback</SheetTitle>
              <SheetDescription className="sr-only">{loading ? 'Loading' : 'Not found'}</SheetDescription>
            </SheetHeader>
            <div className="grid gap-3 p-4">
              {loading ? (
                <Skeleton className="h-40 w-full" />
              ) : (
                <Alert variant="destructive">
                  <AlertTitle>Feedback not in this list</AlertTitle>
                  <AlertDescription>It is on another page or outside the filters.</AlertDescription>
                </Alert>
              )}
            </div>
          </>
        )}
      </SheetContent>
    </Sheet>
  );
}

function FeedbackDetails({ feedback: fromList }: { feedback: Feedback }) {
  // What the list shows, or fresher: what the last action answered.
  const [feedback, setFeedback] = useState(fromList);
  useEffect(() => setFeedback(fromList), [fromList]);
  const action = useFeedbackAction();
  const [rejecting, setRejecting] = useState(false);
  const [moving, setMoving] = useState<FeedbackStatus | null>(null);
  const replyTo = feedback.user?.email ?? feedback.email;
  const from = feedback.user
    ? `${feedback.user.name || feedback.user.email}`
    : feedback.name || feedback.email;

  const move = async (status: FeedbackStatus) => {
    setMoving(status);
    try {
      setFeedback((await action.mutateAsync({ kind: 'update', id: feedback.id, status })).feedback);
      toast.success(`Moved to ${statusLabel[status].toLowerCase()}.`);
    } catch (error) {
      toast.error(errorText(error));
    } finally {
      setMoving(null);
      setRejecting(false);
    }
  };

  return (
    <>
      <SheetHeader className="gap-2 border-b p-4 pr-12 sm:p-6 sm:pr-12">
        <SheetTitle className="text-lg">Feedback #{feedback.id}</SheetTitle>
        <SheetDescription>
          {from ? `From ${from}` : 'From a visitor'} · {formatDateTime(feedback.createdAt)}
        </SheetDescription>
        <div className="flex flex-wrap gap-2">
          <FeedbackTypeBadge type={feedback.type} />
          <FeedbackStatusBadge status={feedback.status} />
        </div>
      </SheetHeader>
      <div className="grid grid-cols-1 gap-6 p-4 sm:p-6">
        {allowedMoves[feedback.status].length > 0 ? (
          <div className="flex flex-wrap gap-2" data-testid="feedback-moves">
            {allowedMoves[feedback.status].map((status) => {
              const { label, icon: Icon } = moveCopy[status];
              return status === 'rejected' ? (
                <Button key={status} size="sm" variant="outline" onClick={() => setRejecting(true)}>
                  <Icon /> {label}
                </Button>
              ) : (
                <Button key={status} size="sm" loading={moving === status} onClick={() => move(status)}>
                  <Icon /> {label}
                </Button>
              );
            })}
          </div>
        ) : (
          <p className="text-muted-foreground text-sm">
            This feedback is {statusLabel[feedback.status].toLowerCase()}.
          </p>
        )}

        <Section title="Message">
          <p className="whitespace-pre-wrap break-words rounded-lg border bg-muted/30 p-3 text-sm">
            {feedback.message}
          </p>
        </Section>

        <dl className="grid grid-cols-[6.5rem_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm [&>dd]:min-w-0 [&>dt]:text-muted-foreground">
          <dt>From</dt>
          <dd className="break-words">
            {feedback.user ? (
              <>
                {feedback.user.name} <span className="text-muted-foreground">({feedback.user.email})</span>
              </>
            ) : (
              feedback.name || 'A visitor'
            )}
          </dd>
          {!feedback.user && feedback.email ? (
            <>
              <dt>E-mail</dt>
              <dd className="break-all">{feedback.email}</dd>
            </>
          ) : null}
          <dt>Page</dt>
          <dd className="break-all">
            {/* The page URL comes from the sender: only an http(s) URL or a path becomes a link. */}
            {feedback.pageUrl && isSiteOrHttpUrl(feedback.pageUrl) ? (
              <a
                href={feedback.pageUrl}
                target="_blank"
                rel="noreferrer noopener"
                className="inline-flex items-center gap-1 text-primary hover:underline"
              >
                {feedback.pageUrl} <ExternalLink className="size-3 shrink-0" aria-hidden="true" />
              </a>
            ) : (
              feedback.pageUrl || '—'
            )}
          </dd>
          <dt>Updated</dt>
          <dd>{formatDateTime(feedback.updatedAt)}</dd>
        </dl>

        <NotesForm feedback={feedback} onSaved={setFeedback} />

        {feedback.replyMessage ? (
          <Section
            title={`Your reply${feedback.repliedAt ? ` · ${formatDateTime(feedback.repliedAt)}` : ''}`}
          >
            <p
              className="whitespace-pre-wrap break-words rounded-lg border p-3 text-sm"
              data-testid="feedback-reply"
            >
              {feedback.replyMessage}
            </p>
          </Section>
        ) : null}

        {replyTo ? (
          <ReplyForm feedback={feedback} to={replyTo} onReplied={setFeedback} />
        ) : (
          <p className="rounded-lg border border-dashed p-3 text-muted-foreground text-sm">
            No e-mail address to answer: the visitor did not leave one.
          </p>
        )}
      </div>
      <ConfirmDialog
        open={rejecting}
        onOpenChange={setRejecting}
        title="Reject this feedback?"
        description="Rejected feedback is closed: it cannot be moved again."
        confirmLabel="Reject"
        destructive
        pending={moving === 'rejected'}
        onConfirm={() => move('rejected')}
      />
    </>
  );
}

function NotesForm({ feedback, onSaved }: { feedback: Feedback; onSaved: (feedback: Feedback) => void }) {
  const action = useFeedbackAction();
  const [notes, setNotes] = useState(feedback.adminNotes ?? '');
  useEffect(() => setNotes(feedback.adminNotes ?? ''), [feedback.adminNotes]);
  const changed = notes !== (feedback.adminNotes ?? '');
  const tooLong = notes.length > NOTES_MAX;

  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    try {
      onSaved((await action.mutateAsync({ kind: 'update', id: feedback.id, adminNotes: notes })).feedback);
      toast.success('Notes saved.');
    } catch (error) {
      toast.error(errorText(error));
    }
  };

  return (
    <form onSubmit={save} className="grid gap-2">
      <div className="flex items-center justify-between">
        <Label htmlFor={`notes-${feedback.id}`}>Admin notes</Label>
        <span className={`text-xs tabular-nums ${tooLong ? 'text-destructive' : 'text-muted-foreground'}`}>
          {notes.length}/{NOTES_MAX}
        </span>
      </div>
      <Textarea
        id={`notes-${feedback.id}`}
        rows={3}
        value={notes}
        onChange={(event) => setNotes(event.target.value)}
        placeholder="Only admins see these."
        aria-invalid={tooLong || undefined}
      />
      {changed ? (
        <Button
          type="submit"
          size="sm"
          variant="outline"
          className="w-fit"
          loading={action.isPending}
          disabled={tooLong}
        >
          Save notes
        </Button>
      ) : null}
    </form>
  );
}

function ReplyForm({
  feedback,
  to,
  onReplied,
}: {
  feedback: Feedback;
  to: string;
  onReplied: (feedback: Feedback) => void;
}) {
  const action = useFeedbackAction();
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);

  const send = async (event: React.FormEvent) => {
    event.preventDefault();
    const text = message.trim();
    if (!text) {
      setError('Write your reply');
      return;
    }
    if (text.length > 5000) {
      setError('At most 5000 characters');
      return;
    }
    setError(null);
    try {
      onReplied((await action.mutateAsync({ kind: 'reply', id: feedback.id, message: text })).feedback);
      toast.success(`Reply sent to ${to}.`);
      setMessage('');
    } catch (failure) {
      toast.error(errorText(failure));
    }
  };

  return (
    <form onSubmit={send} className="grid gap-2" aria-label="Reply by e-mail" noValidate>
      <Label htmlFor={`reply-${feedback.id}`}>Reply to {to}</Label>
      <Textarea
        id={`reply-${feedback.id}`}
        rows={4}
        value={message}
        onChange={(event) => setMessage(event.target.value)}
        aria-invalid={error ? true : undefined}
      />
      {error ? <p className="text-destructive text-xs">{error}</p> : null}
      <Button type="submit" className="w-full sm:w-fit" loading={action.isPending}>
        <Reply /> Send reply
      </Button>
    </form>
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
