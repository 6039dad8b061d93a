import { imageUrlSchema } from '@shared/auth-contracts';
import type { TestimonialInput } from '@shared/contracts/testimonials';
import { CONTENT_MAX, CONTENT_MIN, testimonialBody } from '@shared/contracts/testimonials';
import { useEffect } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { UserAvatar } from '@/components/layout/user-avatar';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormError } from '@/components/ui/form-error';
import { FormField } from '@/components/ui/form-field';
import { UrlField } from '@/components/ui/form-fields';
import { Input } from '@/components/ui/input';
import { RatingInput } from '@/components/ui/rating-stars';
import { Textarea } from '@/components/ui/textarea';
import { formResolver } from '@/i18n/form-resolver';
import { useT } from '@/i18n/provider';
import { applyApiError } from '@/lib/forms';
import { ImagePickerButtons } from '../uploads/image-picker-buttons';
import { useImagePicker } from '../uploads/use-image-picker';
import { PROFILE_MESSAGES } from './profile-messages';

/** The API's own rules; no stars (0) yet means the rating is still to choose. */
const testimonialForm = testimonialBody.extend({
  rating: z.number().int().min(1, 'Choose a rating from 1 to 5').max(5),
});
type Values = z.infer<typeof testimonialForm>;
/** The rules' own words, in the reader's language (formResolver's generic ones are vaguer here). */
const TESTIMONIAL_MESSAGES = {
  ...PROFILE_MESSAGES,
  'Choose a rating from 1 to 5': 'account.testimonialForm.ratingRequired',
  'Rate from 1 to 5': 'account.testimonialForm.ratingRequired',
  // The contract's length messages, as it words them (testimonials.ts).
  [`Write at least ${CONTENT_MIN} characters`]: 'account.testimonialForm.contentTooShort',
  [`Write at most ${CONTENT_MAX} characters`]: 'account.testimonialForm.contentTooLong',
};
const FIELDS = ['content', 'rating', 'authorName', 'authorRole', 'avatarUrl'] as const;

/** Submit (a user) or edit (an admin) a testimonial: quote, rating, name, role and avatar. */
export function TestimonialFormDialog({
  open,
  onOpenChange,
  title,
  description,
  submitLabel,
  initial,
  onSubmit,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  submitLabel: string;
  initial: Partial<TestimonialInput>;
  onSubmit: (body: TestimonialInput) => Promise<void>;
}) {
  const t = useT();
  const defaults = (): Values => ({
    content: initial.content ?? '',
    rating: initial.rating ?? 0,
    authorName: initial.authorName ?? '',
    authorRole: initial.authorRole ?? '',
    avatarUrl: initial.avatarUrl ?? '',
  });
  const form = useForm<Values>({
    resolver: formResolver(testimonialForm, TESTIMONIAL_MESSAGES),
    defaultValues: defaults(),
  });
  const { errors, isSubmitting } = form.formState;
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when the dialog opens
  useEffect(() => {
    if (open) form.reset(defaults());
  }, [open]);

  const content = useWatch({ control: form.control, name: 'content' }) ?? '';
  const avatarUrl = useWatch({ control: form.control, name: 'avatarUrl' }) ?? '';
  const authorName = useWatch({ control: form.control, name: 'authorName' }) ?? '';
  const avatar = useImagePicker({
    onUploaded: (url) => form.setValue('avatarUrl', url, { shouldDirty: true, shouldValidate: true }),
  });

  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit({
        content: values.content,
        rating: values.rating,
        authorName: values.authorName,
        authorRole: values.authorRole || null,
        avatarUrl: values.avatarUrl || null,
      });
    } catch (error) {
      applyApiError(error, form.setError, FIELDS);
    }
  });

  const preview = avatarUrl && imageUrlSchema.safeParse(avatarUrl).success ? avatarUrl : null;

  return (
    <Dialog open={open} onOpenChange={(next) => (isSubmitting ? null : onOpenChange(next))}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-lg" data-testid="testimonial-dialog">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="grid gap-4" aria-label={title}>
          <FormError message={errors.root?.message} />
          <FormField label={t('account.testimonialForm.rating')} error={errors.rating?.message}>
            <Controller
              control={form.control}
              name="rating"
              render={({ field }) => <RatingInput value={field.value} onChange={field.onChange} />}
            />
          </FormField>
          <FormField
            label={t('account.testimonialForm.content')}
            error={errors.content?.message}
            description={t('account.testimonialForm.count', {
              count: content.trim().length,
              max: CONTENT_MAX,
            })}
          >
            <Textarea rows={5} maxLength={CONTENT_MAX + 50} {...form.register('content')} />
          </FormField>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label={t('account.testimonialForm.name')} error={errors.authorName?.message}>
              <Input autoComplete="name" {...form.register('authorName')} />
            </FormField>
            <FormField label={t('account.testimonialForm.role')} error={errors.authorRole?.message}>
              <Input
                placeholder={t('account.testimonialForm.rolePlaceholder')}
                {...form.register('authorRole')}
              />
            </FormField>
          </div>
          <UrlField
            form={form}
            name="avatarUrl"
            label={t('account.testimonialForm.avatar')}
            description={t('account.testimonialForm.avatarHint')}
          />
          <div className="flex items-center gap-3">
            <UserAvatar name={authorName || '?'} email="?" image={preview} className="size-10" />
            <ImagePickerButtons
              picker={avatar}
              fileLabel={t('account.testimonialForm.avatarFile')}
              uploadLabel={t('account.testimonialForm.uploadImage')}
              removeLabel={t('account.testimonialForm.removeImage')}
              onRemove={avatarUrl ? () => form.setValue('avatarUrl', '', { shouldDirty: true }) : undefined}
            />
          </div>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button type="button" variant="ghost" disabled={isSubmitting} onClick={() => onOpenChange(false)}>
              {t('account.cancel')}
            </Button>
            <Button type="submit" loading={isSubmitting} disabled={avatar.uploading}>
              {submitLabel}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
