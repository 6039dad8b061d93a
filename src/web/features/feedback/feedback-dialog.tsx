import { EMAIL_MAX } from '@shared/auth-contracts';
import type { FeedbackType } from '@shared/contracts/feedback';
import { feedbackEndpoints } from '@shared/endpoints/feedback';
import { Bug, Lightbulb, MessageCircle } from 'lucide-react';
import { type RefObject, useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormError } from '@/components/ui/form-error';
import { EmailField, TextareaField } from '@/components/ui/form-fields';
import { formResolver } from '@/i18n/form-resolver';
import { useT } from '@/i18n/provider';
import { api } from '@/lib/api-call';
import { applyApiError } from '@/lib/forms';
import { useMe } from '@/lib/session';
import { cn } from '@/lib/utils';

export const FEEDBACK_MESSAGE_MAX = 5000;

// Labels are message ids.
const types: { value: FeedbackType; label: string; icon: typeof Bug }[] = [
  { value: 'bug', label: 'feedback.type.bug', icon: Bug },
  { value: 'feature', label: 'feedback.type.idea', icon: Lightbulb },
  { value: 'general', label: 'feedback.type.other', icon: MessageCircle },
];

/** The form's own messages, in the reader's language. */
const feedbackMessages = {
  'Write a few words': 'feedback.form.messageRequired',
  'Enter a valid e-mail address': 'feedback.form.emailInvalid',
};

const feedbackForm = z.object({
  type: z.enum(['bug', 'feature', 'general']),
  message: z
    .string()
    .trim()
    .min(1, 'Write a few words')
    .max(FEEDBACK_MESSAGE_MAX, `At most ${FEEDBACK_MESSAGE_MAX} characters`),
  // Visitors only, and optional: an address to answer.
  email: z
    .string()
    .trim()
    .max(EMAIL_MAX, 'E-mail is too long')
    .refine((value) => value === '' || z.email().safeParse(value).success, 'Enter a valid e-mail address'),
});

/**
 * The dialog of the "Feedback" button (feedback-widget.tsx), loaded when it is first opened: type
 * and message (plus an optional e-mail for visitors); the page's address is sent along. It stays
 * mounted once loaded, so a closed draft is still there when it opens again.
 */
export function FeedbackDialog({
  open,
  setOpen,
  triggerRef,
}: {
  open: boolean;
  setOpen: (open: boolean) => void;
  /** The button that opened it, focused again when it closes. */
  triggerRef: RefObject<HTMLButtonElement | null>;
}) {
  const t = useT();
  const me = useMe();
  const signedIn = Boolean(me.data);
  const form = useForm({
    resolver: formResolver(feedbackForm, feedbackMessages),
    defaultValues: { type: 'general' as FeedbackType, message: '', email: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const type = form.watch('type');

  useEffect(() => {
    if (open) form.clearErrors();
  }, [open, form]);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await api(feedbackEndpoints.send, {
        body: {
          type: values.type,
          message: values.message,
          pageUrl: window.location.href.slice(0, 2048),
          email: !signedIn && values.email ? values.email : undefined,
        },
      });
      toast.success(t('feedback.sent'));
      form.reset({ type: 'general', message: '', email: '' });
      setOpen(false);
    } catch (error) {
      applyApiError(error, form.setError, ['type', 'message', 'email']);
    }
  });

  return (
    <Dialog open={open} onOpenChange={(next) => (isSubmitting ? null : setOpen(next))}>
      <DialogContent
        className="sm:max-w-md"
        data-testid="feedback-dialog"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          triggerRef.current?.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>{t('feedback.title')}</DialogTitle>
          <DialogDescription>{t('feedback.description')}</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label={t('feedback.title')}>
          <FormError message={errors.root?.message} />
          <fieldset className="grid gap-2">
            <legend className="mb-2 font-medium text-sm">{t('feedback.form.type')}</legend>
            <div className="grid grid-cols-3 gap-2">
              {types.map((option) => (
                <label
                  key={option.value}
                  className={cn(
                    'flex cursor-pointer flex-col items-center gap-1 rounded-lg border p-2.5 text-sm transition-colors hover:bg-accent has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50',
                    type === option.value && 'border-primary bg-primary/5 text-primary',
                  )}
                >
                  <input type="radio" value={option.value} className="sr-only" {...form.register('type')} />
                  <option.icon className="size-4" aria-hidden="true" />
                  {t(option.label)}
                </label>
              ))}
            </div>
          </fieldset>
          <TextareaField
            form={form}
            name="message"
            label={t('feedback.form.message')}
            rows={4}
            placeholder={t('feedback.form.messagePlaceholder')}
          />
          {signedIn ? null : (
            <EmailField
              form={form}
              label={t('feedback.form.email')}
              description={t('feedback.form.emailHint')}
            />
          )}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button type="button" variant="outline" disabled={isSubmitting} onClick={() => setOpen(false)}>
              {t('feedback.form.cancel')}
            </Button>
            <Button type="submit" loading={isSubmitting}>
              {t('feedback.form.send')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
