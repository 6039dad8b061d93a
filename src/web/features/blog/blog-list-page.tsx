import { getRouteApi } from '@tanstack/react-router';
import { Newspaper } from 'lucide-react';
import { PageIntro } from '@/components/layout/page-intro';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { FormattedMessage, useT } from '@/i18n/provider';
import { useDocumentTitle } from '@/lib/use-document-title';
import { cn } from '@/lib/utils';
import { BlogFilters } from './blog-filters';
import { PostCard } from './post-card';
import type { BlogSearch } from './search';

/** The RSS feed: a page the server renders, not an enveloped request. */
const BLOG_RSS_URL = '/blog/rss.xml';

import { useBlogCategories, useBlogPosts, useBlogTags } from './use-blog';

const routeApi = getRouteApi('/_public/blog');

/** The public blog: newest posts first, filtered by category, tag and search (all in the URL). */
export function BlogListPage() {
  const t = useT();
  const { page = 1, category, tag, search } = routeApi.useSearch();
  const navigate = routeApi.useNavigate();
  const posts = useBlogPosts({ page, category, tag, search });
  const categories = useBlogCategories();
  const tags = useBlogTags();

  const setFilter = (patch: Partial<BlogSearch>, replace = false) =>
    navigate({ search: (previous) => ({ ...previous, ...patch, page: undefined }), replace });
  const filtered = Boolean(category || tag || search);
  const clear = () => navigate({ search: {} });

  const categoryName = categories.data?.categories.find((item) => item.slug === category)?.name ?? category;
  const tagName = tags.data?.tags.find((item) => item.slug === tag)?.name ?? tag;
  useDocumentTitle(
    tag
      ? t('blog.list.titleTagged', { tag: tagName })
      : category
        ? t('blog.list.titleCategory', { category: categoryName })
        : search
          ? t('blog.list.titleSearch', { search })
          : t('blog.list.title'),
    t('blog.list.intro'),
  );

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14">
      <PageIntro
        title={t('blog.list.title')}
        description={t('blog.list.intro')}
        feedUrl={BLOG_RSS_URL}
        feedLabel={t('blog.list.rss')}
      />

      <BlogFilters
        search={search}
        category={category}
        tag={tag}
        categories={categories.data?.categories}
        tags={tags.data?.tags}
        setFilter={setFilter}
        onClear={clear}
      />

      {filtered ? (
        <p
          className="mb-4 flex flex-wrap items-center gap-2 text-muted-foreground text-sm"
          aria-live="polite"
        >
          {posts.data
            ? t('blog.list.count', { count: posts.data.pagination.total })
            : t('blog.list.countPending')}
          {category ? <FilterBadge id="blog.list.inCategory" name="category" value={categoryName} /> : null}
          {tag ? (
            <Badge variant="secondary" data-content>
              #{tagName}
            </Badge>
          ) : null}
          {search ? <FilterBadge id="blog.list.matching" name="search" value={search} /> : null}
        </p>
      ) : null}

      {posts.isError ? (
        <RetryAlert title={t('blog.list.loadError')} query={posts} />
      ) : posts.isPending ? (
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {Array.from({ length: 6 }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
            <div key={index} className="overflow-hidden rounded-xl border">
              <Skeleton className="aspect-video w-full rounded-none" />
              <div className="space-y-3 p-5">
                <Skeleton className="h-5 w-3/4" />
                <Skeleton className="h-4 w-full" />
                <Skeleton className="h-4 w-2/3" />
              </div>
            </div>
          ))}
        </div>
      ) : posts.data.posts.length === 0 ? (
        <EmptyState
          icon={Newspaper}
          title={filtered ? t('blog.list.noMatch.title') : t('blog.list.empty.title')}
          description={filtered ? t('blog.list.noMatch.description') : t('blog.list.empty.description')}
        >
          {filtered ? (
            <Button variant="outline" onClick={clear}>
              {t('blog.list.clearFilters')}
            </Button>
          ) : null}
        </EmptyState>
      ) : (
        <div className="space-y-8">
          <div
            className={cn(
              'grid gap-6 sm:grid-cols-2 lg:grid-cols-3',
              posts.isPlaceholderData && 'opacity-60',
            )}
            data-testid="post-list"
          >
            {posts.data.posts.map((post, index) => (
              <PostCard key={post.id} post={post} first={index === 0} />
            ))}
          </div>
          {posts.data.pagination.totalPages > 1 ? (
            <Pagination
              page={posts.data.pagination.page}
              totalPages={posts.data.pagination.totalPages}
              total={posts.data.pagination.total}
              disabled={posts.isFetching}
              onPageChange={(next) => {
                navigate({ search: (previous) => ({ ...previous, page: next > 1 ? next : undefined }) });
                window.scrollTo({ top: 0 });
              }}
            />
          ) : null}
        </div>
      )}
    </div>
  );
}

/**
 * A filter in force, in words ("in <category>"), the name marked as content. One child in the
 * badge: its flex gap would part the words from the name.
 */
function FilterBadge({ id, name, value }: { id: string; name: string; value: string | undefined }) {
  return (
    <Badge variant="secondary">
      <span>
        <FormattedMessage id={id} values={{ [name]: <span data-content>{value}</span> }} />
      </span>
    </Badge>
  );
}
