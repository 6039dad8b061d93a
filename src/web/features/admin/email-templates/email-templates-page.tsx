import { useNavigate, useSearch } from '@tanstack/react-router';
import { ArrowLeft, FileX, Plus } from 'lucide-react';
import { useState } from 'react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { PageHeader } from '../page-header';
import { TemplateEditor } from './template-editor';
import { TemplateList } from './template-list';
import { TemplateMetaDialog } from './template-meta-dialog';
import { useTemplate, useTemplates } from './use-email-templates';

const PATH = '/dashboard/admin/email-templates';

/**
 * E-mail templates: the list (built-in, then custom) and, with `?template=<key>`, the editor of
 * one. The key in the URL keeps reloads, back and links from the Emails page working.
 */
export function EmailTemplatesPage() {
  // The route declares no search params; the selected template is read as it is in the URL.
  const search = useSearch({ strict: false }) as { template?: unknown };
  const key = typeof search.template === 'string' && search.template ? search.template : undefined;
  const navigate = useNavigate();
  const templates = useTemplates();
  const [creating, setCreating] = useState(false);

  const select = (next?: string) => navigate({ to: PATH, search: (next ? { template: next } : {}) as never });

  const selected = key ? templates.data?.templates.find((template) => template.key === key) : undefined;
  const detail = useTemplate(selected?.id);

  if (templates.isError) {
    return (
      <>
        <PageHeader title="Email templates" />
        <Alert variant="destructive">
          <AlertTitle>Could not load the templates</AlertTitle>
          <AlertDescription>{templates.error.message}</AlertDescription>
        </Alert>
      </>
    );
  }

  if (key) {
    if (templates.isSuccess && !selected) {
      return (
        <>
          <PageHeader title="Email templates" />
          <EmptyState icon={FileX} title="Template not found" description={`There is no template "${key}".`}>
            <Button variant="outline" onClick={() => void select()}>
              <ArrowLeft /> All templates
            </Button>
          </EmptyState>
        </>
      );
    }
    if (detail.isError) {
      return (
        <>
          <PageHeader title="Email templates" />
          <Alert variant="destructive">
            <AlertTitle>Could not load the template</AlertTitle>
            <AlertDescription>{detail.error.message}</AlertDescription>
          </Alert>
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
      <TemplateEditor
        key={detail.data.template.id}
        data={detail.data}
        onBack={() => void select()}
        onDeleted={() => void select()}
      />
    );
  }

  return (
    <>
      <PageHeader
        title="Email templates"
        description="The e-mails the service sends: edit their HTML and text, preview them, send yourself a test and choose the active version."
      >
        <Button onClick={() => setCreating(true)}>
          <Plus /> New custom template
        </Button>
      </PageHeader>
      {templates.data ? (
        <TemplateList
          templates={templates.data.templates}
          onSelect={(template) => void select(template.key)}
        />
      ) : (
        <Card className="gap-3 p-4">
          {Array.from({ length: 6 }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
            <Skeleton key={index} className="h-14 w-full" />
          ))}
        </Card>
      )}
      <TemplateMetaDialog
        open={creating}
        onOpenChange={setCreating}
        onSaved={(answer) => void select(answer.template.key)}
      />
    </>
  );
}
