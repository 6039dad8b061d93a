import { zodResolver } from '@hookform/resolvers/zod';
import { Reply } from 'lucide-react';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-error';
import { InputField, TextareaField } from '@/components/ui/form-fields';
import type { ContactSubmission } from '@/lib/api/contact';
import { applyApiError } from '@/lib/forms';
import { DetailSection } from '../list-kit/detail-sheet';
import { useContactAction } from './use-contact-submissions';

const REPLY_MAX = 5000;

const replyForm = z.object({
  subject: z.string().trim().max(200, 'At most 200 characters'),
  message: z.string().trim().min(1, 'Write your reply').max(REPLY_MAX, `At most ${REPLY_MAX} characters`),
});

/** A reply by e-mail to the sender, with a subject; the panel shows it once sent. */
export function ReplyForm({
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
    <DetailSection title={submission.repliedAt ? 'Reply again' : 'Reply by e-mail'}>
      <form onSubmit={onSubmit} noValidate className="grid gap-3" aria-label="Reply by e-mail">
        <FormError message={errors.root?.message} />
        <InputField form={form} name="subject" label="Subject" />
        <TextareaField
          form={form}
          name="message"
          label="Your reply"
          rows={5}
          placeholder={`Hi ${submission.fullName},`}
        />
        <Button type="submit" className="w-full sm:w-fit" loading={action.isPending}>
          <Reply /> Send reply
        </Button>
      </form>
    </DetailSection>
  );
}
