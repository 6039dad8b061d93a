import { ArrowLeft, Pencil, Trash2 } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import type { EmailTemplateDetail } from '@/lib/api/email-templates';
import { PageHeader } from '../page-header';

/**
 * The template's name, key, kind, active version and whether the editor holds unsaved changes;
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
  const { activeVersion } = template;
  return (
    <>
      <PageHeader
        title={template.name}
        description={
          <span className="flex flex-wrap items-center gap-2">
            <code className="break-all font-mono text-xs">{template.key}</code>
            <Badge variant="secondary">{template.builtIn ? 'Built-in' : 'Custom'}</Badge>
            {activeVersion ? (
              <Badge variant="success" data-testid="editor-active-version">
                v{activeVersion.version} active
              </Badge>
            ) : (
              <Badge variant="warning">Not active</Badge>
            )}
            {dirty ? (
              <Badge variant="warning" data-testid="unsaved-badge">
                Unsaved changes
              </Badge>
            ) : null}
          </span>
        }
      >
        <Button variant="ghost" onClick={onBack}>
          <ArrowLeft /> All templates
        </Button>
        {template.builtIn ? null : (
          <>
            <Button variant="outline" onClick={onDetails}>
              <Pencil /> Details
            </Button>
            <Button variant="outline" onClick={onDelete}>
              <Trash2 /> Delete
            </Button>
          </>
        )}
      </PageHeader>

      {template.description ? (
        <p className="-mt-3 mb-5 text-muted-foreground text-sm">{template.description}</p>
      ) : null}
    </>
  );
}
