import type { EntryInput, EntryOut, EntryType } from '@shared/contracts/changelog';
import { VERSION_PATTERN } from '@shared/contracts/changelog-version';
import { changelogAdminEndpoints as admin } from '@shared/endpoints/changelog';
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
import { CHANGELOG_TYPES } from '@/features/changelog/entry-types';
import { useT } from '@/i18n/provider';
import { ApiError } from '@/lib/api';
import { api } from '@/lib/api-call';
import { fromLocalInputValue, toLocalInputValue } from '@/lib/utils';
import { MarkdownEditor } from '../markdown-editor/markdown-editor';
import { PageHeader } from '../page-header';
import { TYPE_LABELS } from './labels';

type Publishing = 'draft' | 'now' | 'schedule';
type Field = 'version' | 'title' | 'type' | 'content' | 'publishedAt';

/** Create or edit an entry: version, title, type, Markdown content, and draft / publish / schedule. */
export function EntryEditor({ entry, onDone }: { entry: EntryOut | null; onDone: () => void }) {
  const t = useT();
  const queryClient = useQueryClient();
  const [version, setVersion] = useState(entry?.version ?? '');
  const [title, setTitle] = useState(entry?.title ?? '');
  const [type, setType] = useState<EntryType>(entry?.type ?? 'feature');
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
    mutationFn: (body: EntryInput) =>
      entry ? api(admin.update, { params: { id: entry.id }, body }) : api(admin.create, { body }),
    onSuccess: async ({ entry: saved }) => {
      await queryClient.invalidateQueries({ queryKey: ['admin', 'changelog'] });
      await queryClient.invalidateQueries({ queryKey: ['changelog'] });
      const version = saved.version;
      toast.success(
        saved.status === 'scheduled'
          ? t('admin-changelog.done.scheduled', { version })
          : saved.status === 'published'
            ? t('admin-changelog.done.published', { version })
            : t('admin-changelog.done.savedDraft', { version }),
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
        // The version is taken: said in the reader's language, with the version as typed.
        if (failure.status === 409)
          setErrors({ version: t('admin-changelog.form.versionTaken', { version: version.trim() }) });
        return;
      }
      setFormError(failure instanceof Error ? failure.message : t('admin-changelog.form.failed'));
    },
  });

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const next: Partial<Record<Field, string>> = {};
    if (!VERSION_PATTERN.test(version.trim())) next.version = t('admin-changelog.form.versionFormat');
    if (!title.trim()) next.title = t('admin-changelog.form.titleRequired');
    if (!content.trim()) next.content = t('admin-changelog.form.contentRequired');
    const scheduledIso = publishing === 'schedule' ? fromLocalInputValue(scheduleAt) : undefined;
    if (publishing === 'schedule' && !scheduledIso)
      next.publishedAt = t('admin-changelog.form.scheduleRequired');
    setErrors(next);
    if (Object.keys(next).length) return;
    const body: EntryInput = { version: version.trim(), title: title.trim(), content, type };
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
        <ArrowLeft /> {t('admin-changelog.editor.allEntries')}
      </Button>
      <PageHeader
        title={
          entry
            ? t('admin-changelog.editor.editTitle', { version: entry.version })
            : t('admin-changelog.editor.newTitle')
        }
        description={t('admin-changelog.editor.description')}
      />
      <form noValidate onSubmit={submit} className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <Card className="min-w-0 gap-5 p-4 sm:p-6">
          {formError ? (
            <Alert variant="destructive">
              <AlertDescription>{formError}</AlertDescription>
            </Alert>
          ) : null}
          <div className="grid gap-4 sm:grid-cols-[10rem_minmax(0,1fr)]">
            <FormField
              label={t('admin-changelog.editor.version')}
              error={errors.version}
              description={t('admin-changelog.editor.versionHelp')}
            >
              <Input
                value={version}
                onChange={(event) => setVersion(event.target.value)}
                inputMode="decimal"
                placeholder="1.0.0"
                maxLength={40}
              />
            </FormField>
            <FormField label={t('admin-changelog.editor.title')} error={errors.title}>
              <Input value={title} onChange={(event) => setTitle(event.target.value)} maxLength={200} />
            </FormField>
          </div>
          <FormField label={t('admin-changelog.editor.type')} error={errors.type}>
            <NativeSelect value={type} onChange={(event) => setType(event.target.value as EntryType)}>
              {CHANGELOG_TYPES.map((item) => (
                <option key={item} value={item}>
                  {t(TYPE_LABELS[item])}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <MarkdownEditor
            value={content}
            onChange={setContent}
            error={errors.content}
            placeholder={t('admin-changelog.editor.placeholder')}
          />
        </Card>
        <Card className="h-fit gap-4 p-4 sm:p-6">
          <fieldset className="grid gap-3">
            <legend className="mb-2 font-medium text-sm">{t('admin-changelog.editor.publishing')}</legend>
            {(
              [
                ['draft', t('admin-changelog.editor.draft')],
                [
                  'now',
                  entry?.status === 'published'
                    ? t('admin-changelog.editor.published')
                    : t('admin-changelog.editor.publishNow'),
                ],
                ['schedule', t('admin-changelog.editor.schedule')],
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
              <FormField label={t('admin-changelog.editor.publishAt')} error={errors.publishedAt}>
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
              ? t('admin-changelog.editor.saveChanges')
              : publishing === 'draft'
                ? t('admin-changelog.editor.saveDraft')
                : publishing === 'now'
                  ? t('admin-changelog.editor.publish')
                  : t('admin-changelog.editor.scheduleButton')}
          </Button>
          <Button type="button" variant="outline" onClick={onDone} disabled={save.isPending}>
            {t('admin-changelog.editor.cancel')}
          </Button>
        </Card>
      </form>
    </div>
  );
}
