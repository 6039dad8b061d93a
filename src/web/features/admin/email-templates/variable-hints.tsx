import type { TemplateVariable } from '@shared/contracts/email-templates';
import { useT } from '@/i18n/provider';
import { cn } from '@/lib/utils';

/**
 * The variables a template can use (its own first, then the ones every template has): a click
 * inserts `{{name}}` at the caret of the field last edited, named in `target`.
 */
export function VariableHints({
  own,
  global,
  target,
  onInsert,
}: {
  own: TemplateVariable[];
  global: TemplateVariable[];
  /** The field a click inserts into. */
  target: 'subject' | 'html' | 'text';
  onInsert: (name: string) => void;
}) {
  const t = useT();
  return (
    <section className="grid gap-2" aria-labelledby="variable-hints-title" data-testid="variable-hints">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <h2 id="variable-hints-title" className="font-medium text-sm">
          {t('admin-email-templates.hints.title')}
        </h2>
        <p className="text-muted-foreground text-xs" aria-live="polite">
          {t('admin-email-templates.hints.target', { field: target })}
        </p>
      </div>
      <div className="flex flex-wrap gap-1.5">
        {[...own, ...global].map((variable) => (
          <button
            key={variable.name}
            type="button"
            // Keeps the focus (and the caret) in the field being edited.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => onInsert(variable.name)}
            title={variable.description || undefined}
            aria-label={
              variable.description
                ? t('admin-email-templates.hints.insertDescribed', {
                    placeholder: `{{${variable.name}}}`,
                    description: variable.description,
                  })
                : t('admin-email-templates.hints.insert', { placeholder: `{{${variable.name}}}` })
            }
            className={cn(
              'inline-flex max-w-full items-center gap-1.5 rounded-md border px-2 py-1 text-left text-xs transition-colors hover:bg-accent focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50',
              own.includes(variable) ? 'bg-background' : 'bg-muted/50 text-muted-foreground',
            )}
            data-testid="variable-chip"
            data-name={variable.name}
          >
            <code className="font-mono" translate="no">{`{{${variable.name}}}`}</code>
            {variable.description ? (
              <span className="hidden truncate text-muted-foreground sm:inline" data-content>
                {variable.description}
              </span>
            ) : null}
          </button>
        ))}
      </div>
    </section>
  );
}
