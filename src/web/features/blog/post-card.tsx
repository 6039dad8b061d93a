import type { PostOut } from '@shared/contracts/blog';
import { Link } from '@tanstack/react-router';
import { Clock, FileText } from 'lucide-react';
import { UserAvatar } from '@/components/layout/user-avatar';
import { useT } from '@/i18n/provider';
import { cn, formatDate } from '@/lib/utils';
import { UnpublishedBadge } from './post-status-badge';

/** When a post went (or goes) public; drafts fall back to their creation date. */
export function postDate(post: Pick<PostOut, 'publishedAt' | 'createdAt'>): string {
  return post.publishedAt ?? post.createdAt;
}

/** Author, date and reading time on one wrapping line. */
export function PostMeta({ post, className }: { post: PostOut; className?: string }) {
  const t = useT();
  const date = postDate(post);
  return (
    <div
      className={cn('flex flex-wrap items-center gap-x-3 gap-y-1 text-muted-foreground text-sm', className)}
    >
      {post.author ? (
        // The author's name and its initials in the avatar: a name, not the app's words.
        <span className="flex min-w-0 items-center gap-2" translate="no">
          <UserAvatar
            name={post.author.name}
            email={post.author.name}
            image={post.author.image}
            className="size-6"
          />
          <span className="truncate font-medium text-foreground">{post.author.name}</span>
        </span>
      ) : null}
      <time dateTime={date}>{formatDate(date)}</time>
      <span className="flex items-center gap-1">
        <Clock className="size-3.5" aria-hidden="true" />
        {t('blog.meta.readingTime', { minutes: post.readingTimeMinutes })}
      </span>
    </div>
  );
}

/**
 * The featured image, or a quiet placeholder of the same shape. `first`: the image at the top of a
 * list, on screen as the page opens (its largest element on a phone), fetched with the page rather
 * than once the layout shows it.
 */
export function PostImage({
  post,
  className,
  first,
}: {
  post: PostOut;
  className?: string;
  first?: boolean;
}) {
  return post.featuredImage ? (
    <img
      src={post.featuredImage}
      alt=""
      loading={first ? 'eager' : 'lazy'}
      fetchPriority={first ? 'high' : undefined}
      className={cn('aspect-video w-full bg-muted object-cover', className)}
    />
  ) : (
    <div
      className={cn(
        'flex aspect-video w-full items-center justify-center bg-gradient-to-br from-primary/15 via-accent to-muted',
        className,
      )}
      aria-hidden="true"
    >
      <FileText className="size-8 text-primary/50" />
    </div>
  );
}

/** One post in a list (`first`: the list's top one, see PostImage): image, status if not live (admins), categories, title (the link), excerpt and meta. */
export function PostCard({ post, first }: { post: PostOut; first?: boolean }) {
  return (
    <article
      className="group relative flex min-w-0 flex-col overflow-hidden rounded-xl border bg-card text-card-foreground shadow-sm transition-shadow focus-within:ring-[3px] focus-within:ring-ring/50 hover:shadow-md"
      data-testid="post-card"
      data-slug={post.slug}
    >
      <PostImage post={post} first={first} />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <UnpublishedBadge post={post} />
        {post.categories.length > 0 ? (
          <p className="font-medium text-primary text-xs uppercase tracking-wide" data-content>
            {post.categories.map((category) => category.name).join(' · ')}
          </p>
        ) : null}
        <h2 className="font-semibold text-lg leading-snug">
          <Link
            to="/blog/$slug"
            params={{ slug: post.slug }}
            className="outline-none after:absolute after:inset-0 group-hover:text-primary"
            data-content
          >
            {post.title}
          </Link>
        </h2>
        {post.excerpt ? (
          <p className="line-clamp-3 text-muted-foreground text-sm" data-content>
            {post.excerpt}
          </p>
        ) : null}
        <PostMeta post={post} className="mt-auto pt-2" />
      </div>
    </article>
  );
}
