import 'highlight.js/styles/github-dark.css';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormError } from '@/components/ui/form-error';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { Textarea } from '@/components/ui/textarea';
import type { AdminFaq, FaqBody, FaqCategory } from '@/lib/api/faqs';
import { previewMarkdown } from '@/lib/content-api';
import { applyApiError } from '@/lib/forms';
import { cn } from '@/lib/utils';

/** The API's rules for an FAQ (src/server/features/faqs/schemas.ts). */
const faqForm = z.object({
  question: z
    .string()
    .trim()
    .min(1, 'Question is required')
    .max(300, 'Keep the question under 300 characters'),
  answer: z.string().trim().min(1, 'Answer is required').max(20_000, 'The answer is too long'),
  category: z.string().trim().min(1, 'Category is required').max(50, 'Keep the category under 50 characters'),
  published: z.boolean(),
});
type Values = z.infer<typeof faqForm>;
const FIELDS = ['question', 'answer', 'category', 'published'] as const;

/** Create or edit an FAQ: question, Markdown answer with a preview, category, published. */
export function FaqEditorDialog({
  faq,
  open,
  categories,
  onOpenChange,
  onSave,
}: {
  /** null: a new FAQ. */
  faq: AdminFaq | null;
  open: boolean;
  categories: FaqCategory[];
  onOpenChange: (open: boolean) => void;
  onSave: (body: FaqBody) => Promise<void>;
}) {
  const defaults = (): Values => ({
    question: faq?.question ?? '',
    answer: faq?.answer ?? '',
    category: faq?.category ?? 'General',
    published: faq?.published ?? false,
  });
  const form = useForm<Values>({ resolver: zodResolver(faqForm), defaultValues: defaults() });
  const { errors, isSubmitting } = form.formState;
  const [tab, setTab] = useState('write');
  const [preview, setPreview] = useState<{ html?: string; error?: string; loading: boolean }>({
    loading: false,
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when the dialog opens
  useEffect(() => {
    if (open) {
      form.reset(defaults());
      setTab('write');
    }
  }, [open, faq?.id]);

  const answer = useWatch({ control: form.control, name: 'answer' }) ?? '';
  const category = useWatch({ control: form.control, name: 'category' }) ?? '';

  const showPreview = async () => {
    setTab('preview');
    setPreview({ loading: true });
    try {
      const { html } = await previewMarkdown(answer);
      setPreview({ html, loading: false });
    } catch (error) {
      setPreview({ error: error instanceof Error ? error.message : 'Preview failed', loading: false });
    }
  };

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
          <DialogTitle>{faq ? 'Edit FAQ' : 'New FAQ'}</DialogTitle>
          <DialogDescription>
            {faq
              ? 'Changes show on the FAQ page as soon as you save.'
              : 'New questions go last in the order.'}
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="grid gap-4" aria-label={faq ? 'Edit FAQ' : 'New FAQ'}>
          <FormError message={errors.root?.message} />
          <FormField label="Question" error={errors.question?.message}>
            <Input maxLength={320} {...form.register('question')} />
          </FormField>
          <div className="grid gap-2">
            <Label htmlFor="faq-answer" className={cn(errors.answer && 'text-destructive')}>
              Answer (Markdown)
            </Label>
            <Tabs
              value={tab}
              onValueChange={(value) => (value === 'preview' ? showPreview() : setTab(value))}
            >
              <TabsList>
                <TabsTrigger value="write">Write</TabsTrigger>
                <TabsTrigger value="preview">Preview</TabsTrigger>
              </TabsList>
              <TabsContent value="write">
                <Textarea
                  id="faq-answer"
                  rows={8}
                  className="font-mono text-sm"
                  aria-invalid={errors.answer ? true : undefined}
                  placeholder="**Bold**, _italic_, [links](https://…), lists and `code` work."
                  {...form.register('answer')}
                />
              </TabsContent>
              <TabsContent value="preview">
                <div className="min-h-40 rounded-md border p-3" data-testid="faq-preview">
                  {preview.loading ? (
                    <p className="text-muted-foreground text-sm">Rendering…</p>
                  ) : preview.error ? (
                    <p className="text-destructive text-sm">{preview.error}</p>
                  ) : preview.html ? (
                    <div
                      className="blog-prose text-sm"
                      // Rendered and sanitized by the server's Markdown renderer.
                      // biome-ignore lint/security/noDangerouslySetInnerHtml: server-sanitized HTML
                      dangerouslySetInnerHTML={{ __html: preview.html }}
                    />
                  ) : (
                    <p className="text-muted-foreground text-sm">Nothing to preview yet.</p>
                  )}
                </div>
              </TabsContent>
            </Tabs>
            {errors.answer ? <p className="text-destructive text-sm">{errors.answer.message}</p> : null}
          </div>
          <FormField
            label="Category"
            error={errors.category?.message}
            description="Pick one below or type a new one."
          >
            <Input list="faq-category-options" maxLength={60} {...form.register('category')} />
          </FormField>
          <datalist id="faq-category-options">
            {categories.map((item) => (
              <option key={item.name} value={item.name} />
            ))}
          </datalist>
          <fieldset className="-mt-2 flex flex-wrap gap-1.5" aria-label="Categories">
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
            <Label htmlFor="faq-published">Published (shown on the FAQ page)</Label>
          </div>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button type="button" variant="ghost" disabled={isSubmitting} onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" loading={isSubmitting}>
              {faq ? 'Save changes' : 'Create FAQ'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
