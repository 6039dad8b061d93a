import { getRouteApi, Link } from '@tanstack/react-router';
import { FileText, FolderTree, Plus, Send, Tags, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '../confirm-dialog';
import { BulkActionBar } from '../list-kit/bulk-action-bar';
import { FilterSelect, optionsOf } from '../list-kit/filter-select';
import { ListFilterBar } from '../list-kit/list-filter-bar';
import { ListTable } from '../list-kit/list-table';
import { useConfirmAction } from '../list-kit/use-confirm-action';
import { useListSearch } from '../list-kit/use-list-search';
import { useRowSelection } from '../list-kit/use-row-selection';
import { PageHeader } from '../page-header';
import { postColumns } from './post-columns';
import { type PostConfirmation, postConfirmCopy, postDoneText } from './post-confirm-copy';
import type { AdminBlogSearch } from './search';
import {
  ADMIN_POSTS_PAGE_SIZE,
  useAdminCategories,
  useAdminPosts,
  useAuthors,
  usePostAction,
} from './use-admin-blog';

const routeApi = getRouteApi('/dashboard/admin/blog');

/** The sort select's value: "" is the server's default (newest first, or best match when searching). */
const sortValue = ({ sort, order }: AdminBlogSearch) => (sort ? `${sort}:${order ?? 'desc'}` : undefined);

/** Every post in every status: filter, sort, select for bulk actions, and act row by row. */
export function AdminBlogPostsPage() {
  const list = useListSearch(routeApi, {
    pageSize: ADMIN_POSTS_PAGE_SIZE,
    filters: ['search', 'status', 'category', 'author'],
    textKey: 'search',
    keep: ['sort', 'order'],
  });
  const { search } = list.search;
  const posts = useAdminPosts(list.query);
  const categories = useAdminCategories();
  const authors = useAuthors();
  const action = usePostAction();
  const selection = useRowSelection(posts.data?.posts, list.key, {
    label: (post) => `Select “${post.title}”`,
    allLabel: 'Select every post on this page',
  });
  const publishable = selection.selected.filter((post) => post.status !== 'published');

  const confirmation = useConfirmAction(async (pending: PostConfirmation) => {
    const answer = await action.mutateAsync(
      'posts' in pending ? { kind: pending.kind, ids: pending.posts.map((post) => post.id) } : pending,
    );
    if ('posts' in pending) selection.clear();
    return postDoneText(pending, answer);
  });

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

      <ListFilterBar {...list.filterBar} placeholder="Search titles and content" label="Search posts">
        <div className="grid grid-cols-2 gap-2 sm:flex">
          <FilterSelect
            label="Status"
            className="sm:w-36"
            {...list.filterProps('status')}
            allLabel="Any status"
            options={optionsOf({ published: 'Published', scheduled: 'Scheduled', draft: 'Draft' })}
          />
          <FilterSelect
            label="Category"
            {...list.filterProps('category')}
            allLabel="All categories"
            options={(categories.data?.categories ?? []).map((item) => ({
              value: item.slug,
              label: item.name,
            }))}
          />
          <FilterSelect
            label="Author"
            {...list.filterProps('author')}
            allLabel="All authors"
            options={(authors.data?.users ?? []).map((user) => ({
              value: user.id,
              label: user.name || user.email,
            }))}
          />
          <FilterSelect
            label="Sort"
            value={sortValue(list.search)}
            onChange={(next) => {
              const [nextSort, nextOrder] = (next?.split(':') ?? []) as [
                AdminBlogSearch['sort'],
                AdminBlogSearch['order'],
              ];
              list.setFilter({ sort: nextSort, order: nextOrder });
            }}
            allLabel={search ? 'Best match' : 'Newest first'}
            options={[
              ...(search ? [{ value: 'date:desc', label: 'Newest first' }] : []),
              { value: 'date:asc', label: 'Oldest first' },
              { value: 'views:desc', label: 'Most viewed' },
              { value: 'likes:desc', label: 'Most liked' },
            ]}
          />
        </div>
      </ListFilterBar>

      <BulkActionBar count={selection.selected.length} onClear={selection.clear}>
        {publishable.length > 0 ? (
          <Button size="sm" onClick={() => confirmation.ask({ kind: 'bulk-publish', posts: publishable })}>
            <Send /> Publish {publishable.length}
          </Button>
        ) : null}
        <Button
          size="sm"
          variant="destructive"
          onClick={() => confirmation.ask({ kind: 'bulk-delete', posts: selection.selected })}
        >
          <Trash2 /> Delete {selection.selected.length}
        </Button>
      </BulkActionBar>

      <ListTable
        query={posts}
        errorTitle="Could not load posts"
        rows={(data) => data.posts}
        empty={{
          icon: FileText,
          title: 'No posts yet',
          description: 'Write the first one: it stays a draft until you publish it.',
        }}
        noMatch={{ title: 'No posts match' }}
        list={list}
        testId="posts-table"
        columns={postColumns(confirmation.ask)}
        rowProps={(post) => ({ 'data-testid': 'post-row', 'data-slug': post.slug })}
        selection={selection}
      />

      <ConfirmDialog {...confirmation.dialog} {...postConfirmCopy(confirmation.pending)} />
    </>
  );
}
