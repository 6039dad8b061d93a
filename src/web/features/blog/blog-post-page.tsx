import type { PostDetailOut } from '@shared/contracts/blog';
import { getRouteApi, Link } from '@tanstack/react-router';
import { Eye, FileQuestion, Pencil } from 'lucide-react';
import { useMemo } from 'react';
import { BackButton } from '@/components/layout/back-button';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { RenderedMarkdown } from '@/components/ui/rendered-markdown';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { StatusPage } from '@/features/errors/status-page';
import { useT } from '@/i18n/provider';
import { ApiError } from '@/lib/api';
import { useMe } from '@/lib/session';
import { useDocumentTitle } from '@/lib/use-document-title';
import { formatDateTime } from '@/lib/utils';
import { repeatsOpening } from './lede';
import { LikeButton } from './like-button';
import { PostCard, PostMeta } from './post-card';
import { UnpublishedBadge } from './post-status-badge';
import { TermLinks } from './term-links';
import { useBlogPost, useRelatedPosts } from './use-blog';

const routeApi = getRouteApi('/_public/blog/$slug');

/** One article: the server's rendered HTML, its metadata, likes and related posts. */
export function BlogPostPage() {
  const t = useT();
  const { slug } = routeApi.useParams();
  const post = useBlogPost(slug);

  if (post.isError) {
    if (post.error instanceof ApiError && post.error.status === 404) return <PostNotFound />;
    return (
      <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
        <RetryAlert title={t('blog.post.loadError')} query={post} />
      </div>
    );
  }
  if (post.isPending) return <PostSkeleton />;
  return <Article post={post.data.post} />;
}

function PostNotFound() {
  const t = useT();
  return (
    <StatusPage
      code="404"
      icon={FileQuestion}
      title={t('blog.post.notFound.title')}
      description={t('blog.post.notFound.description')}
    >
      <Button asChild>
        <Link to="/blog">{t('blog.post.allPosts')}</Link>
      </Button>
    </StatusPage>
  );
}

function PostSkeleton() {
  const t = useT();
  return (
    <div className="mx-auto max-w-3xl space-y-4 px-4 py-12 sm:px-6" aria-busy="true">
      <span className="sr-only">{t('blog.post.loading')}</span>
      <Skeleton className="h-4 w-24" />
      <Skeleton className="h-10 w-4/5" />
      <Skeleton className="h-4 w-1/2" />
      <Skeleton className="aspect-video w-full" />
      <Skeleton className="h-4 w-full" />
      <Skeleton className="h-4 w-full" />
      <Skeleton className="h-4 w-3/4" />
    </div>
  );
}

function Article({ post }: { post: PostDetailOut }) {
  const t = useT();
  const me = useMe();
  useDocumentTitle(post.seoTitle || post.title, post.seoDescription || post.excerpt);
  const related = useRelatedPosts(post.slug, post.status === 'published');
  const showLede = useMemo(
    () => Boolean(post.excerpt) && !repeatsOpening(post.excerpt, post.contentHtml),
    [post.excerpt, post.contentHtml],
  );

  return (
    <div className="px-4 py-10 sm:px-6 sm:py-14">
      <article className="mx-auto max-w-3xl" data-testid="blog-article" data-post-id={post.id}>
        <div className="mb-6 flex flex-wrap items-center justify-between gap-2">
          <BackButton link={{ to: '/blog' }} label={t('blog.post.allPosts')} />
          {me.data?.role === 'admin' ? (
            <Button variant="outline" size="sm" asChild>
              <Link to="/dashboard/admin/blog/$id/edit" params={{ id: String(post.id) }}>
                <Pencil /> {t('blog.post.edit')}
              </Link>
            </Button>
          ) : null}
        </div>

        {post.status !== 'published' ? (
          <Alert className="mb-6">
            <AlertTitle>
              {post.status === 'draft' ? t('blog.post.draftNotice') : t('blog.post.scheduledNotice')}
            </AlertTitle>
            <AlertDescription>
              {post.status === 'scheduled' && post.publishedAt
                ? t('blog.post.goesPublic', { date: formatDateTime(post.publishedAt) })
                : t('blog.post.publishHint')}
            </AlertDescription>
          </Alert>
        ) : null}

        <header className="space-y-4">
          <UnpublishedBadge post={post} />
          <TermLinks kind="category" terms={post.categories} />
          <h1
            className="break-words font-semibold text-3xl leading-tight tracking-tight sm:text-4xl"
            data-content
          >
            {post.title}
          </h1>
          {showLede ? (
            <p className="text-lg text-muted-foreground" data-testid="post-lede" data-content>
              {post.excerpt}
            </p>
          ) : null}
          <PostMeta post={post} />
        </header>

        {post.featuredImage ? (
          <img
            src={post.featuredImage}
            alt=""
            fetchPriority="high"
            className="mt-8 aspect-video w-full rounded-xl border bg-muted object-cover"
            data-testid="featured-image"
          />
        ) : null}

        <RenderedMarkdown html={post.contentHtml} className="mt-8" data-testid="post-content" />

        <footer className="mt-10 space-y-6 border-t pt-6">
          <TermLinks kind="tag" terms={post.tags} />
          <div className="flex flex-wrap items-center gap-4">
            <LikeButton post={post} signedIn={Boolean(me.data)} />
            <span
              className="flex items-center gap-1.5 text-muted-foreground text-sm"
              data-testid="view-count"
            >
              <Eye className="size-4" aria-hidden="true" />
              {t('blog.post.views', { count: post.viewCount })}
            </span>
          </div>
        </footer>
      </article>

      {related.data && related.data.posts.length > 0 ? (
        <section className="mx-auto mt-16 max-w-6xl" aria-labelledby="related-heading">
          <h2 id="related-heading" className="mb-6 font-semibold text-2xl tracking-tight">
            {t('blog.post.related')}
          </h2>
          <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="related-posts">
            {related.data.posts.map((item) => (
              <PostCard key={item.id} post={item} />
            ))}
          </div>
        </section>
      ) : null}
    </div>
  );
}
