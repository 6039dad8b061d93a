import type { TemplateWithVersions } from '@shared/contracts/email-templates';
import type { Locale } from '@shared/i18n/locales';
import { useState } from 'react';
import { toast } from 'sonner';
import { ConfirmDialog } from '@/components/dialogs/confirm-dialog';
import { Card } from '@/components/ui/card';
import { useT } from '@/i18n/provider';
import { t as translate } from '@/i18n/store';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { LeaveConfirm, useLeaveGuard } from '../leave-guard';
import { useLanguageName } from './language-name';
import { LanguagePicker } from './language-picker';
import { PreviewPanel } from './preview-panel';
import { SavePanel } from './save-panel';
import { TemplateFields } from './template-fields';
import { TemplateHeader } from './template-header';
import { TemplateMetaDialog } from './template-meta-dialog';
import { usePreview } from './use-email-templates';
import { useTemplateActions } from './use-template-actions';
import { useTemplateContent } from './use-template-content';
import { VersionHistory } from './version-history';

/**
 * Edit one template in one language (a picker switches: each language has its own versions; one
 * without any shows the English text its e-mails fall back to, and saving creates its own):
 * subject, HTML and text side by side (tabs on phones), a live preview with the
 * template's sample values, variable hints that insert `{{name}}` at the caret, test send to the
 * signed-in admin, "Save draft" / "Save and activate", the version history (rollback) and, for
 * custom templates, their details and deletion. Leaving with unsaved changes asks first.
 */
export function TemplateEditor({
  data,
  onLocale,
  onBack,
  onDeleted,
}: {
  data: TemplateWithVersions;
  onLocale: (locale: Locale) => void;
  onBack: () => void;
  onDeleted: () => void;
}) {
  const t = useT();
  const languageName = useLanguageName();
  const { template, versions } = data;
  const form = useTemplateContent(template);
  const [metaOpen, setMetaOpen] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  // In-app navigation, picking another template and closing the tab all ask first.
  const leave = useLeaveGuard(form.dirty);
  const actions = useTemplateActions(template, form, {
    onDeleted: () => {
      setConfirmDelete(false);
      leave.letThrough(true);
      onDeleted();
    },
  });

  const debounced = useDebouncedValue(form.content, 350);
  const preview = usePreview(
    { subject: debounced.subject, html: debounced.html, text: debounced.text, templateId: template.id },
    debounced.subject.trim() !== '' || debounced.html.trim() !== '',
  );

  const { activeVersion, latestVersion } = template;

  return (
    <>
      <TemplateHeader
        template={template}
        dirty={form.dirty}
        onBack={onBack}
        onDetails={() => setMetaOpen(true)}
        onDelete={() => setConfirmDelete(true)}
      />

      {/* Fields, then (on the right from xl up) saving and the history, then the preview. */}
      <div className="grid items-start gap-6 xl:grid-cols-[minmax(0,1fr)_19rem]">
        <div className="grid min-w-0 gap-5 xl:col-start-1 xl:row-start-1">
          <LanguagePicker value={template.locale} onChange={onLocale} />
          {template.ownVersion ? null : (
            <p
              className="rounded-md border border-dashed px-3 py-2 text-muted-foreground text-sm"
              data-testid="language-fallback-note"
            >
              {t('admin-email-templates.editor.fallbackNote', { language: languageName(template.locale) })}
            </p>
          )}
          {activeVersion && latestVersion && latestVersion.version > activeVersion.version ? (
            <p className="rounded-md border border-dashed px-3 py-2 text-muted-foreground text-sm">
              {t('admin-email-templates.editor.draftNote', {
                latest: latestVersion.version,
                active: activeVersion.version,
              })}
            </p>
          ) : null}
          <TemplateFields form={form} template={template} />
        </div>

        <div className="grid min-w-0 gap-4 xl:col-start-2 xl:row-span-2 xl:row-start-1">
          <SavePanel
            saving={actions.saving}
            testing={actions.testing}
            onSave={(intent) => void actions.onSave(intent)}
            onTest={() => void actions.onTest()}
          />
          <Card className="gap-3 p-4">
            <VersionHistory
              template={template}
              versions={versions}
              onLoad={(loaded) => {
                form.load(loaded);
                toast.info(translate('admin-email-templates.editor.versionLoaded'));
              }}
            />
          </Card>
        </div>
        <div className="min-w-0 xl:col-start-1 xl:row-start-2">
          <PreviewPanel
            preview={preview.data}
            pending={preview.isPending}
            fetching={preview.isFetching}
            error={preview.error}
          />
        </div>
      </div>

      {template.builtIn ? null : (
        <TemplateMetaDialog
          open={metaOpen}
          onOpenChange={setMetaOpen}
          template={template}
          onSaved={() => {}}
        />
      )}
      <ConfirmDialog
        open={confirmDelete}
        onOpenChange={setConfirmDelete}
        title={t('admin-email-templates.delete.title', { name: template.name })}
        description={t('admin-email-templates.delete.description')}
        confirmLabel={t('admin-email-templates.delete.confirm')}
        destructive
        pending={actions.deleting}
        onConfirm={() => void actions.onDelete()}
      />
      <LeaveConfirm guard={leave} what="this template" />
    </>
  );
}
