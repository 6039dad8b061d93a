import { History, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import type { EmailTemplateDetail, TemplateContent, TemplateVersionRow } from '@/lib/api/email-templates';
import { formatDateTime } from '@/lib/utils';
import { ConfirmDialog, errorText } from '../confirm-dialog';
import { PreviewPanel } from './preview-panel';
import { useActivateVersion, usePreview, useTemplateVersion } from './use-email-templates';

/**
 * Every saved version, newest first. A version opens in a dialog (rendered with the samples);
 * "Activate this version" makes it the one that is sent (a rollback, when it is an older one).
 */
export function VersionHistory({
  template,
  versions,
  onLoad,
}: {
  template: EmailTemplateDetail;
  versions: TemplateVersionRow[];
  /** Puts a version's content into the editor (unsaved). */
  onLoad: (content: TemplateContent) => void;
}) {
  const [open, setOpen] = useState<TemplateVersionRow | null>(null);
  const [confirm, setConfirm] = useState<TemplateVersionRow | null>(null);
  const activate = useActivateVersion();

  const onActivate = async (row: TemplateVersionRow) => {
    try {
      await activate.mutateAsync({ id: template.id, versionId: row.id });
      toast.success(`Version ${row.version} is active: new e-mails use it.`);
      setConfirm(null);
      setOpen(null);
    } catch (error) {
      toast.error(errorText(error));
    }
  };

  return (
    <section className="grid gap-2" data-testid="version-history">
      <h2 className="flex items-center gap-2 font-semibold text-sm">
        <History className="size-4 text-muted-foreground" /> Version history
      </h2>
      <ol className="grid max-h-[28rem] gap-1 overflow-y-auto">
        {versions.map((row) => (
          <li key={row.id}>
            <button
              type="button"
              className="grid w-full min-w-0 gap-0.5 rounded-md border p-2.5 text-left text-sm transition-colors hover:bg-muted/50 focus-visible:bg-muted/50 focus-visible:outline-none"
              onClick={() => setOpen(row)}
              data-testid="version-row"
              data-version={row.version}
              aria-label={`Version ${row.version}${row.active ? ' (active)' : ''}: ${row.subject}`}
            >
              <span className="flex flex-wrap items-center gap-2">
                <span className="font-medium">v{row.version}</span>
                {row.active ? <Badge variant="success">Active</Badge> : null}
                {row.id === template.latestVersion.id && !row.active ? (
                  <Badge variant="outline">Draft</Badge>
                ) : null}
              </span>
              <span className="truncate text-muted-foreground text-xs">{row.subject}</span>
              <span className="text-muted-foreground text-xs">
                {formatDateTime(row.createdAt)}
                {row.createdBy ? ` · ${row.createdBy.name}` : ''}
              </span>
            </button>
          </li>
        ))}
      </ol>

      <VersionDialog
        template={template}
        row={open}
        onClose={() => setOpen(null)}
        onActivate={(row) => setConfirm(row)}
        onLoad={(content) => {
          onLoad(content);
          setOpen(null);
        }}
      />
      <ConfirmDialog
        open={confirm !== null}
        onOpenChange={(next) => (next ? null : setConfirm(null))}
        title={`Activate version ${confirm?.version ?? ''}?`}
        description="New e-mails from this template use this version from now on. The other versions stay in the history."
        confirmLabel="Activate"
        pending={activate.isPending}
        onConfirm={() => (confirm ? void onActivate(confirm) : undefined)}
      />
    </section>
  );
}

function VersionDialog({
  template,
  row,
  onClose,
  onActivate,
  onLoad,
}: {
  template: EmailTemplateDetail;
  row: TemplateVersionRow | null;
  onClose: () => void;
  onActivate: (row: TemplateVersionRow) => void;
  onLoad: (content: TemplateContent) => void;
}) {
  const version = useTemplateVersion(template.id, row?.id);
  const content = version.data?.version;
  const preview = usePreview(
    {
      subject: content?.subject ?? '',
      html: content?.html ?? '',
      text: content?.text,
      templateId: template.id,
    },
    Boolean(content),
  );
  return (
    <Dialog open={row !== null} onOpenChange={(next) => (next ? null : onClose())}>
      {row ? (
        <DialogContent className="sm:max-w-3xl" data-testid="version-dialog">
          <DialogHeader>
            <DialogTitle>
              {template.name}: version {row.version}
            </DialogTitle>
            <DialogDescription>
              Saved {formatDateTime(row.createdAt)}
              {row.createdBy ? ` by ${row.createdBy.name}` : ''}.{' '}
              {row.active ? 'This is the version that is sent.' : 'Not active.'}
            </DialogDescription>
          </DialogHeader>
          <PreviewPanel
            testId="version-preview"
            preview={content ? preview.data : undefined}
            pending={version.isPending || preview.isPending}
            fetching={preview.isFetching}
            error={version.error ?? preview.error}
          />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button
              variant="outline"
              disabled={!content}
              onClick={() =>
                content ? onLoad({ subject: content.subject, html: content.html, text: content.text }) : null
              }
            >
              Load into the editor
            </Button>
            {row.active ? null : (
              <Button onClick={() => onActivate(row)}>
                <RotateCcw /> Activate this version
              </Button>
            )}
          </div>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
