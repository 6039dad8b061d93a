import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { ApiError } from '@/lib/api';
import {
  CHANGELOG_TYPE_LABELS,
  CHANGELOG_TYPES,
  type ChangelogBody,
  type ChangelogEntry,
  type ChangelogType,
  changelogApi,
  VERSION_PATTERN,
} from '@/lib/api/changelog';
import { fromLocalInputValue, toLocalInputValue } from '@/lib/utils';
import { MarkdownEditor } from '../markdown-editor/markdown-editor';
import { PageHeader } from '../page-header';

type Publishing = 'draft' | 'now' | 'schedule';
type Field = 'version' | 'title' | 'type' | 'content' | 'publishedAt';

/** Create or edit an entry: version, title, type, Markdown content, and draft / publish / schedule. */
export function EntryEditor({ entry, onDone }: { entry: ChangelogEntry | null; onDone: () => void }) {
  const queryClient = useQueryClient();
  const [version, setVersion] = useState(entry?.version ?? '');
  const [title, setTitle] = useState(entry?.title ?? '');
  const [type, setType] = useState<ChangelogType>(entry?.type ?? 'feature');
  const [content, setContent] = useState(entry?.content ?? '');
  const [publishing, setPublishing] = useState<Publishing>(
    entry?.status === 'scheduled' ? 'schedule' : entry?.status === 'published' ? 'now' : 'draft',
  );
  const [scheduleAt, setScheduleAt] = useState(
    entry?.status === 'scheduled' ? toLocalInputValue(entry.publishedAt ?? undefined) : '',
  );
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);

  const save = useMutation({
    mutationFn: (body: ChangelogBody) =>
      entry ? changelogApi.admin.update(entry.id, body) : changelogApi.admin.create(body),
    onSuccess: async ({ entry: saved }) => {
      await queryClient.invalidateQueries({ queryKey: ['admin', 'changelog'] });
      await queryClient.invalidateQueries({ queryKey: ['changelog'] });
      toast.success(
        saved.status === 'scheduled'
          ? `Scheduled ${saved.version}.`
          : saved.status === 'published'
            ? `Published ${saved.version}.`
            : `Saved ${saved.version} as a draft.`,
      );
      onDone();
    },
    onError: (failure) => {
      if (failure instanceof ApiError && failure.details.length) {
        const next: Partial<Record<Field, string>> = {};
        for (const issue of failure.details) {
          const field = issue.path.split('.').pop() as Field;
          next[field] = issue.message;
        }
        setErrors(next);
        if (failure.status === 409) setErrors({ version: failure.message });
        return;
      }
      setFormError(failure instanceof Error ? failure.message : 'Something went wrong.');
    },
  });

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const next: Partial<Record<Field, string>> = {};
    if (!VERSION_PATTERN.test(version.trim())) next.version = 'Use a dotted numeric version such as 1.2.10';
    if (!title.trim()) next.title = 'Give the entry a title';
    if (!content.trim()) next.content = 'Write what changed';
    const scheduledIso = publishing === 'schedule' ? fromLocalInputValue(scheduleAt) : undefined;
    if (publishing === 'schedule' && !scheduledIso) next.publishedAt = 'Choose when to publish';
    setErrors(next);
    if (Object.keys(next).length) return;
    const body: ChangelogBody = { version: version.trim(), title: title.trim(), content, type };
    if (publishing === 'draft') body.published = false;
    else {
      body.published = true;
      if (scheduledIso) body.publishedAt = scheduledIso;
      // "Now" for an entry that was not public yet (a draft or a schedule) means now.
      else if (entry?.status !== 'published') body.publishedAt = new Date().toISOString();
    }
    save.mutate(body);
  };

  return (
    <div>
      <Button variant="ghost" size="sm" className="mb-2 -ml-2" onClick={onDone}>
        <ArrowLeft /> All entries
      </Button>
      <PageHeader
        title={entry ? `Edit ${entry.version}` : 'New changelog entry'}
        description="Markdown with code highlighting and images; publish now or schedule it."
      />
      <form noValidate onSubmit={submit} className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <Card className="min-w-0 gap-5 p-4 sm:p-6">
          {formError ? (
            <Alert variant="destructive">
              <AlertDescription>{formError}</AlertDescription>
            </Alert>
          ) : null}
          <div className="grid gap-4 sm:grid-cols-[10rem_minmax(0,1fr)]">
            <FormField label="Version" error={errors.version} description="e.g. 1.2.10">
              <Input
                value={version}
                onChange={(event) => setVersion(event.target.value)}
                inputMode="decimal"
                placeholder="1.0.0"
                maxLength={40}
              />
            </FormField>
            <FormField label="Title" error={errors.title}>
              <Input value={title} onChange={(event) => setTitle(event.target.value)} maxLength={200} />
            </FormField>
          </div>
          <FormField label="Type" error={errors.type}>
            <NativeSelect value={type} onChange={(event) => setType(event.target.value as ChangelogType)}>
              {CHANGELOG_TYPES.map((item) => (
                <option key={item} value={item}>
                  {CHANGELOG_TYPE_LABELS[item]}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <MarkdownEditor
            value={content}
            onChange={setContent}
            error={errors.content}
            placeholder={'### Added\n\n- A new **feature**\n\n### Fixed\n\n- A bug'}
          />
        </Card>
        <Card className="h-fit gap-4 p-4 sm:p-6">
          <fieldset className="grid gap-3">
            <legend className="mb-2 font-medium text-sm">Publishing</legend>
            {(
              [
                ['draft', 'Draft (not public)'],
                ['now', entry?.status === 'published' ? 'Published' : 'Publish now'],
                ['schedule', 'Schedule'],
              ] as const
            ).map(([value, label]) => (
              <label key={value} className="flex items-center gap-2 text-sm">
                <input
                  type="radio"
                  name="publishing"
                  value={value}
                  checked={publishing === value}
                  onChange={() => setPublishing(value)}
                  className="size-4 accent-primary"
                />
                {label}
              </label>
            ))}
            {publishing === 'schedule' ? (
              <FormField label="Publish at" error={errors.publishedAt}>
                <Input
                  type="datetime-local"
                  value={scheduleAt}
                  onChange={(event) => setScheduleAt(event.target.value)}
                />
              </FormField>
            ) : null}
          </fieldset>
          <Button type="submit" loading={save.isPending}>
            {entry
              ? 'Save changes'
              : publishing === 'draft'
                ? 'Save draft'
                : publishing === 'now'
                  ? 'Publish'
                  : 'Schedule'}
          </Button>
          <Button type="button" variant="outline" onClick={onDone} disabled={save.isPending}>
            Cancel
          </Button>
        </Card>
      </form>
    </div>
  );
}
