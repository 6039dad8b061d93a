import { zodResolver } from '@hookform/resolvers/zod';
import { SLUG_PATTERN, slugify } from '@shared/slug';
import { getRouteApi, Link, useBlocker, useNavigate } from '@tanstack/react-router';
import { ArrowLeft, CalendarClock, ExternalLink, FileX, Save, Send, Undo2 } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { FormError } from '@/components/ui/form-error';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/textarea';
import { ApiError } from '@/lib/api';
import type { BlogPost, BlogTag, PostBody } from '@/lib/api/blog';
import { applyApiError } from '@/lib/forms';
import { cn, formatDateTime, fromLocalInputValue, toLocalInputValue } from '@/lib/utils';
import { ConfirmDialog } from '../confirm-dialog';
import { PageHeader } from '../page-header';
import { FeaturedImageField } from './featured-image-field';
import { MarkdownEditor } from './markdown-editor';
import { PostStatusBadge } from './post-status-badge';
import { NewTagInline, TermPicker } from './term-picker';
import { useAdminCategories, useAdminPost, useAdminTags, useSavePost } from './use-admin-blog';

const SEO_TITLE_MAX = 70;
const SEO_DESCRIPTION_MAX = 160;

const postForm = z.object({
  title: z.string().trim().min(1, 'Give the post a title').max(200, 'At most 200 characters'),
  slug: z
    .string()
    .trim()
    .max(120, 'At most 120 characters')
    .refine(
      (value) => value === '' || SLUG_PATTERN.test(value),
      'Lowercase letters, digits and single dashes',
    ),
  content: z.string().refine((value) => value.trim() !== '', 'Write the post'),
  excerpt: z.string().trim().max(500, 'At most 500 characters'),
  featuredImage: z.string().nullable(),
  categoryIds: z.array(z.number()),
  tagIds: z.array(z.number()),
  seoTitle: z.string().trim().max(SEO_TITLE_MAX, `At most ${SEO_TITLE_MAX} characters`),
  seoDescription: z.string().trim().max(SEO_DESCRIPTION_MAX, `At most ${SEO_DESCRIPTION_MAX} characters`),
  /** The schedule picker (datetime-local value). */
  publishedAt: z.string(),
});
type PostForm = z.infer<typeof postForm>;
const FIELDS = Object.keys(postForm.shape) as (keyof PostForm)[];

type Intent = 'draft' | 'publish' | 'schedule' | 'update';

function formValues(post?: BlogPost): PostForm {
  return {
    title: post?.title ?? '',
    slug: post?.slug ?? '',
    content: post?.content ?? '',
    excerpt: post?.excerpt ?? '',
    featuredImage: post?.featuredImage ?? null,
    categoryIds: post?.categories.map((item) => item.id) ?? [],
    tagIds: post?.tags.map((item) => item.id) ?? [],
    seoTitle: post?.seoTitle ?? '',
    seoDescription: post?.seoDescription ?? '',
    publishedAt: post?.status === 'scheduled' ? toLocalInputValue(post.publishedAt ?? undefined) : '',
  };
}

export function NewPostPage() {
  return <PostEditor />;
}

const editRoute = getRouteApi('/dashboard/admin/blog/$id/edit');

export function EditPostPage() {
  const { id } = editRoute.useParams();
  const numericId = Number(id);
  const valid = Number.isInteger(numericId) && numericId > 0;
  const post = useAdminPost(valid ? numericId : undefined);

  if (!valid || (post.isError && post.error instanceof ApiError && post.error.status === 404)) {
    return (
      <>
        <PageHeader title="Edit post" />
        <EmptyState icon={FileX} title="Post not found" description="It may have been deleted.">
          <Button variant="outline" asChild>
            <Link to="/dashboard/admin/blog">All posts</Link>
          </Button>
        </EmptyState>
      </>
    );
  }
  if (post.isError) {
    return (
      <>
        <PageHeader title="Edit post" />
        <Alert variant="destructive">
          <AlertTitle>Could not load the post</AlertTitle>
          <AlertDescription>{post.error.message}</AlertDescription>
        </Alert>
      </>
    );
  }
  if (post.isPending) {
    return (
      <>
        <PageHeader title="Edit post" />
        <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_20rem]">
          <Skeleton className="h-[32rem] w-full" />
          <Skeleton className="h-80 w-full" />
        </div>
      </>
    );
  }
  return <PostEditor key={post.data.post.id} post={post.data.post} />;
}

