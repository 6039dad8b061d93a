import type { EmailTemplateSummary } from '@shared/contracts/email-templates';
import { ChevronRight, Lock, Mail } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { useT } from '@/i18n/provider';
import { formatDateTime } from '@/lib/utils';

/** The templates in two groups, built-in then custom; a row opens the editor. */
export function TemplateList({
  templates,
  onSelect,
}: {
  templates: EmailTemplateSummary[];
  onSelect: (template: EmailTemplateSummary) => void;
}) {
  const t = useT();
  const builtIn = templates.filter((template) => template.builtIn);
  const custom = templates.filter((template) => !template.builtIn);
  return (
    <div className="grid gap-6" data-testid="template-list">
      <Group
        title={t('admin-email-templates.kind.builtIn')}
        description={t('admin-email-templates.list.builtIn.description')}
      >
        {builtIn.map((template) => (
          <Row key={template.id} template={template} onSelect={onSelect} />
        ))}
      </Group>
      <Group
        title={t('admin-email-templates.kind.custom')}
        description={t('admin-email-templates.list.custom.description')}
        empty={t('admin-email-templates.list.custom.empty')}
      >
        {custom.map((template) => (
          <Row key={template.id} template={template} onSelect={onSelect} />
        ))}
      </Group>
    </div>
  );
}

function Group({
  title,
  description,
  empty,
  children,
}: {
  title: string;
  description: string;
  empty?: string;
  children: React.ReactNode[];
}) {
  return (
    <section className="grid gap-2">
      <div>
        <h2 className="font-semibold text-sm">{title}</h2>
        <p className="text-muted-foreground text-xs">{description}</p>
      </div>
      {children.length ? (
        <Card className="gap-0 divide-y overflow-hidden py-0">{children}</Card>
      ) : (
        <p className="rounded-lg border border-dashed p-4 text-muted-foreground text-sm">{empty}</p>
      )}
    </section>
  );
}

function Row({
  template,
  onSelect,
}: {
  template: EmailTemplateSummary;
  onSelect: (template: EmailTemplateSummary) => void;
}) {
  const t = useT();
  const { activeVersion, latestVersion } = template;
  const draft = activeVersion && latestVersion && latestVersion.version > activeVersion.version;
  return (
    <button
      type="button"
      className="flex w-full min-w-0 items-center gap-3 p-4 text-left transition-colors hover:bg-muted/50 focus-visible:bg-muted/50 focus-visible:outline-none"
      onClick={() => onSelect(template)}
      data-testid="template-row"
      data-key={template.key}
    >
      <span className="hidden size-9 shrink-0 items-center justify-center rounded-md bg-muted text-muted-foreground sm:flex">
        {template.builtIn ? <Lock className="size-4" /> : <Mail className="size-4" />}
      </span>
      <span className="grid min-w-0 flex-1 gap-1">
        <span className="flex flex-wrap items-center gap-2">
          <span className="font-medium" data-content>
            {template.name}
          </span>
          {activeVersion ? (
            <Badge variant="success" data-testid="active-version-badge">
              {t('admin-email-templates.badge.active', { version: activeVersion.version })}
            </Badge>
          ) : (
            <Badge variant="warning">{t('admin-email-templates.badge.notActive')}</Badge>
          )}
          {draft ? (
            <Badge variant="outline">
              {t('admin-email-templates.badge.draft', { version: latestVersion.version })}
            </Badge>
          ) : null}
        </span>
        {template.description ? (
          <span className="line-clamp-2 text-muted-foreground text-sm" data-content>
            {template.description}
          </span>
        ) : null}
        <span className="text-muted-foreground text-xs">
          {t('admin-email-templates.list.updated', { date: formatDateTime(template.updatedAt) })}
        </span>
      </span>
      <ChevronRight className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
    </button>
  );
}
