import { CheckCircle2, Save, Send } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useT } from '@/i18n/provider';
import { EditorPanel } from '../editor-panel';

export type SaveIntent = 'draft' | 'activate';

/** Save and activate, save a draft, or send a test to the signed-in admin. */
export function SavePanel({
  saving,
  testing,
  onSave,
  onTest,
}: {
  /** What is being saved, if anything. */
  saving: SaveIntent | null;
  testing: boolean;
  onSave: (intent: SaveIntent) => void;
  onTest: () => void;
}) {
  const t = useT();
  return (
    <EditorPanel title={t('admin-email-templates.save.title')}>
      <p className="text-muted-foreground text-xs">{t('admin-email-templates.save.help')}</p>
      <div className="grid gap-2">
        <Button loading={saving === 'activate'} disabled={saving !== null} onClick={() => onSave('activate')}>
          <CheckCircle2 /> {t('admin-email-templates.save.activate')}
        </Button>
        <Button
          variant="outline"
          loading={saving === 'draft'}
          disabled={saving !== null}
          onClick={() => onSave('draft')}
        >
          <Save /> {t('admin-email-templates.save.draft')}
        </Button>
        <Button variant="secondary" loading={testing} onClick={onTest}>
          <Send /> {t('admin-email-templates.save.test')}
        </Button>
      </div>
    </EditorPanel>
  );
}
