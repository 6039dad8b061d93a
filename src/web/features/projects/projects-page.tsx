/**
 * /projects: the sample resource (README, "Make it yours") for the space the header's switcher
 * chose. List (searched, paged in the URL), create and edit in a dialog, delete after a
 * confirmation; the plan's `projects` limit shown, and the upgrade prompt when a create is refused.
 */

import type { Project } from '@shared/contracts/projects';
import { projectEndpoints } from '@shared/endpoints/projects';
import { useQueryClient } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { FolderPlus, Plus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { ConfirmDialog } from '@/components/dialogs/confirm-dialog';
import { useConfirmAction } from '@/components/dialogs/use-confirm-action';
import { PageTitle } from '@/components/layout/page-title';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import { RetryAlert } from '@/components/ui/retry-alert';
import { SearchForm, SearchInput } from '@/components/ui/search-input';
import { Skeleton } from '@/components/ui/skeleton';
import { useT } from '@/i18n/provider';
import { t as translate } from '@/i18n/store';
import { api } from '@/lib/api-call';
import { useDebouncedFilter } from '@/lib/use-debounced-filter';
import { useDocumentTitle } from '@/lib/use-document-title';
import { PastDueBanner } from '../billing/past-due-banner';
import { spaceQuery, useActiveSpace } from '../organizations/use-active-space';
import { ProjectFormDialog, type ProjectValues } from './project-form-dialog';
import { ProjectList } from './project-list';
import { SpaceSummary } from './space-summary';
import { refreshProjects, useProjects } from './use-projects';

const routeApi = getRouteApi('/_public/projects');

export function ProjectsPage() {
  const t = useT();
  useDocumentTitle(t('projects.title'));
  const { page = 1, search } = routeApi.useSearch();
  const navigate = routeApi.useNavigate();
  const queryClient = useQueryClient();
  const space = useActiveSpace();
  const list = useProjects(space, { page, search });
  const [term, setTerm, flushTerm] = useDebouncedFilter(search, (next) =>
    navigate({ search: { search: next }, replace: true }),
  );
  // The dialog: closed, a new project (null) or the project edited.
  const [editing, setEditing] = useState<Project | null | undefined>(undefined);

  const save = async (values: ProjectValues) => {
    if (editing) {
      await api(projectEndpoints.update, { params: { id: editing.id }, body: values });
      toast.success(translate('projects.toast.saved'));
    } else {
      const { project } = await api(projectEndpoints.create, {
        body: { ...values, ...(space ? spaceQuery(space) : {}) },
      });
      toast.success(translate('projects.toast.created', { name: project.name }));
      // The newest comes first: show the first page, unfiltered, where it is.
      await navigate({ search: {} });
    }
    setEditing(undefined);
    await refreshProjects(queryClient);
  };

  const removal = useConfirmAction(async (project: Project) => {
    await api(projectEndpoints.remove, { params: { id: project.id } });
    await refreshProjects(queryClient);
    return translate('projects.toast.deleted', { name: project.name });
  });

  // A page emptied by a deletion (or a stale link past the last page): back to the first.
  const pastTheEnd = page > 1 && list.data?.projects.length === 0;
  useEffect(() => {
    if (pastTheEnd) void navigate({ search: { search }, replace: true });
  }, [pastTheEnd, navigate, search]);

  const create = () => setEditing(null);
  return (
    <>
      <PastDueBanner />
      <div className="mx-auto grid max-w-3xl gap-6 px-4 py-10 sm:px-6 sm:py-14">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <PageTitle title={t('projects.title')} description={t('projects.description')}>
            <SpaceSummary space={space} />
          </PageTitle>
          <Button onClick={create} data-testid="project-new">
            <Plus /> {t('projects.new')}
          </Button>
        </div>

        <SearchForm onSubmit={flushTerm}>
          <SearchInput
            term={term}
            onTermChange={setTerm}
            label={t('projects.search.label')}
            placeholder={t('projects.search.placeholder')}
          />
        </SearchForm>

        {list.isPending ? (
          <Skeleton className="h-32 w-full" data-testid="projects-loading" />
        ) : list.isError ? (
          <RetryAlert title={t('projects.loadFailed')} label={t('projects.retry')} query={list} />
        ) : list.data.projects.length === 0 && !search ? (
          <EmptyState
            icon={FolderPlus}
            title={t('projects.empty.title')}
            description={t('projects.empty.description')}
          >
            <Button onClick={create}>
              <Plus /> {t('projects.empty.action')}
            </Button>
          </EmptyState>
        ) : list.data.projects.length === 0 ? (
          <p className="text-muted-foreground text-sm" role="status">
            {t('projects.noMatches', { search })}
          </p>
        ) : (
          <>
            <ProjectList projects={list.data.projects} onEdit={setEditing} onDelete={removal.ask} />
            {list.data.pagination.totalPages > 1 ? (
              <Pagination
                page={list.data.pagination.page}
                totalPages={list.data.pagination.totalPages}
                total={list.data.pagination.total}
                disabled={list.isPlaceholderData}
                onPageChange={(next) => navigate({ search: { search, page: next > 1 ? next : undefined } })}
              />
            ) : null}
          </>
        )}
      </div>

      <ProjectFormDialog
        open={editing !== undefined}
        onOpenChange={(open) => (open ? undefined : setEditing(undefined))}
        project={editing ?? null}
        space={space}
        onSubmit={save}
      />
      <ConfirmDialog
        {...removal.dialog}
        testId="project-delete-dialog"
        destructive
        title={t('projects.confirmDelete.title', { name: removal.pending?.name ?? '' })}
        description={t('projects.confirmDelete.description')}
        confirmLabel={t('projects.confirmDelete.confirm')}
        cancelLabel={t('projects.confirmDelete.cancel')}
      />
    </>
  );
}
