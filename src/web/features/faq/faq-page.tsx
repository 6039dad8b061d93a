import { faqEndpoints } from '@shared/endpoints/faqs';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { CircleHelp } from 'lucide-react';
import type * as React from 'react';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@/components/ui/accordion';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { RenderedMarkdown } from '@/components/ui/rendered-markdown';
import { SearchForm, SearchInput } from '@/components/ui/search-input';
import { alike, SkeletonLines } from '@/components/ui/skeleton';
import { FormattedMessage, useT } from '@/i18n/provider';
import { api } from '@/lib/api-call';
import { useDebouncedFilter } from '@/lib/use-debounced-filter';
import { useDocumentTitle } from '@/lib/use-document-title';
import { cn } from '@/lib/utils';

const routeApi = getRouteApi('/_public/faq');

/** Frequently asked questions: grouped by category, searchable, one accordion per category. */
export function FaqPage() {
  const t = useT();
  useDocumentTitle(t('faq.title'));
  const { q, category } = routeApi.useSearch();
  const navigate = routeApi.useNavigate();
  const faqs = useQuery({
    queryKey: ['faqs', 'public', q ?? ''],
    queryFn: () => api(faqEndpoints.published, { query: { search: q } }),
    placeholderData: keepPreviousData,
  });
  const [term, setTerm, flushTerm] = useDebouncedFilter(q, (next) =>
    navigate({ search: (previous) => ({ ...previous, q: next }), replace: true }),
  );
  const setCategory = (next: string | undefined) =>
    navigate({ search: (previous) => ({ ...previous, category: next }), replace: true });

  const groups = faqs.data?.categories;
  const shown = groups?.filter((group) => !category || group.name === category);

  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <header className="space-y-2 text-center">
        <h1 className="font-semibold text-3xl tracking-tight sm:text-4xl">{t('faq.title')}</h1>
        <p className="text-muted-foreground">
          <FormattedMessage
            id="faq.intro"
            values={{
              link: (chunks) => (
                <Link to="/contact" className="font-medium text-primary underline-offset-4 hover:underline">
                  {chunks}
                </Link>
              ),
            }}
          />
        </p>
      </header>

      <SearchForm onSubmit={flushTerm} className="mt-8">
        <SearchInput
          term={term}
          onTermChange={setTerm}
          placeholder={t('faq.search')}
          label={t('faq.search')}
          inputClassName="h-11"
          maxLength={200}
        />
      </SearchForm>

      {groups && groups.length > 0 ? (
        <nav
          aria-label={t('faq.categories')}
          className="mt-4 flex flex-wrap gap-2"
          data-testid="faq-categories"
        >
          <CategoryChip active={!category} onClick={() => setCategory(undefined)}>
            {t('faq.all')}
          </CategoryChip>
          {groups.map((group) => (
            <CategoryChip
              key={group.name}
              active={category === group.name}
              onClick={() => setCategory(category === group.name ? undefined : group.name)}
            >
              <span data-content>{group.name}</span>{' '}
              <span className="text-xs opacity-70">{group.faqs.length}</span>
            </CategoryChip>
          ))}
        </nav>
      ) : null}

      <div className="mt-8" aria-busy={faqs.isFetching} data-testid="faq-list">
        {faqs.isError ? (
          <Alert variant="destructive">
            <AlertTitle>{t('faq.loadFailed')}</AlertTitle>
            <AlertDescription data-content>{faqs.error.message}</AlertDescription>
          </Alert>
        ) : !shown ? (
          <div className="grid gap-3">
            <SkeletonLines lines={alike(5, 'h-12 w-full')} />
          </div>
        ) : shown.length === 0 ? (
          <EmptyState
            icon={CircleHelp}
            title={q || category ? t('faq.empty.noMatch') : t('faq.empty.none')}
            description={q || category ? t('faq.empty.noMatchHint') : t('faq.empty.noneHint')}
          >
            {q || category ? (
              <Button variant="outline" onClick={() => navigate({ search: {} })}>
                {t('faq.empty.showAll')}
              </Button>
            ) : null}
          </EmptyState>
        ) : (
          <div className="grid gap-10">
            {shown.map((group) => (
              <section key={group.name} aria-labelledby={`faq-${slug(group.name)}`} data-testid="faq-group">
                <h2
                  id={`faq-${slug(group.name)}`}
                  className="mb-2 font-semibold text-lg tracking-tight"
                  data-content
                >
                  {group.name}
                </h2>
                <Accordion type="multiple" className="rounded-xl border bg-card px-4">
                  {group.faqs.map((faq) => (
                    <AccordionItem key={faq.id} value={String(faq.id)} data-testid="faq-item">
                      <AccordionTrigger className="text-base">
                        <span data-content>{faq.question}</span>
                      </AccordionTrigger>
                      {/* Always in the page (Radix marks it `hidden` while closed): the answers are
                          part of the server-rendered first view, for crawlers and find-in-page. */}
                      <AccordionContent forceMount>
                        <RenderedMarkdown html={faq.answerHtml} />
                      </AccordionContent>
                    </AccordionItem>
                  ))}
                </Accordion>
              </section>
            ))}
          </div>
        )}
      </div>
    </div>
  );
}

const slug = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-');

function CategoryChip({
  active,
  onClick,
  children,
}: {
  active: boolean;
  onClick: () => void;
  children: React.ReactNode;
}) {
  return (
    <button
      type="button"
      aria-pressed={active}
      onClick={onClick}
      className={cn(
        'inline-flex h-8 items-center gap-1.5 rounded-full border px-3 font-medium text-sm transition-colors focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50',
        active ? 'border-primary bg-primary text-primary-foreground' : 'bg-background hover:bg-accent',
      )}
    >
      {children}
    </button>
  );
}
