import { isSiteOrHttpUrl } from '@shared/auth-contracts';
import type { Feedback, FeedbackStatus } from '@shared/contracts/feedback';
import { ArrowRight, Ban, CheckCircle2, ExternalLink, Play } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { ConfirmDialog } from '@/components/dialogs/confirm-dialog';
import { Button } from '@/components/ui/button';
import { SheetDescription, SheetHeader, SheetTitle } from '@/components/ui/sheet';
import { FormattedMessage, useT } from '@/i18n/provider';
import { errorText } from '@/lib/forms';
import { formatDateTime } from '@/lib/utils';
import { DetailSheet, DetailText, type OpenRowSheetProps } from '../list-kit/detail-sheet';
import { useFreshRow } from '../list-kit/use-open-row';
import { FeedbackStatusBadge, FeedbackTypeBadge } from './feedback-badges';
import { NotesForm, ReplyForm } from './feedback-forms';
import { allowedMoves, useFeedbackAction } from './use-admin-feedback';

/** Each move's button (a message id) and icon; `moved` and `now` word its toast and the closed state. */
const moveCopy = {
  pending: {
    label: 'admin-feedback.move.pending',
    moved: 'admin-feedback.moved.pending',
    now: 'admin-feedback.now.pending',
    icon: ArrowRight,
  },
  in_progress: {
    label: 'admin-feedback.move.inProgress',
    moved: 'admin-feedback.moved.inProgress',
    now: 'admin-feedback.now.inProgress',
    icon: Play,
  },
  completed: {
    label: 'admin-feedback.move.completed',
    moved: 'admin-feedback.moved.completed',
    now: 'admin-feedback.now.completed',
    icon: CheckCircle2,
  },
  rejected: {
    label: 'admin-feedback.move.rejected',
    moved: 'admin-feedback.moved.rejected',
    now: 'admin-feedback.now.rejected',
    icon: Ban,
  },
} as const satisfies Record<FeedbackStatus, { label: string; moved: string; now: string; icon: typeof Play }>;

/** One feedback in a side panel: the message, its page, status moves, notes and a reply. */
export function FeedbackDetailSheet({ row, ...sheet }: OpenRowSheetProps<Feedback>) {
  const t = useT();
  return (
    <DetailSheet
      {...sheet}
      testId="feedback-details"
      title={t('admin-feedback.title')}
      skeleton={['h-40 w-full']}
      problem={{
        title: t('admin-feedback.detail.missing.title'),
        description: t('admin-feedback.detail.missing.description'),
      }}
    >
      {row ? <FeedbackDetails feedback={row} /> : null}
    </DetailSheet>
  );
}

function FeedbackDetails({ feedback: fromList }: { feedback: Feedback }) {
  const t = useT();
  const [feedback, setFeedback] = useFreshRow(fromList);
  const action = useFeedbackAction();
  const [rejecting, setRejecting] = useState(false);
  const [moving, setMoving] = useState<FeedbackStatus | null>(null);
  const replyTo = feedback.user?.email ?? feedback.email;
  const from = feedback.user ? feedback.user.name || feedback.user.email : feedback.name || feedback.email;

  const move = async (status: FeedbackStatus) => {
    setMoving(status);
    try {
      setFeedback((await action.mutateAsync({ kind: 'update', id: feedback.id, status })).feedback);
      toast.success(t(moveCopy[status].moved));
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
        <SheetTitle className="text-lg">{t('admin-feedback.detail.title', { id: feedback.id })}</SheetTitle>
        <SheetDescription>
          {from ? (
            <FormattedMessage
              id="admin-feedback.detail.fromWhen"
              values={{
                name: <span translate="no">{from}</span>,
                date: formatDateTime(feedback.createdAt),
              }}
            />
          ) : (
            t('admin-feedback.detail.fromVisitorWhen', { date: formatDateTime(feedback.createdAt) })
          )}
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
                  <Icon /> {t(label)}
                </Button>
              ) : (
                <Button key={status} size="sm" loading={moving === status} onClick={() => move(status)}>
                  <Icon /> {t(label)}
                </Button>
              );
            })}
          </div>
        ) : (
          <p className="text-muted-foreground text-sm">{t(moveCopy[feedback.status].now)}</p>
        )}

        <DetailText title={t('admin-feedback.detail.message')} text={feedback.message} quoted />

        <dl className="grid grid-cols-[6.5rem_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm [&>dd]:min-w-0 [&>dt]:text-muted-foreground">
          <dt>{t('admin-feedback.detail.from')}</dt>
          <dd className="break-words">
            {feedback.user ? (
              <span translate="no">
                {feedback.user.name} <span className="text-muted-foreground">({feedback.user.email})</span>
              </span>
            ) : feedback.name ? (
              <span translate="no">{feedback.name}</span>
            ) : (
              t('admin-feedback.detail.aVisitor')
            )}
          </dd>
          {!feedback.user && feedback.email ? (
            <>
              <dt>{t('admin-feedback.detail.email')}</dt>
              <dd className="break-all" translate="no">
                {feedback.email}
              </dd>
            </>
          ) : null}
          <dt>{t('admin-feedback.detail.page')}</dt>
          <dd className="break-all" translate="no">
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
          <dt>{t('admin-feedback.detail.updated')}</dt>
          <dd>{formatDateTime(feedback.updatedAt)}</dd>
        </dl>

        <NotesForm feedback={feedback} onSaved={setFeedback} />

        {feedback.replyMessage ? (
          <DetailText
            title={
              feedback.repliedAt
                ? t('admin-feedback.detail.yourReplyOn', { date: formatDateTime(feedback.repliedAt) })
                : t('admin-feedback.detail.yourReply')
            }
            text={feedback.replyMessage}
            testId="feedback-reply"
          />
        ) : null}

        {replyTo ? (
          <ReplyForm feedback={feedback} to={replyTo} onReplied={setFeedback} />
        ) : (
          <p className="rounded-lg border border-dashed p-3 text-muted-foreground text-sm">
            {t('admin-feedback.detail.noAddress')}
          </p>
        )}
      </div>
      <ConfirmDialog
        open={rejecting}
        onOpenChange={setRejecting}
        title={t('admin-feedback.reject.title')}
        description={t('admin-feedback.reject.description')}
        confirmLabel={t('admin-feedback.move.rejected')}
        destructive
        pending={moving === 'rejected'}
        onConfirm={() => move('rejected')}
      />
    </>
  );
}
