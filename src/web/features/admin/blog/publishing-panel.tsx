import type { PostOut } from '@shared/contracts/blog';
import { CalendarClock, Save, Send, Undo2 } from 'lucide-react';
import type { UseFormReturn } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PostStatusBadge } from '@/features/blog/post-status-badge';
import { useT } from '@/i18n/provider';
import { formatDateTime, toLocalInputValue } from '@/lib/utils';
import { EditorPanel } from '../editor-panel';
import type { Intent, PostForm } from './post-form';
import type { usePostSubmit } from './use-post-submit';

/**
 * Where the post stands and the saves that apply to it: update (published or scheduled), publish
 * now (not yet published), back to draft or save a draft, and a schedule (not yet published).
 */
export function PublishingPanel({
  post,
  form,
  busy,
  intent,
  submit,
}: {
  post: PostOut | undefined;
  form: UseFormReturn<PostForm>;
  busy: boolean;
  intent: Intent | null;
  submit: ReturnType<typeof usePostSubmit>['submit'];
}) {
  const t = useT();
  const status = post?.status;
  const live = status === 'published' || status === 'scheduled';
  const button = (which: Intent) => ({
    loading: busy && intent === which,
    disabled: busy,
    onClick: submit(which),
  });

  return (
    <EditorPanel title={t('admin-blog.publishing.title')}>
      <div className="flex flex-wrap items-center gap-2 text-sm" data-testid="editor-status">
        {status ? (
          <PostStatusBadge status={status} />
        ) : (
          <span className="text-muted-foreground">{t('admin-blog.publishing.notSaved')}</span>
        )}
        {live && post?.publishedAt ? (
          <span className="text-muted-foreground">
            {t(status === 'published' ? 'admin-blog.publishing.since' : 'admin-blog.publishing.for', {
              date: formatDateTime(post.publishedAt),
            })}
          </span>
        ) : null}
      </div>
      <div className="grid gap-2">
        {live ? (
          <Button type="button" {...button('update')}>
            <Save />{' '}
            {status === 'published'
              ? t('admin-blog.publishing.update')
              : t('admin-blog.publishing.keepSchedule')}
          </Button>
        ) : null}
        {status !== 'published' ? (
          <Button
            type="button"
            variant={status === 'scheduled' ? 'outline' : 'default'}
            {...button('publish')}
          >
            <Send /> {t('admin-blog.publishing.publishNow')}
          </Button>
        ) : null}
        <Button type="button" variant="outline" {...button('draft')}>
          {live ? (
            <>
              <Undo2 />{' '}
              {status === 'published'
                ? t('admin-blog.publishing.unpublish')
                : t('admin-blog.publishing.unschedule')}
            </>
          ) : (
            <>
              <Save /> {t('admin-blog.publishing.saveDraft')}
            </>
          )}
        </Button>
      </div>
      {status !== 'published' ? (
        <div className="grid gap-2 border-t pt-3">
          <FormField
            label={t('admin-blog.publishing.scheduleFor')}
            error={form.formState.errors.publishedAt?.message}
            description={t('admin-blog.publishing.scheduleHelp')}
          >
            <Input
              type="datetime-local"
              min={toLocalInputValue(new Date().toISOString())}
              {...form.register('publishedAt')}
            />
          </FormField>
          <Button type="button" variant="secondary" {...button('schedule')}>
            <CalendarClock />{' '}
            {status === 'scheduled'
              ? t('admin-blog.publishing.reschedule')
              : t('admin-blog.publishing.schedule')}
          </Button>
        </div>
      ) : null}
    </EditorPanel>
  );
}
