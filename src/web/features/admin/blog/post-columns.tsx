import { Link } from '@tanstack/react-router';
import { ExternalLink, EyeOff, Pencil, Send, Trash2 } from 'lucide-react';
import { UserAvatar } from '@/components/layout/user-avatar';
import { DropdownMenuItem, DropdownMenuSeparator } from '@/components/ui/dropdown-menu';
import { PostStatusBadge } from '@/features/blog/post-status-badge';
import type { BlogPost } from '@/lib/api/blog';
import { formatDate, formatDateTime } from '@/lib/utils';
import { actionsColumn, type Column } from '../list-kit/data-table';
import { RowMenu } from '../list-kit/row-actions';
import type { PostConfirmation } from './post-confirm-copy';

/** The columns of the admin post list; `onAction` asks to confirm a row's action. */
export function postColumns(onAction: (pending: PostConfirmation) => void): Column<BlogPost>[] {
  return [
    {
      id: 'post',
      header: 'Post',
      className: 'min-w-[14rem] max-w-[22rem]',
      cell: (post) => (
        <>
          <Link
            to="/dashboard/admin/blog/$id/edit"
            params={{ id: String(post.id) }}
            className="block truncate font-medium hover:underline"
          >
            {post.title}
          </Link>
          <p className="truncate text-muted-foreground text-xs">
            /blog/{post.slug}
            {post.categories.length > 0 ? ` · ${post.categories.map((item) => item.name).join(', ')}` : ''}
          </p>
        </>
      ),
    },
    {
      id: 'status',
      header: 'Status',
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
      header: 'Author',
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
            <span className="truncate">{post.author.name}</span>
          </div>
        ) : (
          <span className="text-muted-foreground">—</span>
        ),
    },
    {
      id: 'views',
      header: 'Views',
      className: 'text-right tabular-nums',
      cell: (post) => post.viewCount.toLocaleString(),
    },
    {
      id: 'likes',
      header: 'Likes',
      className: 'text-right tabular-nums',
      cell: (post) => post.likeCount.toLocaleString(),
    },
    {
      id: 'updated',
      header: 'Updated',
      className: 'whitespace-nowrap text-muted-foreground',
      cell: (post) => <time dateTime={post.updatedAt}>{formatDate(post.updatedAt)}</time>,
    },
    actionsColumn((post) => <PostMenu post={post} onAction={onAction} />),
  ];
}

function PostMenu({ post, onAction }: { post: BlogPost; onAction: (pending: PostConfirmation) => void }) {
  return (
    <RowMenu label={`Actions for “${post.title}”`}>
      <DropdownMenuItem asChild>
        <Link to="/dashboard/admin/blog/$id/edit" params={{ id: String(post.id) }}>
          <Pencil /> Edit
        </Link>
      </DropdownMenuItem>
      <DropdownMenuItem asChild>
        <Link to="/blog/$slug" params={{ slug: post.slug }}>
          <ExternalLink /> View
        </Link>
      </DropdownMenuItem>
      {post.status === 'published' ? (
        <DropdownMenuItem onSelect={() => onAction({ kind: 'unpublish', post })}>
          <EyeOff /> Unpublish
        </DropdownMenuItem>
      ) : (
        <DropdownMenuItem onSelect={() => onAction({ kind: 'publish', post })}>
          <Send /> Publish now
        </DropdownMenuItem>
      )}
      <DropdownMenuSeparator />
      <DropdownMenuItem variant="destructive" onSelect={() => onAction({ kind: 'delete', post })}>
        <Trash2 /> Delete
      </DropdownMenuItem>
    </RowMenu>
  );
}
