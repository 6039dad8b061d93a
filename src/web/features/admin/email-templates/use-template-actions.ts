import type { EmailTemplateDetail } from '@shared/contracts/email-templates';
import { useState } from 'react';
import { toast } from 'sonner';
import { t } from '@/i18n/store';
import { errorText } from '@/lib/forms';
import type { SaveIntent } from './save-panel';
import { useDeleteTemplate, useSaveTemplate, useTestSend } from './use-email-templates';
import { contentOf, type TemplateContentState } from './use-template-content';

/**
 * What the editor's buttons do: save (as a draft or active) a new version of the language being
 * edited, send a test of what
 * is in the editor, and delete a custom template. Each checks the fields first where it sends
 * them, and ends with a toast.
 */
export function useTemplateActions(
  template: EmailTemplateDetail,
  form: TemplateContentState,
  { onDeleted }: { onDeleted: () => void },
) {
  const [intent, setIntent] = useState<SaveIntent | null>(null);
  const save = useSaveTemplate();
  const testSend = useTestSend();
  const remove = useDeleteTemplate();

  const onSave = async (chosen: SaveIntent) => {
    if (!form.validate()) return;
    setIntent(chosen);
    try {
      const answer = await save.mutateAsync({
        id: template.id,
        locale: template.locale,
        body: { ...form.content, activate: chosen === 'activate' },
      });
      form.markSaved(contentOf(answer.template));
      const version = answer.template.latestVersion?.version ?? 1;
      toast.success(
        chosen === 'activate'
          ? t('admin-email-templates.toast.savedActive', { version })
          : t('admin-email-templates.toast.savedDraft', { version }),
      );
    } catch (error) {
      form.showError(error);
    } finally {
      setIntent(null);
    }
  };

  const onTest = async () => {
    if (!form.validate()) return;
    try {
      const answer = await testSend.mutateAsync({
        id: template.id,
        locale: template.locale,
        body: form.content,
      });
      toast.success(t('admin-email-templates.toast.testSent', { email: answer.to }));
    } catch (error) {
      form.showError(error);
    }
  };

  const onDelete = async () => {
    try {
      await remove.mutateAsync(template.id);
      toast.success(t('admin-email-templates.toast.deleted', { name: template.name }));
      onDeleted();
    } catch (error) {
      toast.error(errorText(error));
    }
  };

  return {
    /** What is being saved (while the request runs). */
    saving: save.isPending ? intent : null,
    testing: testSend.isPending,
    deleting: remove.isPending,
    onSave,
    onTest,
    onDelete,
  };
}