/** Write or edit a post: Markdown with a server-rendered preview, images, taxonomy, SEO, publishing. */
function PostEditor({ post: loaded }: { post?: BlogPost }) {
  const navigate = useNavigate();
  const save = useSavePost();
  const categories = useAdminCategories();
  const tags = useAdminTags();
  const [post, setPost] = useState<BlogPost | undefined>(loaded);
  const [slugEdited, setSlugEdited] = useState(Boolean(loaded));
  const [intent, setIntent] = useState<Intent | null>(null);
  const form = useForm<PostForm>({ resolver: zodResolver(postForm), defaultValues: formValues(loaded) });
  const { errors, isDirty, dirtyFields } = form.formState;

  // Leaving with unsaved changes asks first (in-app navigation and closing the tab).
  const dirtyRef = useRef(isDirty);
  dirtyRef.current = isDirty;
  const bypassGuard = useRef(false);
  const blocker = useBlocker({
    shouldBlockFn: () => dirtyRef.current && !bypassGuard.current,
    enableBeforeUnload: () => dirtyRef.current && !bypassGuard.current,
    withResolver: true,
  });

  const status = post?.status;
  const title = form.watch('title');
  const seoTitle = form.watch('seoTitle');
  const seoDescription = form.watch('seoDescription');
  const slug = form.watch('slug');

  useEffect(() => {
    if (!slugEdited) form.setValue('slug', slugify(title), { shouldDirty: Boolean(title) });
  }, [title, slugEdited, form]);

  const submit = (chosen: Intent) =>
    form.handleSubmit(async (values) => {
      let publishedAt: string | undefined;
      if (chosen === 'schedule') {
        publishedAt = fromLocalInputValue(values.publishedAt);
        if (!publishedAt || Date.parse(publishedAt) <= Date.now()) {
          form.setError(
            'publishedAt',
            { type: 'manual', message: 'Pick a date and time in the future' },
            { shouldFocus: true },
          );
          return;
        }
      }
      if (chosen === 'publish' && status !== 'published') publishedAt = new Date().toISOString();

      const body: PostBody = {
        title: values.title,
        slug: values.slug || undefined,
        content: values.content,
        // Untouched, the server keeps an excerpt that follows the content; cleared, it derives one.
        excerpt: !post || dirtyFields.excerpt ? values.excerpt : undefined,
        featuredImage: values.featuredImage,
        categoryIds: values.categoryIds,
        tagIds: values.tagIds,
        published: chosen !== 'draft',
        publishedAt,
        seoTitle: values.seoTitle || null,
        seoDescription: values.seoDescription || null,
      } as PostBody;
      if (!post && !body.excerpt) body.excerpt = undefined;

      setIntent(chosen);
      let saved: BlogPost;
      try {
        saved = await save.mutateAsync({ id: post?.id, body });
      } catch (error) {
        setIntent(null);
        if (error instanceof ApiError && error.status === 409) {
          form.setError('slug', { type: 'api', message: error.message }, { shouldFocus: true });
          setSlugEdited(true);
          return;
        }
        const message = applyApiError(error, form.setError, FIELDS);
        toast.error(message ?? 'The post was not saved: check the highlighted fields.');
        return;
      }
      setIntent(null);
      toast.success(successText(chosen, saved, Boolean(post)));
      setPost(saved);
      form.reset(formValues(saved));
      setSlugEdited(true);
      if (!post) {
        bypassGuard.current = true;
        await navigate({
          to: '/dashboard/admin/blog/$id/edit',
          params: { id: String(saved.id) },
          replace: true,
        });
        bypassGuard.current = false;
      }
    });

  const busy = save.isPending;
  const seoTitleLength = seoTitle.trim().length;
  const seoDescriptionLength = seoDescription.trim().length;

  return (
    <>
      <PageHeader
        title={post ? 'Edit post' : 'New post'}
        description={post ? post.title : 'Drafts stay private until you publish or schedule them.'}
      >
        <Button variant="ghost" asChild>
          <Link to="/dashboard/admin/blog">
            <ArrowLeft /> All posts
          </Link>
        </Button>
        {post ? (
          <Button variant="outline" asChild>
            <Link to="/blog/$slug" params={{ slug: post.slug }}>
              <ExternalLink /> View
            </Link>
          </Button>
        ) : null}
      </PageHeader>

      <form
        noValidate
        aria-label={post ? 'Edit post' : 'New post'}
        onSubmit={(event) => {
          event.preventDefault();
          void submit(status === 'published' || status === 'scheduled' ? 'update' : 'draft')();
        }}
        className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]"
      >
        <div className="grid min-w-0 gap-5">
          <FormError message={errors.root?.message} />
          <FormField label="Title" error={errors.title?.message}>
            <Input className="h-11 text-lg md:text-lg" autoComplete="off" {...form.register('title')} />
          </FormField>
          <FormField
            label="Slug"
            error={errors.slug?.message}
            description={
              <>
                The address: <span className="break-all font-mono">/blog/{slug || '…'}</span>
                {slugEdited ? null : ' (follows the title until you edit it)'}
              </>
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
              />
            )}
          />
          <FormField
            label="Excerpt (optional)"
            error={errors.excerpt?.message}
            description="Shown on the blog's cards; left empty, the first lines of the post are used."
          >
            <Textarea rows={3} {...form.register('excerpt')} />
          </FormField>
        </div>

        <div className="grid min-w-0 gap-4">
          <Panel title="Publishing">
            <div className="flex flex-wrap items-center gap-2 text-sm" data-testid="editor-status">
              {status ? (
                <PostStatusBadge status={status} />
              ) : (
                <span className="text-muted-foreground">Not saved yet</span>
              )}
              {status === 'published' && post?.publishedAt ? (
                <span className="text-muted-foreground">since {formatDateTime(post.publishedAt)}</span>
              ) : null}
              {status === 'scheduled' && post?.publishedAt ? (
                <span className="text-muted-foreground">for {formatDateTime(post.publishedAt)}</span>
              ) : null}
            </div>
            <div className="grid gap-2">
              {status === 'published' || status === 'scheduled' ? (
                <Button
                  type="button"
                  loading={busy && intent === 'update'}
                  disabled={busy}
                  onClick={submit('update')}
                >
                  <Save /> {status === 'published' ? 'Update' : 'Save, keep schedule'}
                </Button>
              ) : null}
              {status !== 'published' ? (
                <Button
                  type="button"
                  variant={status === 'scheduled' ? 'outline' : 'default'}
                  loading={busy && intent === 'publish'}
                  disabled={busy}
                  onClick={submit('publish')}
                >
                  <Send /> Publish now
                </Button>
              ) : null}
              <Button
                type="button"
                variant="outline"
                loading={busy && intent === 'draft'}
                disabled={busy}
                onClick={submit('draft')}
              >
                {status === 'published' || status === 'scheduled' ? (
                  <>
                    <Undo2 /> {status === 'published' ? 'Unpublish (to draft)' : 'Unschedule (to draft)'}
                  </>
                ) : (
                  <>
                    <Save /> Save draft
                  </>
                )}
              </Button>
            </div>
            {status !== 'published' ? (
              <div className="grid gap-2 border-t pt-3">
                <FormField
                  label="Schedule for"
                  error={errors.publishedAt?.message}
                  description="It goes public by itself at this time."
                >
                  <Input
                    type="datetime-local"
                    min={toLocalInputValue(new Date().toISOString())}
                    {...form.register('publishedAt')}
                  />
                </FormField>
                <Button
                  type="button"
                  variant="secondary"
                  loading={busy && intent === 'schedule'}
                  disabled={busy}
                  onClick={submit('schedule')}
                >
                  <CalendarClock /> {status === 'scheduled' ? 'Reschedule' : 'Schedule'}
                </Button>
              </div>
            ) : null}
          </Panel>

          <Panel title="Featured image">
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
          </Panel>

          <Panel title="Categories" action={<ManageLink to="/dashboard/admin/blog/categories" />}>
            <Controller
              control={form.control}
              name="categoryIds"
              render={({ field }) => (
                <TermPicker
                  label="Categories"
                  testId="category-picker"
                  terms={categories.data?.categories}
                  loading={categories.isPending}
                  value={field.value}
                  onChange={field.onChange}
                  emptyText="No categories yet."
                />
              )}
            />
            {errors.categoryIds?.message ? (
              <p className="text-destructive text-xs">{errors.categoryIds.message}</p>
            ) : null}
          </Panel>

          <Panel title="Tags" action={<ManageLink to="/dashboard/admin/blog/tags" />}>
            <Controller
              control={form.control}
              name="tagIds"
              render={({ field }) => (
                <>
                  <TermPicker
                    label="Tags"
                    testId="tag-picker"
                    terms={tags.data?.tags}
                    loading={tags.isPending}
                    value={field.value}
                    onChange={field.onChange}
                    emptyText="No tags yet: add one below."
                  />
                  <NewTagInline onCreated={(tag: BlogTag) => field.onChange([...field.value, tag.id])} />
                </>
              )}
            />
            {errors.tagIds?.message ? (
              <p className="text-destructive text-xs">{errors.tagIds.message}</p>
            ) : null}
          </Panel>

          <Panel title="Search engines">
            <FormField
              label="SEO title"
              error={errors.seoTitle?.message}
              aside={<Counter length={seoTitleLength} max={SEO_TITLE_MAX} />}
              description="Defaults to the title."
            >
              <Input autoComplete="off" placeholder={title || undefined} {...form.register('seoTitle')} />
            </FormField>
            <FormField
              label="SEO description"
              error={errors.seoDescription?.message}
              aside={<Counter length={seoDescriptionLength} max={SEO_DESCRIPTION_MAX} />}
              description="Defaults to the excerpt."
            >
              <Textarea rows={3} {...form.register('seoDescription')} />
            </FormField>
          </Panel>
        </div>
      </form>

      <ConfirmDialog
        open={blocker.status === 'blocked'}
        onOpenChange={(open) => (open ? null : blocker.reset?.())}
        title="Leave without saving?"
        description="Your changes to this post are not saved yet and will be lost."
        confirmLabel="Leave"
        destructive
        pending={false}
        onConfirm={() => blocker.proceed?.()}
      />
    </>
  );
}

function successText(intent: Intent, post: BlogPost, existed: boolean): string {
  if (post.status === 'scheduled' && (intent === 'schedule' || intent === 'update') && post.publishedAt) {
    return `Scheduled for ${formatDateTime(post.publishedAt)}.`;
  }
  if (intent === 'publish') return 'Published.';
  if (intent === 'draft') return existed ? 'Saved as a draft.' : 'Draft saved.';
  return 'Saved.';
}

function Panel({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) {
  return (
    <Card className="gap-3 p-4">
      <div className="flex items-center justify-between gap-2">
        <h2 className="font-semibold text-sm">{title}</h2>
        {action}
      </div>
      {children}
    </Card>
  );
}

function ManageLink({ to }: { to: '/dashboard/admin/blog/categories' | '/dashboard/admin/blog/tags' }) {
  return (
    <Link to={to} className="text-muted-foreground text-xs hover:text-foreground hover:underline">
      Manage
    </Link>
  );
}

function Counter({ length, max }: { length: number; max: number }) {
  return (
    <span
      className={cn('text-xs tabular-nums', length > max ? 'text-destructive' : 'text-muted-foreground')}
      aria-live="polite"
    >
      {length}/{max}
    </span>
  );
}
