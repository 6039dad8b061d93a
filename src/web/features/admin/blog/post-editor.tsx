import type { PostOut } from '@shared/contracts/blog';
import { slugify } from '@shared/slug';
import { Link, useNavigate } from '@tanstack/react-router';
import { ArrowLeft, ExternalLink } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-error';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { formResolver } from '@/i18n/form-resolver';
import { FormattedMessage, useT } from '@/i18n/provider';
import { EditorPanel } from '../editor-panel';
import { LeaveConfirm, useLeaveGuard } from '../leave-guard';
import { MarkdownEditor } from '../markdown-editor/markdown-editor';
import { PageHeader } from '../page-header';
import { FeaturedImageField } from './featured-image-field';
import { postEditLink } from './post-edit-link';
import { formValues, POST_FORM_MESSAGES, type PostForm, postForm } from './post-form';
import { PublishingPanel } from './publishing-panel';
import { SeoPanel } from './seo-panel';
import { TaxonomyPanels } from './taxonomy-panels';
import { usePostSubmit } from './use-post-submit';

/** Write or edit a post: Markdown with a server-rendered preview, images, taxonomy, SEO, publishing. */
export function PostEditor({ post: loaded }: { post?: PostOut }) {
  const t = useT();
  const navigate = useNavigate();
  const [post, setPost] = useState<PostOut | undefined>(loaded);
  // A new post's slug follows its title until the slug is edited (or the post saved).
  const [slugEdited, setSlugEdited] = useState(Boolean(loaded));
  const form = useForm<PostForm>({
    resolver: formResolver(postForm, POST_FORM_MESSAGES),
    defaultValues: formValues(loaded),
  });
  const { errors, isDirty } = form.formState;
  const leave = useLeaveGuard(isDirty);
  const { submit, intent, busy } = usePostSubmit({
    form,
    post,
    onSlugTaken: () => setSlugEdited(true),
    onSaved: async (saved) => {
      setPost(saved);
      form.reset(formValues(saved));
      setSlugEdited(true);
      if (post) return;
      // A new post moves to its own address; nothing is unsaved any more.
      leave.letThrough(true);
      await navigate({ ...postEditLink(saved.id), replace: true });
      leave.letThrough(false);
    },
  });

  const status = post?.status;
  const title = form.watch('title');
  const slug = form.watch('slug');
  useEffect(() => {
    if (!slugEdited) form.setValue('slug', slugify(title), { shouldDirty: Boolean(title) });
  }, [title, slugEdited, form]);

  return (
    <>
      <PageHeader
        title={post ? t('admin-blog.editor.editTitle') : t('admin-blog.editor.newTitle')}
        description={post ? <span data-content>{post.title}</span> : t('admin-blog.editor.newDescription')}
      >
        <Button variant="ghost" asChild>
          <Link to="/dashboard/admin/blog">
            <ArrowLeft /> {t('admin-blog.editor.allPosts')}
          </Link>
        </Button>
        {post ? (
          <Button variant="outline" asChild>
            <Link to="/blog/$slug" params={{ slug: post.slug }}>
              <ExternalLink /> {t('admin-blog.editor.view')}
            </Link>
          </Button>
        ) : null}
      </PageHeader>

      <form
        noValidate
        aria-label={post ? t('admin-blog.editor.editTitle') : t('admin-blog.editor.newTitle')}
        onSubmit={(event) => {
          event.preventDefault();
          void submit(status === 'published' || status === 'scheduled' ? 'update' : 'draft')();
        }}
        className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]"
      >
        <div className="grid min-w-0 gap-5">
          <FormError message={errors.root?.message} />
          <FormField label={t('admin-blog.editor.title')} error={errors.title?.message}>
            <Input className="h-11 text-lg md:text-lg" autoComplete="off" {...form.register('title')} />
          </FormField>
          <FormField
            label={t('admin-blog.editor.slug')}
            error={errors.slug?.message}
            description={
              <FormattedMessage
                id={slugEdited ? 'admin-blog.editor.slugAddress' : 'admin-blog.editor.slugAddressFollows'}
                values={{
                  address: (
                    <span className="break-all font-mono" translate="no">
                      /blog/{slug || '…'}
                    </span>
                  ),
                }}
              />
            }
          >
            <Input
              autoComplete="off"
              spellCheck={false}
              {...form.register('slug', { onChange: () => setSlugEdited(true) })}
            />
          </FormField>
          <Controller
            control={form.control}
            name="content"
            render={({ field }) => (
              <MarkdownEditor
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={errors.content?.message}
                wide
                showReadingTime
              />
            )}
          />
          <FormField
            label={t('admin-blog.editor.excerpt')}
            error={errors.excerpt?.message}
            description={t('admin-blog.editor.excerptHelp')}
          >
            <Textarea rows={3} {...form.register('excerpt')} />
          </FormField>
        </div>

        <div className="grid min-w-0 gap-4">
          <PublishingPanel post={post} form={form} busy={busy} intent={intent} submit={submit} />
          <EditorPanel title={t('admin-blog.editor.featuredImage')}>
            <Controller
              control={form.control}
              name="featuredImage"
              render={({ field }) => (
                <FeaturedImageField
                  value={field.value}
                  onChange={(url) => field.onChange(url)}
                  error={errors.featuredImage?.message}
                />
              )}
            />
          </EditorPanel>
          <TaxonomyPanels
            control={form.control}
            errors={{ categoryIds: errors.categoryIds?.message, tagIds: errors.tagIds?.message }}
          />
          <SeoPanel form={form} />
        </div>
      </form>

      <LeaveConfirm guard={leave} what="this post" />
    </>
  );
}
