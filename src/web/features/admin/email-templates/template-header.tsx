import type { EmailTemplateDetail } from '@shared/contracts/email-templates';
import { ArrowLeft, Pencil, Trash2 } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useT } from '@/i18n/provider';
import { PageHeader } from '../page-header';

/**
 * The template's name, key, kind, active version (in the language edited; "sent in English" when
 * that language has no version of its own) and whether the editor holds unsaved changes;
 * back to the list, and for custom templates their details and deletion.
 */
export function TemplateHeader({
  template,
  dirty,
  onBack,
  onDetails,
  onDelete,
}: {
  template: EmailTemplateDetail;
  dirty: boolean;
  onBack: () => void;
  onDetails: () => void;
  onDelete: () => void;
}) {
  const t = useT();
  const { activeVersion } = template;
  return (
    <>
      <PageHeader
        title={template.name}
        description={
          <span className="flex flex-wrap items-center gap-2">
            <code className="break-all font-mono text-xs" translate="no">
              {template.key}
            </code>
            <Badge variant="secondary">
              {template.builtIn
                ? t('admin-email-templates.kind.builtIn')
                : t('admin-email-templates.kind.custom')}
            </Badge>
            {activeVersion ? (
              <Badge variant="success" data-testid="editor-active-version">
                {t('admin-email-templates.badge.active', { version: activeVersion.version })}
              </Badge>
            ) : template.ownVersion ? (
              <Badge variant="warning">{t('admin-email-templates.badge.notActive')}</Badge>
            ) : (
              <Badge variant="outline" data-testid="editor-sent-in-english">
                {t('admin-email-templates.badge.english')}
              </Badge>
            )}
            {dirty ? (
              <Badge variant="warning" data-testid="unsaved-badge">
                {t('admin-email-templates.header.unsaved')}
              </Badge>
            ) : null}
          </span>
        }
      >
        <Button variant="ghost" onClick={onBack}>
          <ArrowLeft /> {t('admin-email-templates.header.back')}
        </Button>
        {template.builtIn ? null : (
          <>
            <Button variant="outline" onClick={onDetails}>
              <Pencil /> {t('admin-email-templates.header.details')}
            </Button>
            <Button variant="outline" onClick={onDelete}>
              <Trash2 /> {t('admin-email-templates.header.delete')}
            </Button>
          </>
        )}
      </PageHeader>

      {template.description ? (
        <p className="-mt-3 mb-5 text-muted-foreground text-sm" data-content>
          {template.description}
        </p>
      ) : null}
    </>
  );
}
