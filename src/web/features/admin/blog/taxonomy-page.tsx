import { zodResolver } from '@hookform/resolvers/zod';
import { SLUG_PATTERN, slugify } from '@shared/slug';
import { FolderTree, Pencil, Plus, Tags, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { z } from 'zod';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { FormError } from '@/components/ui/form-error';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { Textarea } from '@/components/ui/textarea';
import { ApiError } from '@/lib/api';
import type { BlogCategory, BlogTag, TermKind } from '@/lib/blog-api';
import { applyApiError } from '@/lib/forms';
import { formatDate } from '@/lib/utils';
import { ConfirmDialog, errorText } from '../confirm-dialog';
import { PageHeader } from '../page-header';
import { useAdminCategories, useAdminTags, useTermAction } from './use-admin-blog';

type Term = (BlogCategory | BlogTag) & { description?: string | null };

const copy = {
  categories: {
    title: 'Blog categories',
    description: 'The sections of the blog. Each post can be in several; counts include drafts.',
    one: 'category',
    icon: FolderTree,
    testId: 'category',
  },
  tags: {
    title: 'Blog tags',
    description: 'Keywords that link related posts. Counts include drafts.',
    one: 'tag',
    icon: Tags,
    testId: 'tag',
  },
} as const;

/** Categories or tags: a table with post counts, create/edit in a dialog, delete after confirming. */
export function TaxonomyPage({ kind }: { kind: TermKind }) {
  const text = copy[kind];
  const categories = useAdminCategories();
  const tags = useAdminTags();
  const query = kind === 'categories' ? categories : tags;
  const terms: Term[] | undefined =
    kind === 'categories' ? categories.data?.categories : (tags.data?.tags as Term[] | undefined);
  const action = useTermAction(kind);
  const [editing, setEditing] = useState<Term | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Term | null>(null);

  const remove = async () => {
    if (!deleting) return;
    try {
      await action.mutateAsync({ kind: 'delete', id: deleting.id });
      toast.success(`The ${text.one} “${deleting.name}” is deleted.`);
    } catch (error) {
      toast.error(errorText(error));
    }
    setDeleting(null);
  };

  const Icon = text.icon;
  return (
    <>
      <PageHeader title={text.title} description={text.description}>
        <Button onClick={() => setEditing('new')}>
          <Plus /> New {text.one}
        </Button>
      </PageHeader>

      {query.isError ? (
        <Alert variant="destructive">
          <AlertTitle>Could not load the {kind}</AlertTitle>
          <AlertDescription>{query.error.message}</AlertDescription>
        </Alert>
      ) : !terms ? (
        <Card className="gap-3 p-4">
          {Array.from({ length: 4 }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
            <Skeleton key={index} className="h-10 w-full" />
          ))}
        </Card>
      ) : terms.length === 0 ? (
        <EmptyState
          icon={Icon}
          title={`No ${kind} yet`}
          description={`Create the first ${text.one}, then pick it in the post editor.`}
        >
          <Button onClick={() => setEditing('new')}>
            <Plus /> New {text.one}
          </Button>
        </EmptyState>
      ) : (
        <Card className="gap-0 overflow-hidden py-0">
          <Table data-testid={`${text.testId}-table`}>
            <TableHeader className="bg-muted/40">
              <TableRow>
                <TableHead>Name</TableHead>
                <TableHead>Slug</TableHead>
                {kind === 'categories' ? <TableHead>Description</TableHead> : null}
                <TableHead className="text-right">Posts</TableHead>
                <TableHead>Created</TableHead>
                <TableHead>
                  <span className="sr-only">Actions</span>
                </TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {terms.map((term) => (
                <TableRow key={term.id} data-testid={`${text.testId}-row`} data-slug={term.slug}>
                  <TableCell className="min-w-[10rem] max-w-[16rem] truncate font-medium">
                    {term.name}
                  </TableCell>
                  <TableCell className="max-w-[14rem] truncate text-muted-foreground">{term.slug}</TableCell>
                  {kind === 'categories' ? (
                    <TableCell className="min-w-[12rem] max-w-[22rem] truncate text-muted-foreground">
                      {term.description || '—'}
                    </TableCell>
                  ) : null}
                  <TableCell className="text-right tabular-nums" data-testid="post-count">
                    {term.postCount}
                  </TableCell>
                  <TableCell className="whitespace-nowrap text-muted-foreground">
                    {term.createdAt ? formatDate(term.createdAt) : '—'}
                  </TableCell>
                  <TableCell>
                    <div className="flex justify-end gap-1">
                      <Button
                        size="icon"
                        variant="ghost"
                        className="size-8"
                        aria-label={`Edit ${term.name}`}
                        onClick={() => setEditing(term)}
                      >
                        <Pencil />
                      </Button>
                      <Button
                        size="icon"
                        variant="ghost"
                        className="size-8 text-muted-foreground hover:text-destructive"
                        aria-label={`Delete ${term.name}`}
                        onClick={() => setDeleting(term)}
                      >
                        <Trash2 />
                      </Button>
                    </div>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Card>
      )}

      <TermDialog kind={kind} term={editing} onClose={() => setEditing(null)} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? null : setDeleting(null))}
        title={`Delete the ${text.one} “${deleting?.name ?? ''}”?`}
        description={
          deleting && deleting.postCount > 0
            ? `${deleting.postCount} ${deleting.postCount === 1 ? 'post loses' : 'posts lose'} this ${text.one}; the posts themselves stay.`
            : `No post uses this ${text.one}.`
        }
        confirmLabel="Delete"
        destructive
        pending={action.isPending}
        onConfirm={remove}
      />
    </>
  );
}

const termForm = z.object({
  name: z.string().trim().min(1, 'Give it a name').max(100, 'At most 100 characters'),
  slug: z
    .string()
    .trim()
    .max(100, 'At most 100 characters')
    .refine((value) => value === '' || SLUG_PATTERN.test(value), 'Lowercase letters, digits and dashes only'),
  description: z.string().trim().max(500, 'At most 500 characters'),
});
type TermForm = z.infer<typeof termForm>;

function TermDialog({
  kind,
  term,
  onClose,
}: {
  kind: TermKind;
  term: Term | 'new' | null;
  onClose: () => void;
}) {
  const text = copy[kind];
  const action = useTermAction(kind);
  const existing = term && term !== 'new' ? term : null;
  const form = useForm<TermForm>({
    resolver: zodResolver(termForm),
    defaultValues: { name: '', slug: '', description: '' },
  });
  const { errors } = form.formState;
  const [slugEdited, setSlugEdited] = useState(false);

  useEffect(() => {
    if (!term) return;
    form.reset({
      name: existing?.name ?? '',
      slug: existing?.slug ?? '',
      description: existing?.description ?? '',
    });
    setSlugEdited(Boolean(existing));
  }, [term, existing, form]);

  const nameField = form.register('name', {
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
      if (!slugEdited) form.setValue('slug', slugify(event.target.value));
    },
  });
  const slugField = form.register('slug', { onChange: () => setSlugEdited(true) });

  const onSubmit = form.handleSubmit(async (values) => {
    const body = {
      name: values.name,
      slug: values.slug || undefined,
      ...(kind === 'categories' ? { description: values.description || undefined } : {}),
    };
    try {
      if (existing) await action.mutateAsync({ kind: 'update', id: existing.id, body });
      else await action.mutateAsync({ kind: 'create', body });
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        form.setError('slug', { type: 'api', message: error.message }, { shouldFocus: true });
        return;
      }
      const message = applyApiError(error, form.setError, ['name', 'slug', 'description']);
      if (message) toast.error(message);
      return;
    }
    toast.success(
      existing
        ? `The ${text.one} “${values.name}” is saved.`
        : `The ${text.one} “${values.name}” is created.`,
    );
    onClose();
  });

  return (
    <Dialog open={term !== null} onOpenChange={(open) => (open || action.isPending ? null : onClose())}>
      <DialogContent data-testid={`${text.testId}-dialog`}>
        <DialogHeader>
          <DialogTitle>{existing ? `Edit ${text.one}` : `New ${text.one}`}</DialogTitle>
          <DialogDescription>
            The slug is its address:{' '}
            <span className="font-mono">/blog?{kind === 'categories' ? 'category' : 'tag'}=slug</span>.
          </DialogDescription>
        </DialogHeader>
        <form
          onSubmit={onSubmit}
          noValidate
          className="grid gap-4"
          aria-label={existing ? `Edit ${text.one}` : `New ${text.one}`}
        >
          <FormError message={errors.root?.message} />
          <FormField label="Name" error={errors.name?.message}>
            <Input autoComplete="off" {...nameField} />
          </FormField>
          <FormField
            label="Slug"
            error={errors.slug?.message}
            description="Made from the name unless you change it."
          >
            <Input autoComplete="off" spellCheck={false} {...slugField} />
          </FormField>
          {kind === 'categories' ? (
            <FormField label="Description (optional)" error={errors.description?.message}>
              <Textarea rows={3} {...form.register('description')} />
            </FormField>
          ) : null}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button type="button" variant="outline" onClick={onClose} disabled={action.isPending}>
              Cancel
            </Button>
            <Button type="submit" loading={action.isPending}>
              {existing ? 'Save' : `Create ${text.one}`}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
