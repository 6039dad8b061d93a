import { Search, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';

/**
 * The filter bar of an admin list page: a search box (bound to `useDebouncedFilter`; Enter applies
 * it at once), the page's selects as children, and "Clear" while anything is filtered.
 */
export function ListFilterBar({
  term,
  onTermChange,
  onSubmit,
  placeholder,
  label,
  filtered,
  onClear,
  children,
}: {
  term: string;
  onTermChange: (text: string) => void;
  /** Applies the typed term at once (the `flush` of `useDebouncedFilter`). */
  onSubmit: () => void;
  placeholder: string;
  label: string;
  filtered: boolean;
  onClear: () => void;
  children?: ReactNode;
}) {
  return (
    <search className="mb-4 block">
      <form
        className="grid gap-2 sm:flex sm:flex-wrap"
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <div className="relative sm:min-w-64 sm:flex-1 lg:max-w-sm">
          <Search className="-translate-y-1/2 pointer-events-none absolute top-1/2 left-3 size-4 text-muted-foreground" />
          <Input
            type="search"
            value={term}
            onChange={(event) => onTermChange(event.target.value)}
            placeholder={placeholder}
            aria-label={label}
            className="pl-9"
          />
        </div>
        {children}
        {filtered ? (
          <Button type="button" variant="ghost" onClick={onClear}>
            <X /> Clear
          </Button>
        ) : null}
      </form>
    </search>
  );
}
