import type { ContactSubmission } from '@shared/contracts/contact';
import { Reply } from 'lucide-react';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-error';
import { InputField, TextareaField } from '@/components/ui/form-fields';
import { formResolver } from '@/i18n/form-resolver';
import { useT } from '@/i18n/provider';
import { applyApiError } from '@/lib/forms';
import { DetailSection } from '../list-kit/detail-sheet';
import { useContactAction } from './use-contact-submissions';

const REPLY_MAX = 5000;

const replyForm = z.object({
  subject: z.string().trim().max(200, 'At most 200 characters'),
  message: z.string().trim().min(1, 'Write your reply').max(REPLY_MAX, `At most ${REPLY_MAX} characters`),
});

const replyMessages = { 'Write your reply': 'admin-contact.reply.required' };

/** A reply by e-mail to the sender, with a subject; the panel shows it once sent. */
export function ReplyForm({
  submission,
  onReplied,
}: {
  submission: ContactSubmission;
  onReplied: (submission: ContactSubmission) => void;
}) {
  const t = useT();
  const action = useContactAction();
  // In the admin's language: the reply goes out in the words the admin writes.
  const defaultSubject = (
    submission.subject
      ? t('admin-contact.reply.subject', { subject: submission.subject })
      : t('admin-contact.reply.subjectNone')
  ).slice(0, 200);
  const form = useForm({
    resolver: formResolver(replyForm, replyMessages),
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
      toast.error(message ?? t('admin-contact.reply.refused'));
      return;
    }
    toast.success(t('admin-contact.reply.sent', { email: submission.email }));
    form.reset({ subject: defaultSubject, message: '' });
  });

  return (
    <DetailSection
      title={submission.repliedAt ? t('admin-contact.reply.again') : t('admin-contact.reply.byEmail')}
    >
      <form
        onSubmit={onSubmit}
        noValidate
        className="grid gap-3"
        aria-label={t('admin-contact.reply.byEmail')}
      >
        <FormError message={errors.root?.message} />
        <InputField form={form} name="subject" label={t('admin-contact.reply.subjectLabel')} />
        <TextareaField
          form={form}
          name="message"
          label={t('admin-contact.detail.yourReply')}
          rows={5}
          placeholder={t('admin-contact.reply.placeholder', { name: submission.fullName })}
        />
        <Button type="submit" className="w-full sm:w-fit" loading={action.isPending}>
          <Reply /> {t('admin-contact.reply.send')}
        </Button>
      </form>
    </DetailSection>
  );
}
