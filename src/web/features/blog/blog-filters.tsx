import type { TagOut } from '@shared/contracts/blog';
import { Search, SlidersHorizontal, X } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { useT } from '@/i18n/provider';
import { useDebouncedFilter } from '@/lib/use-debounced-filter';
import { cn, formatNumber } from '@/lib/utils';
import type { BlogSearch } from './search';

type Term = Pick<TagOut, 'id' | 'name' | 'slug' | 'postCount'>;

/**
 * The list's filters: a search (applied after a pause, or at once on Enter), category and tag
 * pickers, and the popular tags as toggles. They live in the URL; `setFilter` changes it.
 * On phones they take one row, the search and a "Filters" button that shows the rest, so the
 * first post stays on screen.
 */
export function BlogFilters({
  search,
  category,
  tag,
  categories,
  tags,
  setFilter,
  onClear,
}: {
  search: string | undefined;
  category: string | undefined;
  tag: string | undefined;
  categories: Term[] | undefined;
  tags: Term[] | undefined;
  setFilter: (patch: Partial<BlogSearch>, replace?: boolean) => void;
  onClear: () => void;
}) {
  const t = useT();
  const [term, setTerm, flushTerm] = useDebouncedFilter(search, (next) => setFilter({ search: next }, true));
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const tagsId = useId();
  const active = [category, tag].filter(Boolean).length;
  return (
    <>
      <search className="mb-6 block">
        <form
          className="grid grid-cols-[minmax(0,1fr)_auto] gap-2 sm:grid-cols-[minmax(0,1fr)_12rem_12rem_auto]"
          onSubmit={(event) => {
            event.preventDefault();
            flushTerm();
          }}
        >
          <div className="relative min-w-0">
            <Search className="-translate-y-1/2 pointer-events-none absolute top-1/2 left-3 size-4 text-muted-foreground" />
            <Input
              type="search"
              value={term}
              onChange={(event) => setTerm(event.target.value)}
              placeholder={t('blog.filters.search')}
              aria-label={t('blog.filters.search')}
              className="pl-9"
            />
          </div>
          <Button
            type="button"
            variant="outline"
            className="sm:hidden"
            aria-expanded={open}
            aria-controls={`${panelId} ${tagsId}`}
            onClick={() => setOpen((value) => !value)}
          >
            <SlidersHorizontal /> {t('blog.filters.toggle', { active })}
          </Button>
          <div id={panelId} className={cn('col-span-2 grid gap-2 sm:contents', !open && 'hidden')}>
            <TermSelect kind="category" value={category} terms={categories} setFilter={setFilter} />
            <TermSelect kind="tag" value={tag} terms={tags} setFilter={setFilter} />
            {search || category || tag ? (
              <Button type="button" variant="ghost" onClick={onClear}>
                <X /> {t('blog.filters.clear')}
              </Button>
            ) : null}
          </div>
        </form>
      </search>

      {tags && tags.length > 0 ? (
        <nav
          id={tagsId}
          aria-label={t('blog.filters.popularTags')}
          className={cn('-mt-2 mb-8 flex-wrap gap-2', open ? 'flex' : 'hidden sm:flex')}
        >
          {tags
            .filter((item) => item.postCount > 0)
            .slice(0, 12)
            .map((item) => (
              <button
                key={item.id}
                type="button"
                aria-pressed={tag === item.slug}
                // A tag's name is the author's word, not the app's.
                data-content
                onClick={() => setFilter({ tag: tag === item.slug ? undefined : item.slug })}
                className={cn(
                  'rounded-full border px-3 py-1 text-xs transition-colors hover:bg-accent focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50',
                  tag === item.slug &&
                    'border-primary bg-primary text-primary-foreground hover:bg-primary/90',
                )}
              >
                #{item.name}
              </button>
            ))}
        </nav>
      ) : null}
    </>
  );
}

/** A category or tag picker; a slug from the URL that is not listed (none left, say) stays shown. */
function TermSelect({
  kind,
  value,
  terms,
  setFilter,
}: {
  kind: 'category' | 'tag';
  value: string | undefined;
  terms: Term[] | undefined;
  setFilter: (patch: Partial<BlogSearch>) => void;
}) {
  const t = useT();
  return (
    <NativeSelect
      aria-label={kind === 'category' ? t('blog.filters.category') : t('blog.filters.tag')}
      value={value ?? ''}
      onChange={(event) => {
        const slug = event.target.value || undefined;
        setFilter(kind === 'category' ? { category: slug } : { tag: slug });
      }}
    >
      <option value="">
        {kind === 'category' ? t('blog.filters.allCategories') : t('blog.filters.allTags')}
      </option>
      {terms?.map((item) => (
        <option key={item.id} value={item.slug} data-content>
          {item.name} ({formatNumber(item.postCount)})
        </option>
      ))}
      {value && !terms?.some((item) => item.slug === value) ? (
        <option value={value} translate="no">
          {value}
        </option>
      ) : null}
    </NativeSelect>
  );
}
