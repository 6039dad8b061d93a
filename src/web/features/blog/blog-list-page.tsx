import { getRouteApi } from '@tanstack/react-router';
import { Newspaper, Rss, Search, X } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Pagination } from '@/components/ui/pagination';
import { Skeleton } from '@/components/ui/skeleton';
import { BLOG_RSS_URL } from '@/lib/blog-api';
import { useDebouncedFilter } from '@/lib/use-debounced-filter';
import { useDocumentTitle } from '@/lib/use-document-title';
import { cn } from '@/lib/utils';
import { PostCard } from './post-card';
import type { BlogSearch } from './search';
import { useBlogCategories, useBlogPosts, useBlogTags } from './use-blog';

const routeApi = getRouteApi('/_public/blog');

/** The public blog: newest posts first, filtered by category, tag and search (all in the URL). */
export function BlogListPage() {
  const { page = 1, category, tag, search } = routeApi.useSearch();
  const navigate = routeApi.useNavigate();
  const posts = useBlogPosts({ page, category, tag, search });
  const categories = useBlogCategories();
  const tags = useBlogTags();

  const setFilter = (patch: Partial<BlogSearch>, replace = false) =>
    navigate({ search: (previous) => ({ ...previous, ...patch, page: undefined }), replace });
  const [term, setTerm, flushTerm] = useDebouncedFilter(search, (next) => setFilter({ search: next }, true));
  const filtered = Boolean(category || tag || search);
  const clear = () => navigate({ search: {} });

  const categoryName = categories.data?.categories.find((item) => item.slug === category)?.name ?? category;
  const tagName = tags.data?.tags.find((item) => item.slug === tag)?.name ?? tag;
  useDocumentTitle(
    tag
      ? `Posts tagged “${tagName}”`
      : category
        ? `${categoryName} · Blog`
        : search
          ? `“${search}” · Blog`
          : 'Blog',
  );

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14">
      <header className="mb-8 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="space-y-2">
          <h1 className="font-semibold text-3xl tracking-tight sm:text-4xl">Blog</h1>
          <p className="max-w-2xl text-muted-foreground">
            Product news, engineering notes and guides from the team.
          </p>
        </div>
        <Button variant="outline" asChild className="w-fit">
          <a href={BLOG_RSS_URL} type="application/rss+xml">
            <Rss /> RSS feed
          </a>
        </Button>
      </header>

      <search className="mb-6 block">
        <form
          className="grid gap-2 sm:grid-cols-[minmax(0,1fr)_12rem_12rem_auto]"
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
              placeholder="Search posts"
              aria-label="Search posts"
              className="pl-9"
            />
          </div>
          <NativeSelect
            aria-label="Category"
            value={category ?? ''}
            onChange={(event) => setFilter({ category: event.target.value || undefined })}
          >
            <option value="">All categories</option>
            {categories.data?.categories.map((item) => (
              <option key={item.id} value={item.slug}>
                {item.name} ({item.postCount})
              </option>
            ))}
            {category && !categories.data?.categories.some((item) => item.slug === category) ? (
              <option value={category}>{category}</option>
            ) : null}
          </NativeSelect>
          <NativeSelect
            aria-label="Tag"
            value={tag ?? ''}
            onChange={(event) => setFilter({ tag: event.target.value || undefined })}
          >
            <option value="">All tags</option>
            {tags.data?.tags.map((item) => (
              <option key={item.id} value={item.slug}>
                {item.name} ({item.postCount})
              </option>
            ))}
            {tag && !tags.data?.tags.some((item) => item.slug === tag) ? (
              <option value={tag}>{tag}</option>
            ) : null}
          </NativeSelect>
          {filtered ? (
            <Button type="button" variant="ghost" onClick={clear}>
              <X /> Clear
            </Button>
          ) : null}
        </form>
      </search>

      {tags.data && tags.data.tags.length > 0 ? (
        <nav aria-label="Popular tags" className="-mt-2 mb-8 flex flex-wrap gap-2">
          {tags.data.tags
            .filter((item) => item.postCount > 0)
            .slice(0, 12)
            .map((item) => (
              <button
                key={item.id}
                type="button"
                aria-pressed={tag === item.slug}
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

      {filtered ? (
        <p
          className="mb-4 flex flex-wrap items-center gap-2 text-muted-foreground text-sm"
          aria-live="polite"
        >
          {posts.data
            ? `${posts.data.pagination.total} ${posts.data.pagination.total === 1 ? 'post' : 'posts'}`
            : 'Posts'}
          {category ? <Badge variant="secondary">in {categoryName}</Badge> : null}
          {tag ? <Badge variant="secondary">#{tagName}</Badge> : null}
          {search ? <Badge variant="secondary">matching “{search}”</Badge> : null}
        </p>
      ) : null}

      {posts.isError ? (
        <Alert variant="destructive">
          <AlertTitle>Could not load the blog</AlertTitle>
          <AlertDescription>
            <p>{posts.error.message}</p>
            <Button variant="outline" size="sm" className="mt-2" onClick={() => posts.refetch()}>
              Try again
            </Button>
          </AlertDescription>
        </Alert>
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
          title={filtered ? 'No posts match' : 'No posts yet'}
          description={
            filtered
              ? 'Try another search, or clear the filters.'
              : 'The first posts are on their way. Check back soon.'
          }
        >
          {filtered ? (
            <Button variant="outline" onClick={clear}>
              Clear filters
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
            {posts.data.posts.map((post) => (
              <PostCard key={post.id} post={post} />
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
