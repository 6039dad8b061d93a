import { type AdminFaqOut, type FaqCategory, type FaqInput, faqBody } from '@shared/contracts/faqs';
import { useEffect } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormError } from '@/components/ui/form-error';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { formResolver, type IssueMessages } from '@/i18n/form-resolver';
import { useT } from '@/i18n/provider';

import { applyApiError } from '@/lib/forms';
import { cn } from '@/lib/utils';
import { FormActions } from '../form-actions';
import { MarkdownEditor } from '../markdown-editor/markdown-editor';

/** The API's own rules; the dialog always sends a category (no default) and whether it is published. */
const faqForm = faqBody.extend({ category: faqBody.shape.category.unwrap(), published: z.boolean() });
type Values = z.infer<typeof faqForm>;
const FIELDS = ['question', 'answer', 'category', 'published'] as const;
/** The contract's own words, in the reader's language. */
const FAQ_MESSAGES: IssueMessages = {
  'Question is required': 'admin-faqs.form.questionRequired',
  'Keep the question under 300 characters': 'admin-faqs.form.questionTooLong',
  'Answer is required': 'admin-faqs.form.answerRequired',
  'The answer is too long': 'admin-faqs.form.answerTooLong',
  'Category is required': 'admin-faqs.form.categoryRequired',
  'Keep the category under 50 characters': 'admin-faqs.form.categoryTooLong',
};

/** Create or edit an FAQ: question, Markdown answer with a preview, category, published. */
export function FaqEditorDialog({
  faq,
  open,
  categories,
  onOpenChange,
  onSave,
}: {
  /** null: a new FAQ. */
  faq: AdminFaqOut | null;
  open: boolean;
  categories: FaqCategory[];
  onOpenChange: (open: boolean) => void;
  onSave: (body: FaqInput) => Promise<void>;
}) {
  const t = useT();
  const defaults = (): Values => ({
    question: faq?.question ?? '',
    answer: faq?.answer ?? '',
    category: faq?.category ?? 'General',
    published: faq?.published ?? false,
  });
  const form = useForm<Values>({ resolver: formResolver(faqForm, FAQ_MESSAGES), defaultValues: defaults() });
  const { errors, isSubmitting } = form.formState;
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when the dialog opens
  useEffect(() => {
    if (open) form.reset(defaults());
  }, [open, faq?.id]);

  const category = useWatch({ control: form.control, name: 'category' }) ?? '';

  const submit = form.handleSubmit(async (values) => {
    try {
      await onSave(values);
    } catch (error) {
      applyApiError(error, form.setError, FIELDS);
    }
  });

  return (
    <Dialog open={open} onOpenChange={(next) => (isSubmitting ? null : onOpenChange(next))}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-2xl" data-testid="faq-dialog">
        <DialogHeader>
          <DialogTitle>
            {faq ? t('admin-faqs.editor.editTitle') : t('admin-faqs.editor.newTitle')}
          </DialogTitle>
          <DialogDescription>
            {faq ? t('admin-faqs.editor.editDescription') : t('admin-faqs.editor.newDescription')}
          </DialogDescription>
        </DialogHeader>
        <form
          onSubmit={submit}
          noValidate
          className="grid gap-4"
          aria-label={faq ? t('admin-faqs.editor.editTitle') : t('admin-faqs.editor.newTitle')}
        >
          <FormError message={errors.root?.message} />
          <FormField label={t('admin-faqs.editor.question')} error={errors.question?.message}>
            <Input maxLength={320} {...form.register('question')} />
          </FormField>
          <Controller
            control={form.control}
            name="answer"
            render={({ field }) => (
              <MarkdownEditor
                label={t('admin-faqs.editor.answer')}
                placeholder={t('admin-faqs.editor.answerPlaceholder')}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={errors.answer?.message}
              />
            )}
          />
          <FormField
            label={t('admin-faqs.editor.category')}
            error={errors.category?.message}
            description={t('admin-faqs.editor.categoryHelp')}
          >
            <Input list="faq-category-options" maxLength={60} {...form.register('category')} />
          </FormField>
          <datalist id="faq-category-options">
            {categories.map((item) => (
              <option key={item.name} value={item.name} />
            ))}
          </datalist>
          <fieldset className="-mt-2 flex flex-wrap gap-1.5" aria-label={t('admin-faqs.editor.categories')}>
            {categories.map((item) => (
              <button
                key={item.name}
                type="button"
                aria-pressed={category === item.name}
                onClick={() =>
                  form.setValue('category', item.name, { shouldDirty: true, shouldValidate: true })
                }
                className={cn(
                  'h-7 rounded-full border px-2.5 text-xs transition-colors focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50',
                  category === item.name
                    ? 'border-primary bg-primary text-primary-foreground'
                    : 'hover:bg-accent',
                )}
                data-content
              >
                {item.name}
              </button>
            ))}
          </fieldset>
          <div className="flex items-center gap-3">
            <Controller
              control={form.control}
              name="published"
              render={({ field }) => (
                <Switch id="faq-published" checked={field.value} onCheckedChange={field.onChange} />
              )}
            />
            <Label htmlFor="faq-published">{t('admin-faqs.editor.published')}</Label>
          </div>
          <FormActions
            pending={isSubmitting}
            onCancel={() => onOpenChange(false)}
            cancelLabel={t('admin-faqs.editor.cancel')}
            cancelVariant="ghost"
            submitLabel={faq ? t('admin-faqs.editor.save') : t('admin-faqs.editor.create')}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
