import { Columns2, Eye, PenLine } from 'lucide-react';
import { useT } from '@/i18n/provider';
import { cn } from '@/lib/utils';

export type EditorView = 'write' | 'preview' | 'split';

const VIEWS = [
  { value: 'write', label: 'admin-editor.view.write', icon: PenLine },
  { value: 'preview', label: 'admin-editor.view.preview', icon: Eye },
  { value: 'split', label: 'admin-editor.view.split', icon: Columns2 },
] as const;

/** Write / Preview (/ Side by side, on wide screens only) as a group of toggle buttons. */
export function ViewSwitch({
  view,
  onChange,
  split,
}: {
  view: EditorView;
  onChange: (view: EditorView) => void;
  /** Offer "Side by side" (from the lg breakpoint up: below it there is no room for two panes). */
  split: boolean;
}) {
  const t = useT();
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of toggle buttons
    <div
      role="group"
      aria-label={t('admin-editor.view.label')}
      className="inline-flex h-9 items-center rounded-lg bg-muted p-[3px]"
    >
      {VIEWS.filter((item) => split || item.value !== 'split').map((item) => (
        <button
          key={item.value}
          type="button"
          aria-pressed={view === item.value}
          onClick={() => onChange(item.value)}
          className={cn(
            'inline-flex h-full items-center gap-1.5 rounded-md px-2.5 font-medium text-muted-foreground text-sm transition-colors hover:text-foreground focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 [&_svg]:size-4',
            view === item.value && 'bg-background text-foreground shadow-sm',
            item.value === 'split' && 'hidden lg:inline-flex',
          )}
        >
          <item.icon aria-hidden="true" /> {t(item.label)}
        </button>
      ))}
    </div>
  );
}
