import { Search } from 'lucide-react';
import type * as React from 'react';
import { cn } from '@/lib/utils';
import { Input } from './input';

/**
 * A search: the `<search>` landmark around a form whose submit (Enter, or a button among the
 * children) applies the typed term at once, for boxes that otherwise apply it after a pause.
 */
export function SearchForm({
  onSubmit,
  className,
  formClassName,
  children,
}: {
  onSubmit: () => void;
  className?: string;
  formClassName?: string;
  children: React.ReactNode;
}) {
  return (
    <search className={cn('block', className)}>
      <form
        className={formClassName}
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        {children}
      </form>
    </search>
  );
}

/** A search box with its magnifier; an admin list binds it to `useListSearch(…).text`. */
export function SearchInput({
  term,
  onTermChange,
  placeholder,
  label,
  className,
  inputClassName,
  ...input
}: {
  term: string;
  onTermChange: (text: string) => void;
  placeholder: string;
  /** The accessible name (tests and screen readers find the box by it). */
  label: string;
  className?: string;
  inputClassName?: string;
} & Omit<React.ComponentProps<'input'>, 'value' | 'onChange' | 'className' | 'type'>) {
  return (
    <div className={cn('relative', className)}>
      <Search className="-translate-y-1/2 pointer-events-none absolute top-1/2 left-3 size-4 text-muted-foreground" />
      <Input
        type="search"
        value={term}
        onChange={(event) => onTermChange(event.target.value)}
        placeholder={placeholder}
        aria-label={label}
        className={cn('pl-9', inputClassName)}
        {...input}
      />
    </div>
  );
}
