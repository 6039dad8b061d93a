import type { PostOut } from '@shared/contracts/blog';
import { Link } from '@tanstack/react-router';
import { ExternalLink, EyeOff, Pencil, Send, Trash2 } from 'lucide-react';
import { UserAvatar } from '@/components/layout/user-avatar';
import { DropdownMenuItem, DropdownMenuSeparator } from '@/components/ui/dropdown-menu';
import { PostStatusBadge } from '@/features/blog/post-status-badge';
import { useT } from '@/i18n/provider';
import { t } from '@/i18n/store';
import { formatDate, formatDateTime, formatNumber } from '@/lib/utils';
import { noValue } from '../list-kit/cells';
import { actionsColumn, type Column } from '../list-kit/data-table';
import { RowMenu } from '../list-kit/row-actions';
import type { PostConfirmation } from './post-confirm-copy';
import { postEditLink } from './post-edit-link';

/** The columns of the admin post list (built while rendering); `onAction` asks to confirm a row's action. */
export function postColumns(onAction: (pending: PostConfirmation) => void): Column<PostOut>[] {
  return [
    {
      id: 'post',
      header: t('admin-blog.column.post'),
      className: 'min-w-[14rem] max-w-[22rem]',
      cell: (post) => (
        <>
          <Link
            {...postEditLink(post.id)}
            className="block truncate font-medium hover:underline"
            data-content
          >
            {post.title}
          </Link>
          <p className="truncate text-muted-foreground text-xs" translate="no">
            /blog/{post.slug}
            {post.categories.length > 0 ? ` · ${post.categories.map((item) => item.name).join(', ')}` : ''}
          </p>
        </>
      ),
    },
    {
      id: 'status',
      header: t('admin-blog.column.status'),
      cell: (post) => (
        <div className="grid gap-0.5">
          <PostStatusBadge status={post.status} />
          {post.status !== 'draft' && post.publishedAt ? (
            <span className="whitespace-nowrap text-muted-foreground text-xs">
              {post.status === 'scheduled' ? formatDateTime(post.publishedAt) : formatDate(post.publishedAt)}
            </span>
          ) : null}
        </div>
      ),
    },
    {
      id: 'author',
      header: t('admin-blog.column.author'),
      className: 'min-w-[9rem] max-w-[12rem]',
      cell: (post) =>
        post.author ? (
          <div className="flex items-center gap-2">
            <UserAvatar
              name={post.author.name}
              email={post.author.name}
              image={post.author.image}
              className="size-6"
            />
            <span className="truncate" translate="no">
              {post.author.name}
            </span>
          </div>
        ) : (
          noValue
        ),
    },
    {
      id: 'views',
      header: t('admin-blog.column.views'),
      className: 'text-right tabular-nums',
      cell: (post) => formatNumber(post.viewCount),
    },
    {
      id: 'likes',
      header: t('admin-blog.column.likes'),
      className: 'text-right tabular-nums',
      cell: (post) => formatNumber(post.likeCount),
    },
    {
      id: 'updated',
      header: t('admin-blog.column.updated'),
      className: 'whitespace-nowrap text-muted-foreground',
      cell: (post) => <time dateTime={post.updatedAt}>{formatDate(post.updatedAt)}</time>,
    },
    actionsColumn((post) => <PostMenu post={post} onAction={onAction} />),
  ];
}

function PostMenu({ post, onAction }: { post: PostOut; onAction: (pending: PostConfirmation) => void }) {
  const t = useT();
  return (
    <RowMenu label={t('admin-blog.row.actions', { title: post.title })}>
      <DropdownMenuItem asChild>
        <Link {...postEditLink(post.id)}>
          <Pencil /> {t('admin-blog.row.edit')}
        </Link>
      </DropdownMenuItem>
      <DropdownMenuItem asChild>
        <Link to="/blog/$slug" params={{ slug: post.slug }}>
          <ExternalLink /> {t('admin-blog.row.view')}
        </Link>
      </DropdownMenuItem>
      {post.status === 'published' ? (
        <DropdownMenuItem onSelect={() => onAction({ kind: 'unpublish', post })}>
          <EyeOff /> {t('admin-blog.row.unpublish')}
        </DropdownMenuItem>
      ) : (
        <DropdownMenuItem onSelect={() => onAction({ kind: 'publish', post })}>
          <Send /> {t('admin-blog.row.publishNow')}
        </DropdownMenuItem>
      )}
      <DropdownMenuSeparator />
      <DropdownMenuItem variant="destructive" onSelect={() => onAction({ kind: 'delete', post })}>
        <Trash2 /> {t('admin-blog.row.delete')}
      </DropdownMenuItem>
    </RowMenu>
  );
}
