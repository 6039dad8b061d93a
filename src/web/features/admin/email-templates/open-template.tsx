import { ArrowLeft, FileX } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { PageHeader } from '../page-header';
import { TemplateEditor } from './template-editor';
import { useTemplate, useTemplates } from './use-email-templates';

/** The editor of the template `templateKey` (from `?template=`), once the list and it are loaded. */
export function OpenTemplate({ templateKey, onBack }: { templateKey: string; onBack: () => void }) {
  const templates = useTemplates();
  const selected = templates.data?.templates.find((template) => template.key === templateKey);
  const detail = useTemplate(selected?.id);

  const failure = templates.error ?? detail.error;
  if (failure) {
    return (
      <>
        <PageHeader title="Email templates" />
        <Alert variant="destructive">
          <AlertTitle>Could not load the {templates.error ? 'templates' : 'template'}</AlertTitle>
          <AlertDescription>{failure.message}</AlertDescription>
        </Alert>
      </>
    );
  }
  if (templates.isSuccess && !selected) {
    return (
      <>
        <PageHeader title="Email templates" />
        <EmptyState
          icon={FileX}
          title="Template not found"
          description={`There is no template "${templateKey}".`}
        >
          <Button variant="outline" onClick={onBack}>
            <ArrowLeft /> All templates
          </Button>
        </EmptyState>
      </>
    );
  }
  if (!detail.data) {
    return (
      <>
        <PageHeader title="Email templates" />
        <div className="grid gap-4 xl:grid-cols-[minmax(0,1fr)_19rem]">
          <Skeleton className="h-[36rem] w-full" />
          <Skeleton className="h-80 w-full" />
        </div>
      </>
    );
  }
  return (
    <TemplateEditor key={detail.data.template.id} data={detail.data} onBack={onBack} onDeleted={onBack} />
  );
}
