import { getRouteApi } from '@tanstack/react-router';
import { Mail, Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useT } from '@/i18n/provider';
import { ListStates } from '../list-kit/list-states';
import { PageHeader } from '../page-header';
import { OpenTemplate } from './open-template';
import { TemplateList } from './template-list';
import { TemplateMetaDialog } from './template-meta-dialog';
import { useTemplates } from './use-email-templates';

const routeApi = getRouteApi('/dashboard/admin/email-templates');

/**
 * E-mail templates: the list (built-in, then custom) and, with `?template=<key>&locale=<language>`,
 * the editor of one in one language. The URL keeps reloads, back and links from the Emails page
 * working.
 */
export function EmailTemplatesPage() {
  const t = useT();
  const { template: key, locale = 'en' } = routeApi.useSearch();
  const navigate = routeApi.useNavigate();
  const templates = useTemplates();
  const [creating, setCreating] = useState(false);
  const select = (next?: string) => void navigate({ search: next ? { template: next } : {} });

  if (key)
    return (
      <OpenTemplate
        templateKey={key}
        locale={locale}
        onLocale={(next) =>
          void navigate({ search: { template: key, ...(next === 'en' ? {} : { locale: next }) } })
        }
        onBack={() => select()}
      />
    );
  return (
    <>
      <PageHeader
        title={t('admin-email-templates.page.title')}
        description={t('admin-email-templates.page.description')}
      >
        <Button onClick={() => setCreating(true)}>
          <Plus /> {t('admin-email-templates.page.new')}
        </Button>
      </PageHeader>
      <ListStates
        query={templates}
        errorTitle={t('admin-email-templates.page.loadFailed')}
        skeletonClassName="h-14 w-full"
        rows={(data) => data.templates}
        empty={{
          icon: Mail,
          title: t('admin-email-templates.page.empty.title'),
          description: t('admin-email-templates.page.empty.description'),
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
