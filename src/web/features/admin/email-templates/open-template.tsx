import type { Locale } from '@shared/i18n/locales';
import { ArrowLeft, FileX } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useT } from '@/i18n/provider';
import { PageHeader } from '../page-header';
import { TemplateEditor } from './template-editor';
import { useTemplate, useTemplates } from './use-email-templates';

/**
 * The editor of the template `templateKey` (from `?template=`) in `locale` (from `?locale=`),
 * once the list and it are loaded.
 */
export function OpenTemplate({
  templateKey,
  locale,
  onLocale,
  onBack,
}: {
  templateKey: string;
  locale: Locale;
  onLocale: (locale: Locale) => void;
  onBack: () => void;
}) {
  const t = useT();
  const templates = useTemplates();
  const selected = templates.data?.templates.find((template) => template.key === templateKey);
  const detail = useTemplate(selected?.id, locale);
  const title = t('admin-email-templates.page.title');

  const failure = templates.error ?? detail.error;
  if (failure) {
    return (
      <>
        <PageHeader title={title} />
        <Alert variant="destructive">
          <AlertTitle>
            {templates.error
              ? t('admin-email-templates.page.loadFailed')
              : t('admin-email-templates.page.loadOneFailed')}
          </AlertTitle>
          <AlertDescription>{failure.message}</AlertDescription>
        </Alert>
      </>
    );
  }
  if (templates.isSuccess && !selected) {
    return (
      <>
        <PageHeader title={title} />
        <EmptyState
          icon={FileX}
          title={t('admin-email-templates.page.notFound.title')}
          description={t('admin-email-templates.page.notFound.description', { key: templateKey })}
        >
          <Button variant="outline" onClick={onBack}>
            <ArrowLeft /> {t('admin-email-templates.header.back')}
          </Button>
        </EmptyState>
      </>
    );
  }
  if (!detail.data) {
    return (
      <>
        <PageHeader title={title} />
        <div className="grid gap-4 xl:grid-cols-[minmax(0,1fr)_19rem]">
          <Skeleton className="h-[36rem] w-full" />
          <Skeleton className="h-80 w-full" />
        </div>
      </>
    );
  }
  return (
    // One editor per template and language: switching language starts from that language's text.
    <TemplateEditor
      key={`${detail.data.template.id}-${detail.data.template.locale}`}
      data={detail.data}
      onLocale={onLocale}
      onBack={onBack}
      onDeleted={onBack}
    />
  );
}
