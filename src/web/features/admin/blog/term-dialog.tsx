import { SLUG_PATTERN, slugify } from '@shared/slug';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormError } from '@/components/ui/form-error';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { formResolver, type IssueMessages } from '@/i18n/form-resolver';
import { FormattedMessage, useT } from '@/i18n/provider';
import { ApiError } from '@/lib/api';
import { applyApiError } from '@/lib/forms';
import { FormActions } from '../form-actions';
import { type Term, termCopy } from './term-copy';
import type { TermKind } from './use-admin-blog';
import { useTermAction } from './use-admin-blog';

const termForm = z.object({
  name: z.string().trim().min(1, 'Give it a name').max(100, 'At most 100 characters'),
  slug: z
    .string()
    .trim()
    .max(100, 'At most 100 characters')
    .refine((value) => value === '' || SLUG_PATTERN.test(value), 'Lowercase letters, digits and dashes only'),
  description: z.string().trim().max(500, 'At most 500 characters'),
});
type TermForm = z.infer<typeof termForm>;
const TERM_FORM_MESSAGES: IssueMessages = {
  'Give it a name': 'admin-blog.terms.nameRequired',
  'Lowercase letters, digits and dashes only': 'admin-blog.terms.slugFormat',
};

/** Create (`term` is "new") or edit a category or tag; the slug follows the name until edited. */
export function TermDialog({
  kind,
  term,
  onClose,
}: {
  kind: TermKind;
  term: Term | 'new' | null;
  onClose: () => void;
}) {
  const t = useT();
  const text = termCopy[kind];
  const action = useTermAction(kind);
  const existing = term && term !== 'new' ? term : null;
  const form = useForm<TermForm>({
    resolver: formResolver(termForm, TERM_FORM_MESSAGES),
    defaultValues: { name: '', slug: '', description: '' },
  });
  const { errors } = form.formState;
  const [slugEdited, setSlugEdited] = useState(false);

  useEffect(() => {
    if (!term) return;
    form.reset({
      name: existing?.name ?? '',
      slug: existing?.slug ?? '',
      description: existing?.description ?? '',
    });
    setSlugEdited(Boolean(existing));
  }, [term, existing, form]);

  const nameField = form.register('name', {
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
      if (!slugEdited) form.setValue('slug', slugify(event.target.value));
    },
  });
  const slugField = form.register('slug', { onChange: () => setSlugEdited(true) });

  const onSubmit = form.handleSubmit(async (values) => {
    const body = {
      name: values.name,
      slug: values.slug || undefined,
      ...(kind === 'categories' ? { description: values.description || undefined } : {}),
    };
    try {
      if (existing) await action.mutateAsync({ kind: 'update', id: existing.id, body });
      else await action.mutateAsync({ kind: 'create', body });
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        form.setError(
          'slug',
          { type: 'api', message: t('admin-blog.terms.slugTaken') },
          { shouldFocus: true },
        );
        return;
      }
      const message = applyApiError(error, form.setError, ['name', 'slug', 'description']);
      if (message) toast.error(message);
      return;
    }
    toast.success(t(existing ? text.saved : text.created, { name: values.name }));
    onClose();
  });

  return (
    <Dialog open={term !== null} onOpenChange={(open) => (open || action.isPending ? null : onClose())}>
      <DialogContent data-testid={`${text.testId}-dialog`}>
        <DialogHeader>
          <DialogTitle>{existing ? t(text.edit) : t(text.newButton)}</DialogTitle>
          <DialogDescription>
            <FormattedMessage
              id="admin-blog.terms.address"
              values={{
                address: (
                  <span className="font-mono" translate="no">
                    /blog?{kind === 'categories' ? 'category' : 'tag'}=slug
                  </span>
                ),
              }}
            />
          </DialogDescription>
        </DialogHeader>
        <form
          onSubmit={onSubmit}
          noValidate
          className="grid gap-4"
          aria-label={existing ? t(text.edit) : t(text.newButton)}
        >
          <FormError message={errors.root?.message} />
          <FormField label={t('admin-blog.terms.name')} error={errors.name?.message}>
            <Input autoComplete="off" {...nameField} />
          </FormField>
          <FormField
            label={t('admin-blog.terms.slug')}
            error={errors.slug?.message}
            description={t('admin-blog.terms.slugHelp')}
          >
            <Input autoComplete="off" spellCheck={false} {...slugField} />
          </FormField>
          {kind === 'categories' ? (
            <FormField label={t('admin-blog.terms.descriptionOptional')} error={errors.description?.message}>
              <Textarea rows={3} {...form.register('description')} />
            </FormField>
          ) : null}
          <FormActions
            pending={action.isPending}
            onCancel={onClose}
            cancelLabel={t('admin-blog.terms.cancel')}
            submitLabel={existing ? t('admin-blog.terms.save') : t(text.create)}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
