import type { BlogTerm, TagOut } from '@shared/contracts/blog';
import { Check, Plus } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { useT } from '@/i18n/provider';
import { errorText } from '@/lib/forms';
import { cn } from '@/lib/utils';
import { useTermAction } from './use-admin-blog';

/**
 * Pick any number of categories or tags: each is a toggle button (aria-pressed), so the list
 * works with a keyboard and a screen reader and wraps on a phone.
 */
export function TermPicker({
  label,
  terms,
  value,
  onChange,
  loading,
  emptyText,
  testId,
}: {
  label: string;
  terms: BlogTerm[] | undefined;
  value: number[];
  onChange: (ids: number[]) => void;
  loading: boolean;
  emptyText: string;
  testId: string;
}) {
  if (loading) return <Skeleton className="h-16 w-full" />;
  if (!terms || terms.length === 0) return <p className="text-muted-foreground text-sm">{emptyText}</p>;
  const toggle = (id: number) =>
    onChange(value.includes(id) ? value.filter((item) => item !== id) : [...value, id]);
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of toggle buttons, not a fieldset of inputs
    <div role="group" aria-label={label} className="flex flex-wrap gap-2" data-testid={testId}>
      {terms.map((term) => {
        const on = value.includes(term.id);
        return (
          <button
            key={term.id}
            type="button"
            aria-pressed={on}
            onClick={() => toggle(term.id)}
            className={cn(
              'inline-flex max-w-full items-center gap-1 rounded-full border px-3 py-1 text-sm transition-colors hover:bg-accent focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50',
              on && 'border-primary bg-primary text-primary-foreground hover:bg-primary/90',
            )}
          >
            {on ? <Check className="size-3.5 shrink-0" aria-hidden="true" /> : null}
            <span className="truncate" data-content>
              {term.name}
            </span>
          </button>
        );
      })}
    </div>
  );
}

/** A one-line form under the tag picker: creates the tag and selects it. */
export function NewTagInline({ onCreated }: { onCreated: (tag: TagOut) => void }) {
  const t = useT();
  const [name, setName] = useState('');
  const action = useTermAction('tags');
  const create = async () => {
    const trimmed = name.trim();
    if (!trimmed) return;
    try {
      const result = (await action.mutateAsync({ kind: 'create', body: { name: trimmed } })) as {
        tag: TagOut;
      };
      onCreated(result.tag);
      setName('');
      toast.success(t('admin-blog.tags.createdInline', { name: result.tag.name }));
    } catch (error) {
      toast.error(errorText(error));
    }
  };
  return (
    <div className="flex gap-2">
      <Input
        value={name}
        onChange={(event) => setName(event.target.value)}
        onKeyDown={(event) => {
          // Enter here creates the tag; it must not submit the post form.
          if (event.key === 'Enter') {
            event.preventDefault();
            void create();
          }
        }}
        placeholder={t('admin-blog.tags.inlinePlaceholder')}
        aria-label={t('admin-blog.tags.inlineLabel')}
        maxLength={80}
        className="h-8"
      />
      <Button
        type="button"
        size="sm"
        variant="outline"
        loading={action.isPending}
        onClick={create}
        disabled={!name.trim()}
      >
        <Plus /> {t('admin-blog.tags.add')}
      </Button>
    </div>
  );
}
