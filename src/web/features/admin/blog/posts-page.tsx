import { getRouteApi, Link } from '@tanstack/react-router';
import {
  ExternalLink,
  EyeOff,
  FileText,
  FolderTree,
  MoreHorizontal,
  Pencil,
  Plus,
  Send,
  Tags,
  Trash2,
} from 'lucide-react';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { UserAvatar } from '@/components/layout/user-avatar';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { NativeSelect } from '@/components/ui/native-select';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import type { BlogPost } from '@/lib/blog-api';
import { useDebouncedFilter } from '@/lib/use-debounced-filter';
import { cn, formatDate, formatDateTime } from '@/lib/utils';
import type { AdminBlogSearch } from '@/router';
import { ConfirmDialog, errorText } from '../confirm-dialog';
import { ListFilterBar } from '../list-filter-bar';
import { ListStates } from '../list-states';
import { PageHeader } from '../page-header';
import { PostStatusBadge } from './post-status-badge';
import { useAdminCategories, useAdminPosts, useAuthors, usePostAction } from './use-admin-blog';

const routeApi = getRouteApi('/dashboard/admin/blog');

type Pending =
  | { kind: 'publish' | 'unpublish' | 'delete'; post: BlogPost }
  | { kind: 'bulk-publish' | 'bulk-delete'; posts: BlogPost[] }
  | null;

/** The sort select's value: "" is the server's default (newest first, or best match when searching). */
function sortValue(sort: AdminBlogSearch['sort'], order: AdminBlogSearch['order']): string {
  if (!sort) return '';
  return `${sort}:${order ?? 'desc'}`;
}

