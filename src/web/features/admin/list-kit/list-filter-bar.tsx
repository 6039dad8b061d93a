import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { SearchForm, SearchInput } from '@/components/ui/search-input';
import { useT } from '@/i18n/provider';

/**
 * The filter bar of an admin list page: a search box (spread `useListSearch(…).text` on it; Enter
 * applies it at once), the page's `FilterSelect`s as children, and "Clear" while anything is
 * filtered.
 */
export function ListFilterBar({
  term,
  onTermChange,
  onSubmit,
  placeholder,
  label,
  filtered,
  onClear,
  submitLabel,
  children,
}: {
  term: string;
  onTermChange: (text: string) => void;
  /** Applies the typed term at once. */
  onSubmit: () => void;
  placeholder: string;
  label: string;
  filtered: boolean;
  onClear: () => void;
  /** A button beside the box that applies it at once (Enter does too). */
  submitLabel?: string;
  children?: ReactNode;
}) {
  const t = useT();
  const box = (
    <SearchInput
      term={term}
      onTermChange={onTermChange}
      placeholder={placeholder}
      label={label}
      className={submitLabel ? 'flex-1' : 'sm:min-w-64 sm:flex-1 lg:max-w-sm'}
    />
  );
  return (
    <SearchForm onSubmit={onSubmit} className="mb-4" formClassName="grid gap-2 sm:flex sm:flex-wrap">
      {submitLabel ? (
        <div className="flex gap-2 sm:min-w-64 sm:flex-1 lg:max-w-sm">
          {box}
          <Button type="submit" variant="secondary">
            {submitLabel}
          </Button>
        </div>
      ) : (
        box
      )}
      {children}
      {filtered ? (
        <Button type="button" variant="ghost" onClick={onClear}>
          <X /> {t('admin.list.clear')}
        </Button>
      ) : null}
    </SearchForm>
  );
}
