import type { EntryType } from '@shared/contracts/changelog';
import { changelogEndpoints } from '@shared/endpoints/changelog';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { History } from 'lucide-react';
import { PageIntro } from '@/components/layout/page-intro';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageNavigation } from '@/components/ui/pagination';
import { RenderedMarkdown } from '@/components/ui/rendered-markdown';
import { SkeletonBlocks } from '@/components/ui/skeleton';
import { useT } from '@/i18n/provider';
import { api } from '@/lib/api-call';
import { useDocumentTitle } from '@/lib/use-document-title';
import { cn, formatDate } from '@/lib/utils';
import { CHANGELOG_RSS_URL, CHANGELOG_TYPES } from './entry-types';
import { CHANGELOG_TYPE_IDS, ChangelogTypeBadge } from './type-badge';

const routeApi = getRouteApi('/_public/changelog');
const PAGE_SIZE = 10;

const isType = (value: string | undefined): value is EntryType =>
  (CHANGELOG_TYPES as readonly string[]).includes(value ?? '');

/** The public changelog: released entries, newest version first, filtered by type (in the URL). */
export function ChangelogPage() {
  const search = routeApi.useSearch();
  const navigate = routeApi.useNavigate();
  const page = search.page ?? 1;
  const type = isType(search.type) ? search.type : undefined;
  const t = useT();
  useDocumentTitle(
    type ? t('changelog.titleOfType', { type: t(CHANGELOG_TYPE_IDS[type]) }) : t('changelog.title'),
    t('changelog.intro'),
  );

  const entries = useQuery({
    queryKey: ['changelog', { page, type }],
    queryFn: () => api(changelogEndpoints.list, { query: { page, limit: PAGE_SIZE, type } }),
    placeholderData: keepPreviousData,
  });

  const setType = (next: EntryType | undefined) =>
    navigate({ search: (previous) => ({ ...previous, type: next, page: undefined }) });

  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <PageIntro
        title={t('changelog.title')}
        description={t('changelog.intro')}
        feedUrl={CHANGELOG_RSS_URL}
      />

      <nav aria-label={t('changelog.filter')} className="mb-8 flex flex-wrap gap-2">
        {[undefined, ...CHANGELOG_TYPES].map((item) => (
          <button
            key={item ?? 'all'}
            type="button"
            aria-pressed={type === item}
            onClick={() => setType(item)}
            className={cn(
              'rounded-full border px-3 py-1 text-xs transition-colors hover:bg-accent focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50',
              type === item && 'border-primary bg-primary text-primary-foreground hover:bg-primary/90',
            )}
          >
            {item ? t(CHANGELOG_TYPE_IDS[item]) : t('changelog.all')}
          </button>
        ))}
      </nav>

      {entries.isError ? (
        <Alert variant="destructive">
          <AlertTitle>{t('changelog.loadFailed')}</AlertTitle>
          <AlertDescription data-content>{entries.error.message}</AlertDescription>
        </Alert>
      ) : entries.isPending ? (
        <SkeletonBlocks
          className="space-y-8"
          plain
          blockClassName="space-y-3"
          count={3}
          lines={['h-6 w-1/3', 'h-4 w-full', 'h-4 w-5/6']}
        />
      ) : entries.data.entries.length === 0 ? (
        <EmptyState
          icon={History}
          title={type ? t('changelog.empty.noneOfType') : t('changelog.empty.none')}
          description={type ? t('changelog.empty.noneOfTypeHint') : t('changelog.empty.noneHint')}
        >
          {type ? (
            <Button variant="outline" onClick={() => setType(undefined)}>
              {t('changelog.empty.showAll')}
            </Button>
          ) : null}
        </EmptyState>
      ) : (
        <div className="space-y-10">
          <ol className="space-y-10" aria-busy={entries.isFetching}>
            {entries.data.entries.map((entry) => (
              <li
                key={entry.id}
                id={`v${entry.version}`}
                className="scroll-mt-24 border-b pb-10 last:border-b-0"
              >
                <article aria-labelledby={`entry-${entry.id}`}>
                  <div className="mb-3 flex flex-wrap items-center gap-x-3 gap-y-2 text-sm">
                    <span className="rounded-md bg-muted px-2 py-0.5 font-mono font-semibold" translate="no">
                      v{entry.version}
                    </span>
                    <ChangelogTypeBadge type={entry.type} />
                    <time dateTime={entry.publishedAt} className="text-muted-foreground">
                      {formatDate(entry.publishedAt)}
                    </time>
                  </div>
                  <h2
                    id={`entry-${entry.id}`}
                    className="mb-4 font-semibold text-2xl tracking-tight"
                    data-content
                  >
                    {entry.title}
                  </h2>
                  <RenderedMarkdown html={entry.contentHtml} />
                </article>
              </li>
            ))}
          </ol>
          <PageNavigation
            pagination={entries.data.pagination}
            disabled={entries.isFetching}
            onPage={(page) => navigate({ search: (previous) => ({ ...previous, page }) })}
          />
        </div>
      )}
    </div>
  );
}
