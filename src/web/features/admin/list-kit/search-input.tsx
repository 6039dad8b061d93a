import { Search } from 'lucide-react';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/utils';

/** The text box of a list's search, with its magnifier; bind it to `useListSearch(…).text`. */
export function SearchInput({
  term,
  onTermChange,
  placeholder,
  label,
  className,
}: {
  term: string;
  onTermChange: (text: string) => void;
  placeholder: string;
  /** The accessible name (tests and screen readers find the box by it). */
  label: string;
  className?: string;
}) {
  return (
    <div className={cn('relative', className)}>
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
  );
}
