import { zodResolver } from '@hookform/resolvers/zod';
import { imageUrlSchema } from '@shared/auth-contracts';
import { CONTENT_MAX, testimonialBody } from '@shared/contracts/testimonials';
import { ImagePlus, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';
import { UserAvatar } from '@/components/layout/user-avatar';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormError } from '@/components/ui/form-error';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { RatingInput } from '@/components/ui/rating-stars';
import { Textarea } from '@/components/ui/textarea';
import type { TestimonialBody } from '@/lib/api/testimonials';
import { uploadFile } from '@/lib/api/uploads';
import { applyApiError } from '@/lib/forms';

const IMAGE_TYPES = 'image/png,image/jpeg,image/webp,image/gif';
const MAX_UPLOAD_BYTES = 4 * 1024 * 1024;

/** The API's own rules; no stars (0) yet means the rating is still to choose. */
const testimonialForm = testimonialBody.extend({
  rating: z.number().int().min(1, 'Choose a rating from 1 to 5').max(5),
});
type Values = z.infer<typeof testimonialForm>;
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
  initial: Partial<TestimonialBody>;
  onSubmit: (body: TestimonialBody) => Promise<void>;
}) {
  const defaults = (): Values => ({
    content: initial.content ?? '',
    rating: initial.rating ?? 0,
    authorName: initial.authorName ?? '',
    authorRole: initial.authorRole ?? '',
    avatarUrl: initial.avatarUrl ?? '',
  });
  const form = useForm<Values>({ resolver: zodResolver(testimonialForm), defaultValues: defaults() });
  const { errors, isSubmitting } = form.formState;
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when the dialog opens
  useEffect(() => {
    if (open) form.reset(defaults());
  }, [open]);

  const content = useWatch({ control: form.control, name: 'content' }) ?? '';
  const avatarUrl = useWatch({ control: form.control, name: 'avatarUrl' }) ?? '';
  const authorName = useWatch({ control: form.control, name: 'authorName' }) ?? '';
  const fileInput = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    try {
      if (!IMAGE_TYPES.split(',').includes(file.type))
        throw new Error('Choose a PNG, JPEG, WebP or GIF image.');
      if (file.size > MAX_UPLOAD_BYTES) throw new Error('The image is too large (at most 4 MiB).');
      setUploading(true);
      const uploaded = await uploadFile(file);
      form.setValue('avatarUrl', uploaded.url, { shouldDirty: true, shouldValidate: true });
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'The upload failed.');
    } finally {
      setUploading(false);
      if (fileInput.current) fileInput.current.value = '';
    }
  };

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
          <FormField label="Rating" error={errors.rating?.message}>
            <Controller
              control={form.control}
              name="rating"
              render={({ field }) => <RatingInput value={field.value} onChange={field.onChange} />}
            />
          </FormField>
          <FormField
            label="Your testimonial"
            error={errors.content?.message}
            description={`${content.trim().length} / ${CONTENT_MAX} characters`}
          >
            <Textarea rows={5} maxLength={CONTENT_MAX + 50} {...form.register('content')} />
          </FormField>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label="Name" error={errors.authorName?.message}>
              <Input autoComplete="name" {...form.register('authorName')} />
            </FormField>
            <FormField label="Role or company (optional)" error={errors.authorRole?.message}>
              <Input placeholder="CTO, Acme" {...form.register('authorRole')} />
            </FormField>
          </div>
          <FormField
            label="Avatar (optional)"
            error={errors.avatarUrl?.message}
            description="Upload a square image or paste an https:// address. Empty: your initials."
          >
            <Input type="url" inputMode="url" placeholder="https://…" {...form.register('avatarUrl')} />
          </FormField>
          <div className="flex items-center gap-3">
            <UserAvatar name={authorName || '?'} email="?" image={preview} className="size-10" />
            <input
              ref={fileInput}
              type="file"
              accept={IMAGE_TYPES}
              className="sr-only"
              tabIndex={-1}
              aria-label="Avatar image file"
              onChange={(event) => onFile(event.target.files?.[0])}
            />
            <Button
              type="button"
              variant="outline"
              size="sm"
              loading={uploading}
              onClick={() => fileInput.current?.click()}
            >
              {uploading ? null : <ImagePlus />} Upload image
            </Button>
            {avatarUrl ? (
              <Button
                type="button"
                variant="ghost"
                size="sm"
                onClick={() => form.setValue('avatarUrl', '', { shouldDirty: true })}
              >
                <Trash2 /> Remove
              </Button>
            ) : null}
          </div>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button type="button" variant="ghost" disabled={isSubmitting} onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" loading={isSubmitting} disabled={uploading}>
              {submitLabel}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
