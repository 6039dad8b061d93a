import type { Feedback } from '@shared/contracts/feedback';
import { Reply } from 'lucide-react';
import type * as React from 'react';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { useT } from '@/i18n/provider';
import { errorText } from '@/lib/forms';
import { formatNumber } from '@/lib/utils';
import { useFeedbackAction } from './use-admin-feedback';

const NOTES_MAX = 5000;
const REPLY_MAX = 5000;

/** The admins' own notes on a feedback; "Save notes" shows once they change. */
export function NotesForm({
  feedback,
  onSaved,
}: {
  feedback: Feedback;
  onSaved: (feedback: Feedback) => void;
}) {
  const t = useT();
  const action = useFeedbackAction();
  const [notes, setNotes] = useState(feedback.adminNotes ?? '');
  useEffect(() => setNotes(feedback.adminNotes ?? ''), [feedback.adminNotes]);
  const changed = notes !== (feedback.adminNotes ?? '');
  const tooLong = notes.length > NOTES_MAX;

  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    try {
      onSaved((await action.mutateAsync({ kind: 'update', id: feedback.id, adminNotes: notes })).feedback);
      toast.success(t('admin-feedback.notes.saved'));
    } catch (error) {
      toast.error(errorText(error));
    }
  };

  return (
    <form onSubmit={save} className="grid gap-2">
      <div className="flex items-center justify-between">
        <Label htmlFor={`notes-${feedback.id}`}>{t('admin-feedback.notes.label')}</Label>
        <span className={`text-xs tabular-nums ${tooLong ? 'text-destructive' : 'text-muted-foreground'}`}>
          {formatNumber(notes.length)}/{formatNumber(NOTES_MAX)}
        </span>
      </div>
      <Textarea
        id={`notes-${feedback.id}`}
        rows={3}
        value={notes}
        onChange={(event) => setNotes(event.target.value)}
        placeholder={t('admin-feedback.notes.placeholder')}
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
          {t('admin-feedback.notes.save')}
        </Button>
      ) : null}
    </form>
  );
}

/** A reply by e-mail to whoever sent the feedback. */
export function ReplyForm({
  feedback,
  to,
  onReplied,
}: {
  feedback: Feedback;
  to: string;
  onReplied: (feedback: Feedback) => void;
}) {
  const t = useT();
  const action = useFeedbackAction();
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);

  const send = async (event: React.FormEvent) => {
    event.preventDefault();
    const text = message.trim();
    if (!text) {
      setError(t('admin-feedback.reply.required'));
      return;
    }
    if (text.length > REPLY_MAX) {
      setError(t('validation.tooLong', { max: REPLY_MAX }));
      return;
    }
    setError(null);
    try {
      onReplied((await action.mutateAsync({ kind: 'reply', id: feedback.id, message: text })).feedback);
      toast.success(t('admin-feedback.reply.sent', { email: to }));
      setMessage('');
    } catch (failure) {
      toast.error(errorText(failure));
    }
  };

  return (
    <form onSubmit={send} className="grid gap-2" aria-label={t('admin-feedback.reply.byEmail')} noValidate>
      <Label htmlFor={`reply-${feedback.id}`}>{t('admin-feedback.reply.to', { email: to })}</Label>
      <Textarea
        id={`reply-${feedback.id}`}
        rows={4}
        value={message}
        onChange={(event) => setMessage(event.target.value)}
        aria-invalid={error ? true : undefined}
      />
      {error ? <p className="text-destructive text-xs">{error}</p> : null}
      <Button type="submit" className="w-full sm:w-fit" loading={action.isPending}>
        <Reply /> {t('admin-feedback.reply.send')}
      </Button>
    </form>
  );
}
