import { getRouteApi } from '@tanstack/react-router';
import { Mail, Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ListStates } from '../list-kit/list-states';
import { PageHeader } from '../page-header';
import { OpenTemplate } from './open-template';
import { TemplateList } from './template-list';
import { TemplateMetaDialog } from './template-meta-dialog';
import { useTemplates } from './use-email-templates';

const routeApi = getRouteApi('/dashboard/admin/email-templates');

/**
 * E-mail templates: the list (built-in, then custom) and, with `?template=<key>`, the editor of
 * one. The key in the URL keeps reloads, back and links from the Emails page working.
 */
export function EmailTemplatesPage() {
  const { template: key } = routeApi.useSearch();
  const navigate = routeApi.useNavigate();
  const templates = useTemplates();
  const [creating, setCreating] = useState(false);
  const select = (next?: string) => void navigate({ search: next ? { template: next } : {} });

  if (key) return <OpenTemplate templateKey={key} onBack={() => select()} />;
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
      <ListStates
        query={templates}
        errorTitle="Could not load the templates"
        skeletonClassName="h-14 w-full"
        rows={(data) => data.templates}
        empty={{
          icon: Mail,
          title: 'No templates',
          description: 'The built-in templates come with the migrations.',
        }}
        card={false}
      >
        {(templates) => <TemplateList templates={templates} onSelect={(template) => select(template.key)} />}
      </ListStates>
      <TemplateMetaDialog
        open={creating}
        onOpenChange={setCreating}
        onSaved={(answer) => select(answer.template.key)}
      />
    </>
  );
}
