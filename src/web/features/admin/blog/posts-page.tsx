import { getRouteApi, Link } from '@tanstack/react-router';
import { FileText, FolderTree, Plus, Send, Tags, Trash2 } from 'lucide-react';
import { ConfirmDialog } from '@/components/dialogs/confirm-dialog';
import { useConfirmAction } from '@/components/dialogs/use-confirm-action';
import { Button } from '@/components/ui/button';
import { useT } from '@/i18n/provider';
import { labelIds } from '@/lib/label-ids';
import { translateAll } from '@/lib/labels';
import { BulkActionBar } from '../list-kit/bulk-action-bar';
import { FilterSelect, optionsOf } from '../list-kit/filter-select';
import { ListFilterBar } from '../list-kit/list-filter-bar';
import { ListTable } from '../list-kit/list-table';
import { type RouteSearch, useListSearch } from '../list-kit/use-list-search';
import { useRowSelection } from '../list-kit/use-row-selection';
import { PageHeader } from '../page-header';
import { postColumns } from './post-columns';
import { type PostConfirmation, postConfirmCopy, postDoneText } from './post-confirm-copy';
import {
  ADMIN_POSTS_PAGE_SIZE,
  useAdminCategories,
  useAdminPosts,
  useAuthors,
  usePostAction,
} from './use-admin-blog';

const routeApi = getRouteApi('/dashboard/admin/blog');
type AdminBlogSearch = RouteSearch<'/dashboard/admin/blog'>;

/** The sort select's value: "" is the server's default (newest first, or best match when searching). */
const sortValue = ({ sort, order }: AdminBlogSearch) => (sort ? `${sort}:${order ?? 'desc'}` : undefined);

/** The status filter's options, as message ids. */
const STATUS_LABELS = labelIds('admin-blog.status', ['published', 'scheduled', 'draft']);

/** Every post in every status: filter, sort, select for bulk actions, and act row by row. */
export function AdminBlogPostsPage() {
  const t = useT();
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
    label: (post) => t('admin-blog.list.select', { title: post.title }),
    allLabel: t('admin-blog.list.selectAll'),
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
      <PageHeader title={t('admin-blog.list.title')} description={t('admin-blog.list.description')}>
        <Button variant="outline" asChild>
          <Link to="/dashboard/admin/blog/categories">
            <FolderTree /> {t('admin-blog.list.categories')}
          </Link>
        </Button>
        <Button variant="outline" asChild>
          <Link to="/dashboard/admin/blog/tags">
            <Tags /> {t('admin-blog.list.tags')}
          </Link>
        </Button>
        <Button asChild>
          <Link to="/dashboard/admin/blog/new">
            <Plus /> {t('admin-blog.list.newPost')}
          </Link>
        </Button>
      </PageHeader>

      <ListFilterBar
        {...list.filterBar}
        placeholder={t('admin-blog.list.searchPlaceholder')}
        label={t('admin-blog.list.searchLabel')}
      >
        <div className="grid grid-cols-2 gap-2 sm:flex">
          <FilterSelect
            label={t('admin-blog.filter.status')}
            className="sm:w-36"
            {...list.filterProps('status')}
            allLabel={t('admin-blog.filter.anyStatus')}
            options={optionsOf(translateAll(STATUS_LABELS, t))}
          />
          <FilterSelect
            label={t('admin-blog.filter.category')}
            {...list.filterProps('category')}
            allLabel={t('admin-blog.filter.allCategories')}
            options={(categories.data?.categories ?? []).map((item) => ({
              value: item.slug,
              label: item.name,
            }))}
          />
          <FilterSelect
            label={t('admin-blog.filter.author')}
            {...list.filterProps('author')}
            allLabel={t('admin-blog.filter.allAuthors')}
            options={(authors.data?.users ?? []).map((user) => ({
              value: user.id,
              label: user.name || user.email,
            }))}
          />
          <FilterSelect
            label={t('admin-blog.filter.sort')}
            value={sortValue(list.search)}
            onChange={(next) => {
              const [nextSort, nextOrder] = (next?.split(':') ?? []) as [
                AdminBlogSearch['sort'],
                AdminBlogSearch['order'],
              ];
              list.setFilter({ sort: nextSort, order: nextOrder });
            }}
            allLabel={search ? t('admin-blog.sort.bestMatch') : t('admin-blog.sort.newest')}
            options={[
              ...(search ? [{ value: 'date:desc', label: t('admin-blog.sort.newest') }] : []),
              { value: 'date:asc', label: t('admin-blog.sort.oldest') },
              { value: 'views:desc', label: t('admin-blog.sort.mostViewed') },
              { value: 'likes:desc', label: t('admin-blog.sort.mostLiked') },
            ]}
          />
        </div>
      </ListFilterBar>

      <BulkActionBar count={selection.selected.length} onClear={selection.clear}>
        {publishable.length > 0 ? (
          <Button size="sm" onClick={() => confirmation.ask({ kind: 'bulk-publish', posts: publishable })}>
            <Send /> {t('admin-blog.bulk.publish', { count: publishable.length })}
          </Button>
        ) : null}
        <Button
          size="sm"
          variant="destructive"
          onClick={() => confirmation.ask({ kind: 'bulk-delete', posts: selection.selected })}
        >
          <Trash2 /> {t('admin-blog.bulk.delete', { count: selection.selected.length })}
        </Button>
      </BulkActionBar>

      <ListTable
        query={posts}
        errorTitle={t('admin-blog.list.loadError')}
        rows={(data) => data.posts}
        empty={{
          icon: FileText,
          title: t('admin-blog.list.emptyTitle'),
          description: t('admin-blog.list.emptyDescription'),
        }}
        noMatch={{ title: t('admin-blog.list.noMatch') }}
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
