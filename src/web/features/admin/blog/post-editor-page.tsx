import { getRouteApi, Link } from '@tanstack/react-router';
import { FileX } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useT } from '@/i18n/provider';
import { ApiError } from '@/lib/api';
import { PageHeader } from '../page-header';
import { PostEditor } from './post-editor';
import { useAdminPost } from './use-admin-blog';

/** /dashboard/admin/blog/new */
export function NewPostPage() {
  return <PostEditor />;
}

const editRoute = getRouteApi('/dashboard/admin/blog/$id/edit');

/** /dashboard/admin/blog/$id/edit: the editor once the post is loaded (not found, failed, loading). */
export function EditPostPage() {
  const t = useT();
  const { id } = editRoute.useParams();
  const numericId = Number(id);
  const valid = Number.isInteger(numericId) && numericId > 0;
  const post = useAdminPost(valid ? numericId : undefined);

  if (!valid || (post.isError && post.error instanceof ApiError && post.error.status === 404)) {
    return (
      <>
        <PageHeader title={t('admin-blog.editor.editTitle')} />
        <EmptyState
          icon={FileX}
          title={t('admin-blog.editor.notFound')}
          description={t('admin-blog.editor.notFoundDescription')}
        >
          <Button variant="outline" asChild>
            <Link to="/dashboard/admin/blog">{t('admin-blog.editor.allPosts')}</Link>
          </Button>
        </EmptyState>
      </>
    );
  }
  if (post.isError) {
    return (
      <>
        <PageHeader title={t('admin-blog.editor.editTitle')} />
        <Alert variant="destructive">
          <AlertTitle>{t('admin-blog.editor.loadError')}</AlertTitle>
          <AlertDescription>{post.error.message}</AlertDescription>
        </Alert>
      </>
    );
  }
  if (post.isPending) {
    return (
      <>
        <PageHeader title={t('admin-blog.editor.editTitle')} />
        <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_20rem]">
          <Skeleton className="h-[32rem] w-full" />
          <Skeleton className="h-80 w-full" />
        </div>
      </>
    );
  }
  return <PostEditor key={post.data.post.id} post={post.data.post} />;
}
