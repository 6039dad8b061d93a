import { isSiteOrHttpUrl } from '@shared/auth-contracts';
import { ArrowRight, Ban, CheckCircle2, ExternalLink, Play } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { SheetDescription, SheetHeader, SheetTitle } from '@/components/ui/sheet';
import type { Feedback, FeedbackStatus } from '@/lib/api/feedback';
import { formatDateTime } from '@/lib/utils';
import { ConfirmDialog, errorText } from '../confirm-dialog';
import { DetailSection, DetailSheet, type OpenRowSheetProps } from '../list-kit/detail-sheet';
import { useFreshRow } from '../list-kit/use-open-row';
import { FeedbackStatusBadge, FeedbackTypeBadge } from './feedback-badges';
import { NotesForm, ReplyForm } from './feedback-forms';
import { allowedMoves, statusLabel, useFeedbackAction } from './use-admin-feedback';

const moveCopy: Record<FeedbackStatus, { label: string; icon: typeof Play }> = {
  pending: { label: 'Back to pending', icon: ArrowRight },
  in_progress: { label: 'Start: in progress', icon: Play },
  completed: { label: 'Mark completed', icon: CheckCircle2 },
  rejected: { label: 'Reject', icon: Ban },
};

/** One feedback in a side panel: the message, its page, status moves, notes and a reply. */
export function FeedbackDetailSheet({ row, ...sheet }: OpenRowSheetProps<Feedback>) {
  return (
    <DetailSheet
      {...sheet}
      testId="feedback-details"
      title="Feedback"
      skeleton={['h-40 w-full']}
      problem={{
        title: 'Feedback not in this list',
        description: 'It is on another page or outside the filters.',
      }}
    >
      {row ? <FeedbackDetails feedback={row} /> : null}
    </DetailSheet>
  );
}

function FeedbackDetails({ feedback: fromList }: { feedback: Feedback }) {
  const [feedback, setFeedback] = useFreshRow(fromList);
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

        <DetailSection title="Message">
          <p className="whitespace-pre-wrap break-words rounded-lg border bg-muted/30 p-3 text-sm">
            {feedback.message}
          </p>
        </DetailSection>

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
          <DetailSection
            title={`Your reply${feedback.repliedAt ? ` · ${formatDateTime(feedback.repliedAt)}` : ''}`}
          >
            <p
              className="whitespace-pre-wrap break-words rounded-lg border p-3 text-sm"
              data-testid="feedback-reply"
            >
              {feedback.replyMessage}
            </p>
          </DetailSection>
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
