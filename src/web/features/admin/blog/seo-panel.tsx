import type { UseFormReturn } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { useT } from '@/i18n/provider';
import { cn, formatNumber } from '@/lib/utils';
import { EditorPanel } from '../editor-panel';
import { type PostForm, SEO_DESCRIPTION_MAX, SEO_TITLE_MAX } from './post-form';

/** What search engines show: a title and a description, each with a live length count. */
export function SeoPanel({ form }: { form: UseFormReturn<PostForm> }) {
  const t = useT();
  const { errors } = form.formState;
  const title = form.watch('title');
  const seoTitle = form.watch('seoTitle');
  const seoDescription = form.watch('seoDescription');
  return (
    <EditorPanel title={t('admin-blog.seo.title')}>
      <FormField
        label={t('admin-blog.seo.seoTitle')}
        error={errors.seoTitle?.message}
        aside={<Counter length={seoTitle.trim().length} max={SEO_TITLE_MAX} />}
        description={t('admin-blog.seo.seoTitleHelp')}
      >
        <Input
          autoComplete="off"
          placeholder={title || undefined}
          // The placeholder is the post's own title: content, not the interface's words.
          data-content={title ? true : undefined}
          {...form.register('seoTitle')}
        />
      </FormField>
      <FormField
        label={t('admin-blog.seo.seoDescription')}
        error={errors.seoDescription?.message}
        aside={<Counter length={seoDescription.trim().length} max={SEO_DESCRIPTION_MAX} />}
        description={t('admin-blog.seo.seoDescriptionHelp')}
      >
        <Textarea rows={3} {...form.register('seoDescription')} />
      </FormField>
    </EditorPanel>
  );
}

function Counter({ length, max }: { length: number; max: number }) {
  return (
    <span
      className={cn('text-xs tabular-nums', length > max ? 'text-destructive' : 'text-muted-foreground')}
      aria-live="polite"
    >
      {formatNumber(length)}/{formatNumber(max)}
    </span>
  );
}