/** Every post in every status: filter, sort, select for bulk actions, and act row by row. */
export function AdminBlogPostsPage() {
  const { page = 1, status, category, author, search, sort, order } = routeApi.useSearch();
  const navigate = routeApi.useNavigate();
  const list = useAdminPosts({ page, status, category, author, search, sort, order });
  const categories = useAdminCategories();
  const authors = useAuthors();
  const action = usePostAction();
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [confirming, setConfirming] = useState<Pending>(null);

  // A selection belongs to the rows on screen: a new page or filter starts afresh.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the list's query changes
  useEffect(() => setSelected(new Set()), [page, status, category, author, search, sort, order]);

  const setFilter = (patch: Partial<AdminBlogSearch>, replace = false) =>
    navigate({ search: (previous) => ({ ...previous, ...patch, page: undefined }), replace });
  const [term, setTerm, flushTerm] = useDebouncedFilter(search, (next) => setFilter({ search: next }, true));
  const filtered = Boolean(search || status || category || author);
  const clear = () => navigate({ search: (previous) => ({ sort: previous.sort, order: previous.order }) });

  const posts = list.data?.posts ?? [];
  const selectedPosts = posts.filter((post) => selected.has(post.id));
  const publishable = selectedPosts.filter((post) => post.status !== 'published');
  const allSelected = posts.length > 0 && posts.every((post) => selected.has(post.id));
  const toggle = (id: number, on: boolean) =>
    setSelected((previous) => {
      const next = new Set(previous);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const confirm = async () => {
    if (!confirming) return;
    try {
      switch (confirming.kind) {
        case 'publish':
          await action.mutateAsync(confirming);
          toast.success(`“${confirming.post.title}” is published.`);
          break;
        case 'unpublish':
          await action.mutateAsync(confirming);
          toast.success(`“${confirming.post.title}” is back to draft.`);
          break;
        case 'delete':
          await action.mutateAsync(confirming);
          toast.success(`“${confirming.post.title}” is deleted.`);
          break;
        case 'bulk-publish': {
          const result = (await action.mutateAsync({
            kind: 'bulk-publish',
            ids: confirming.posts.map((post) => post.id),
          })) as { updated: number };
          toast.success(result.updated === 1 ? '1 post published.' : `${result.updated} posts published.`);
          setSelected(new Set());
          break;
        }
        case 'bulk-delete': {
          const result = (await action.mutateAsync({
            kind: 'bulk-delete',
            ids: confirming.posts.map((post) => post.id),
          })) as { deleted: number };
          toast.success(result.deleted === 1 ? '1 post deleted.' : `${result.deleted} posts deleted.`);
          setSelected(new Set());
          break;
        }
      }
    } catch (error) {
      toast.error(errorText(error));
    }
    setConfirming(null);
  };

  return (
    <>
      <PageHeader
        title="Blog"
        description="Write, schedule and publish posts; manage them one by one or in bulk."
      >
        <Button variant="outline" asChild>
          <Link to="/dashboard/admin/blog/categories">
            <FolderTree /> Categories
          </Link>
        </Button>
        <Button variant="outline" asChild>
          <Link to="/dashboard/admin/blog/tags">
            <Tags /> Tags
          </Link>
        </Button>
        <Button asChild>
          <Link to="/dashboard/admin/blog/new">
            <Plus /> New post
          </Link>
        </Button>
      </PageHeader>

      <ListFilterBar
        term={term}
        onTermChange={setTerm}
        onSubmit={flushTerm}
        placeholder="Search titles and content"
        label="Search posts"
        filtered={filtered}
        onClear={clear}
      >
        <div className="grid grid-cols-2 gap-2 sm:flex">
          <NativeSelect
            aria-label="Status"
            className="sm:w-36"
            value={status ?? ''}
            onChange={(event) =>
              setFilter({ status: (event.target.value || undefined) as AdminBlogSearch['status'] })
            }
          >
            <option value="">Any status</option>
            <option value="published">Published</option>
            <option value="scheduled">Scheduled</option>
            <option value="draft">Draft</option>
          </NativeSelect>
          <NativeSelect
            aria-label="Category"
            className="sm:w-40"
            value={category ?? ''}
            onChange={(event) => setFilter({ category: event.target.value || undefined })}
          >
            <option value="">All categories</option>
            {categories.data?.categories.map((item) => (
              <option key={item.id} value={item.slug}>
                {item.name}
              </option>
            ))}
          </NativeSelect>
          <NativeSelect
            aria-label="Author"
            className="sm:w-40"
            value={author ?? ''}
            onChange={(event) => setFilter({ author: event.target.value || undefined })}
          >
            <option value="">All authors</option>
            {authors.data?.users.map((user) => (
              <option key={user.id} value={user.id}>
                {user.name || user.email}
              </option>
            ))}
          </NativeSelect>
          <NativeSelect
            aria-label="Sort"
            className="sm:w-40"
            value={sortValue(sort, order)}
            onChange={(event) => {
              const [nextSort, nextOrder] = event.target.value.split(':') as [
                AdminBlogSearch['sort'] | '',
                AdminBlogSearch['order'],
              ];
              setFilter({ sort: nextSort || undefined, order: nextSort ? nextOrder : undefined });
            }}
          >
            <option value="">{search ? 'Best match' : 'Newest first'}</option>
            {search ? <option value="date:desc">Newest first</option> : null}
            <option value="date:asc">Oldest first</option>
            <option value="views:desc">Most viewed</option>
            <option value="likes:desc">Most liked</option>
          </NativeSelect>
        </div>
      </ListFilterBar>

      {selectedPosts.length > 0 ? (
        <div
          className="mb-4 flex flex-wrap items-center justify-between gap-2 rounded-lg border bg-accent/50 px-3 py-2 text-sm"
          data-testid="bulk-bar"
        >
          <span>
            <span className="font-medium">{selectedPosts.length}</span> selected
          </span>
          <div className="flex flex-wrap gap-2">
            <Button size="sm" variant="ghost" onClick={() => setSelected(new Set())}>
              Clear selection
            </Button>
            {publishable.length > 0 ? (
              <Button size="sm" onClick={() => setConfirming({ kind: 'bulk-publish', posts: publishable })}>
                <Send /> Publish {publishable.length}
              </Button>
            ) : null}
            <Button
              size="sm"
              variant="destructive"
              onClick={() => setConfirming({ kind: 'bulk-delete', posts: selectedPosts })}
            >
              <Trash2 /> Delete {selectedPosts.length}
            </Button>
          </div>
        </div>
      ) : null}

      <ListStates
        query={list}
        errorTitle="Could not load posts"
        isEmpty={(data) => data.posts.length === 0}
        empty={{
          icon: FileText,
          title: filtered ? 'No posts match' : 'No posts yet',
          description: filtered
            ? 'Try another search, or clear the filters.'
            : 'Write the first one: it stays a draft until you publish it.',
        }}
        onClear={filtered ? clear : undefined}
        onPageChange={(next) =>
          navigate({ search: (previous) => ({ ...previous, page: next > 1 ? next : undefined }) })
        }
      >
        {() => (
          <Table data-testid="posts-table">
            <TableHeader className="bg-muted/40">
              <TableRow>
                <TableHead className="w-10">
                  <input
                    type="checkbox"
                    className="size-4 align-middle accent-[var(--color-primary)]"
                    aria-label="Select every post on this page"
                    checked={allSelected}
                    onChange={(event) =>
                      setSelected(event.target.checked ? new Set(posts.map((post) => post.id)) : new Set())
                    }
                  />
                </TableHead>
                <TableHead>Post</TableHead>
                <TableHead>Status</TableHead>
                <TableHead>Author</TableHead>
                <TableHead className="text-right">Views</TableHead>
                <TableHead className="text-right">Likes</TableHead>
                <TableHead>Updated</TableHead>
                <TableHead>
                  <span className="sr-only">Actions</span>
                </TableHead>
              </TableRow>
            </TableHeader>
            <TableBody className={cn(list.isPlaceholderData && 'opacity-60')}>
              {posts.map((post) => (
                <TableRow
                  key={post.id}
                  data-testid="post-row"
                  data-slug={post.slug}
                  data-state={selected.has(post.id) ? 'selected' : undefined}
                >
                  <TableCell>
                    <input
                      type="checkbox"
                      className="size-4 align-middle accent-[var(--color-primary)]"
                      aria-label={`Select “${post.title}”`}
                      checked={selected.has(post.id)}
                      onChange={(event) => toggle(post.id, event.target.checked)}
                    />
                  </TableCell>
                  <TableCell className="min-w-[14rem] max-w-[22rem]">
                    <Link
                      to="/dashboard/admin/blog/$id/edit"
                      params={{ id: String(post.id) }}
                      className="block truncate font-medium hover:underline"
                    >
                      {post.title}
                    </Link>
                    <p className="truncate text-muted-foreground text-xs">
                      /blog/{post.slug}
                      {post.categories.length > 0
                        ? ` · ${post.categories.map((item) => item.name).join(', ')}`
                        : ''}
                    </p>
                  </TableCell>
                  <TableCell>
                    <div className="grid gap-0.5">
                      <PostStatusBadge status={post.status} />
                      {post.status !== 'draft' && post.publishedAt ? (
                        <span className="whitespace-nowrap text-muted-foreground text-xs">
                          {post.status === 'scheduled'
                            ? formatDateTime(post.publishedAt)
                            : formatDate(post.publishedAt)}
                        </span>
                      ) : null}
                    </div>
                  </TableCell>
                  <TableCell className="min-w-[9rem] max-w-[12rem]">
                    {post.author ? (
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
                    )}
                  </TableCell>
                  <TableCell className="text-right tabular-nums">{post.viewCount.toLocaleString()}</TableCell>
                  <TableCell className="text-right tabular-nums">{post.likeCount.toLocaleString()}</TableCell>
                  <TableCell className="whitespace-nowrap text-muted-foreground">
                    <time dateTime={post.updatedAt}>{formatDate(post.updatedAt)}</time>
                  </TableCell>
                  <TableCell className="text-right">
                    <RowActions post={post} onAction={setConfirming} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </ListStates>

      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => (open ? null : setConfirming(null))}
        pending={action.isPending}
        onConfirm={confirm}
        {...confirmCopy(confirming)}
      />
    </>
  );
}

function RowActions({ post, onAction }: { post: BlogPost; onAction: (pending: Pending) => void }) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" className="size-8" aria-label={`Actions for “${post.title}”`}>
          <MoreHorizontal />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
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
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

function confirmCopy(pending: Pending) {
  switch (pending?.kind) {
    case 'publish':
      return {
        title: `Publish “${pending.post.title}” now?`,
        description:
          pending.post.status === 'scheduled'
            ? 'It was scheduled; publishing now makes it public at once.'
            : 'It becomes public on the blog, in the RSS feed and the sitemap.',
        confirmLabel: 'Publish',
      };
    case 'unpublish':
      return {
        title: `Unpublish “${pending.post.title}”?`,
        description: 'It goes back to draft: visitors get a 404 page until you publish it again.',
        confirmLabel: 'Unpublish',
      };
    case 'delete':
      return {
        title: `Delete “${pending.post.title}”?`,
        description: 'The post, its likes and its views are removed for good.',
        confirmLabel: 'Delete',
        destructive: true,
      };
    case 'bulk-publish':
      return {
        title: pending.posts.length === 1 ? 'Publish 1 post?' : `Publish ${pending.posts.length} posts?`,
        description: 'They become public at once, scheduled ones included.',
        confirmLabel: 'Publish',
      };
    case 'bulk-delete':
      return {
        title: pending.posts.length === 1 ? 'Delete 1 post?' : `Delete ${pending.posts.length} posts?`,
        description: 'The posts, their likes and their views are removed for good.',
        confirmLabel: 'Delete',
        destructive: true,
      };
    default:
      return { title: '', description: '', confirmLabel: 'Confirm' };
  }
}
