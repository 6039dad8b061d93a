import { CheckCircle2, Save, Send } from 'lucide-react';
import { Button } from '@/components/ui/button';
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
  return (
    <EditorPanel title="Save">
      <p className="text-muted-foreground text-xs">
        Every save keeps a new version. A draft is kept without being sent; "Save and activate" makes it the
        version new e-mails use.
      </p>
      <div className="grid gap-2">
        <Button loading={saving === 'activate'} disabled={saving !== null} onClick={() => onSave('activate')}>
          <CheckCircle2 /> Save and activate
        </Button>
        <Button
          variant="outline"
          loading={saving === 'draft'}
          disabled={saving !== null}
          onClick={() => onSave('draft')}
        >
          <Save /> Save draft
        </Button>
        <Button variant="secondary" loading={testing} onClick={onTest}>
          <Send /> Send a test to me
        </Button>
      </div>
    </EditorPanel>
  );
}
