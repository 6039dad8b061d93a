import type {
  EmailTemplateDetail,
  TemplateContent,
  TemplateVersionRow,
} from '@shared/contracts/email-templates';
import { History, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { ConfirmDialog } from '@/components/dialogs/confirm-dialog';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { useT } from '@/i18n/provider';
import { t as translate } from '@/i18n/store';
import { errorText } from '@/lib/forms';
import { formatDateTime } from '@/lib/utils';
import { PreviewPanel } from './preview-panel';
import { useActivateVersion, usePreview, useTemplateVersion } from './use-email-templates';

/**
 * Every saved version of the language being edited, newest first. A version opens in a dialog
 * (rendered with the samples); "Activate this version" makes it the one that is sent in that
 * language (a rollback, when it is an older one).
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
  const t = useT();
  const [open, setOpen] = useState<TemplateVersionRow | null>(null);
  const [confirm, setConfirm] = useState<TemplateVersionRow | null>(null);
  const activate = useActivateVersion();

  const onActivate = async (row: TemplateVersionRow) => {
    try {
      await activate.mutateAsync({ id: template.id, versionId: row.id });
      toast.success(translate('admin-email-templates.history.activated', { version: row.version }));
      setConfirm(null);
      setOpen(null);
    } catch (error) {
      toast.error(errorText(error));
    }
  };

  return (
    <section className="grid gap-2" data-testid="version-history">
      <h2 className="flex items-center gap-2 font-semibold text-sm">
        <History className="size-4 text-muted-foreground" /> {t('admin-email-templates.history.title')}
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
              aria-label={t('admin-email-templates.history.row', {
                active: row.active ? 'yes' : 'no',
                version: row.version,
                subject: row.subject,
              })}
            >
              <span className="flex flex-wrap items-center gap-2">
                <span className="font-medium">v{row.version}</span>
                {row.active ? (
                  <Badge variant="success">{t('admin-email-templates.history.active')}</Badge>
                ) : null}
                {row.id === template.latestVersion?.id && !row.active ? (
                  <Badge variant="outline">{t('admin-email-templates.history.draft')}</Badge>
                ) : null}
              </span>
              <span className="truncate text-muted-foreground text-xs" data-content>
                {row.subject}
              </span>
              <span className="text-muted-foreground text-xs">
                {formatDateTime(row.createdAt)}
                {row.createdBy ? (
                  <>
                    {' · '}
                    <span translate="no">{row.createdBy.name}</span>
                  </>
                ) : null}
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
        title={t('admin-email-templates.history.confirmTitle', { version: confirm?.version ?? '' })}
        description={t('admin-email-templates.history.confirmDescription')}
        confirmLabel={t('admin-email-templates.history.confirm')}
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
  const t = useT();
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
              {t('admin-email-templates.history.dialogTitle', { name: template.name, version: row.version })}
            </DialogTitle>
            <DialogDescription>
              {row.createdBy
                ? t('admin-email-templates.history.savedBy', {
                    date: formatDateTime(row.createdAt),
                    name: row.createdBy.name,
                  })
                : t('admin-email-templates.history.saved', { date: formatDateTime(row.createdAt) })}{' '}
              {row.active
                ? t('admin-email-templates.history.isActive')
                : t('admin-email-templates.history.notActive')}
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
              {t('admin-email-templates.history.load')}
            </Button>
            {row.active ? null : (
              <Button onClick={() => onActivate(row)}>
                <RotateCcw /> {t('admin-email-templates.history.activateThis')}
              </Button>
            )}
          </div>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
