/** The space's projects, one row each: name, description, creation date, edit and delete. */
import type { Project } from '@shared/contracts/projects';
import { Pencil, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useT } from '@/i18n/provider';
import { formatDate } from '@/lib/utils';

export function ProjectList({
  projects,
  onEdit,
  onDelete,
}: {
  projects: Project[];
  onEdit: (project: Project) => void;
  onDelete: (project: Project) => void;
}) {
  const t = useT();
  return (
    <ul className="divide-y rounded-xl border" data-testid="project-list">
      {projects.map((project) => (
        <li
          key={project.id}
          className="flex flex-col gap-3 p-4 sm:flex-row sm:items-start"
          data-testid="project-row"
        >
          <div className="min-w-0 flex-1 space-y-1">
            <h2 className="break-words font-medium" translate="no" data-testid="project-name">
              {project.name}
            </h2>
            {project.description ? (
              <p className="whitespace-pre-line break-words text-muted-foreground text-sm" translate="no">
                {project.description}
              </p>
            ) : null}
            <p className="text-muted-foreground text-xs">
              {t('projects.created', { date: formatDate(project.createdAt) })}
            </p>
          </div>
          <div className="flex gap-2">
            <Button variant="outline" size="sm" onClick={() => onEdit(project)}>
              <Pencil /> {t('projects.edit')}
              <ProjectName name={project.name} />
            </Button>
            <Button variant="outline" size="sm" onClick={() => onDelete(project)}>
              <Trash2 /> {t('projects.delete')}
              <ProjectName name={project.name} />
            </Button>
          </div>
        </li>
      ))}
    </ul>
  );
}

/** The project a row's button acts on, for screen readers: "Edit Website", not one "Edit" of many. */
function ProjectName({ name }: { name: string }) {
  return (
    <span className="sr-only" translate="no">
      {` ${name}`}
    </span>
  );
}
