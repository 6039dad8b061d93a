import { useBlocker } from '@tanstack/react-router';
import { ArrowLeft, CheckCircle2, Pencil, Save, Send, Trash2 } from 'lucide-react';
import { type ReactNode, type RefObject, useRef, useState } from 'react';
import { toast } from 'sonner';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { Textarea } from '@/components/ui/textarea';
import { ApiError } from '@/lib/api';
import {
  type EmailTemplateDetail,
  GLOBAL_VARIABLES,
  type TemplateContent,
  type TemplateWithVersions,
} from '@/lib/api/email-templates';
import { cn } from '@/lib/utils';
import { ConfirmDialog, errorText } from '../confirm-dialog';
import { PageHeader } from '../page-header';
import { PreviewPanel } from './preview-panel';
import { TemplateMetaDialog } from './template-meta-dialog';
import {
  useDebouncedValue,
  useDeleteTemplate,
  usePreview,
  useSaveTemplate,
  useTestSend,
} from './use-email-templates';
import { VersionHistory } from './version-history';

type Field = keyof TemplateContent;
type Intent = 'draft' | 'activate';
type FieldErrors = Partial<Record<Field, string>>;

const FIELD_LABELS: Record<Field, string> = { subject: 'Subject', html: 'HTML', text: 'Text' };

function contentOf(template: EmailTemplateDetail): TemplateContent {
  return { subject: template.subject, html: template.html, text: template.text };
}

function sameContent(a: TemplateContent, b: TemplateContent) {
  return a.subject === b.subject && a.html === b.html && a.text === b.text;
}

/**
 * Edit one template: subject, HTML and text side by side (tabs on phones), a live preview with the
 * template's sample values, variable hints that insert `{{name}}` at the caret, test send to the
 * signed-in admin, "Save draft" / "Save and activate", the version history (rollback) and, for
 * custom templates, their details and deletion. Leaving with unsaved changes asks first.
 */
export function TemplateEditor({
  data,
  onBack,
  onDeleted,
}: {
  data: TemplateWithVersions;
  onBack: () => void;
  onDeleted: () => void;
}) {
  const { template, versions } = data;
  const [content, setContent] = useState<TemplateContent>(() => contentOf(template));
  const [saved, setSaved] = useState<TemplateContent>(() => contentOf(template));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [intent, setIntent] = useState<Intent | null>(null);
  const [bodyTab, setBodyTab] = useState<'html' | 'text'>('html');
  const [target, setTarget] = useState<Field>('html');
  const [metaOpen, setMetaOpen] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const save = useSaveTemplate();
  const testSend = useTestSend();
  const remove = useDeleteTemplate();

  const dirty = !sameContent(content, saved);

  // Leaving with unsaved changes asks first (in-app navigation, picking another template, the tab).
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;
  const bypassGuard = useRef(false);
  const blocker = useBlocker({
    shouldBlockFn: () => dirtyRef.current && !bypassGuard.current,
    enableBeforeUnload: () => dirtyRef.current && !bypassGuard.current,
    withResolver: true,
  });

  // ---- Fields and the caret (for the variable hints) ----
  const subjectRef = useRef<HTMLInputElement>(null);
  const htmlRef = useRef<HTMLTextAreaElement>(null);
  const textRef = useRef<HTMLTextAreaElement>(null);
  const refs: Record<Field, RefObject<HTMLInputElement | HTMLTextAreaElement | null>> = {
    subject: subjectRef,
    html: htmlRef,
    text: textRef,
  };
  const carets = useRef<Partial<Record<Field, { start: number; end: number }>>>({});
  const remember = (field: Field) => (event: { currentTarget: HTMLInputElement | HTMLTextAreaElement }) => {
    const element = event.currentTarget;
    carets.current[field] = {
      start: element.selectionStart ?? element.value.length,
      end: element.selectionEnd ?? element.value.length,
    };
  };
  const focusField = (field: Field) => () => {
    setTarget(field);
  };

  const setField = (field: Field, value: string) => {
    setContent((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const insertVariable = (name: string) => {
    const field = target;
    const value = content[field];
    const snippet = `{{${name}}}`;
    const caret = carets.current[field];
    const start = Math.min(caret?.start ?? value.length, value.length);
    const end = Math.min(caret?.end ?? value.length, value.length);
    setField(field, value.slice(0, start) + snippet + value.slice(end));
    const position = start + snippet.length;
    carets.current[field] = { start: position, end: position };
    if (field !== 'subject') setBodyTab(field);
    requestAnimationFrame(() => {
      const element = refs[field].current;
      if (!element?.isConnected) return;
      element.focus();
      element.setSelectionRange(position, position);
    });
  };

  // ---- Live preview ----
  const debounced = useDebouncedValue(content, 350);
  const preview = usePreview(
    { subject: debounced.subject, html: debounced.html, text: debounced.text, templateId: template.id },
    debounced.subject.trim() !== '' || debounced.html.trim() !== '',
  );

  // ---- Actions ----
  const validate = (): boolean => {
    const next: FieldErrors = {};
    if (!content.subject.trim()) next.subject = 'Write a subject';
    if (!content.html.trim()) next.html = 'Write the HTML version';
    setErrors(next);
    const first = (Object.keys(next) as Field[])[0];
    if (first) {
      if (first !== 'subject') setBodyTab(first);
      refs[first].current?.focus();
    }
    return !first;
  };

  const applyError = (error: unknown) => {
    if (error instanceof ApiError && error.details.length) {
      const next: FieldErrors = {};
      for (const issue of error.details) {
        const field = issue.path.split('.').pop() as Field | undefined;
        if (field && field in FIELD_LABELS) next[field] = issue.message;
      }
      if (Object.keys(next).length) setErrors(next);
    }
    toast.error(errorText(error));
  };

  const onSave = async (chosen: Intent) => {
    if (!validate()) return;
    setIntent(chosen);
    try {
      const answer = await save.mutateAsync({
        id: template.id,
        body: { ...content, activate: chosen === 'activate' },
      });
      const next = contentOf(answer.template);
      setSaved(next);
      setContent(next);
      const version = answer.template.latestVersion.version;
      toast.success(
        chosen === 'activate'
          ? `Version ${version} saved and active: new e-mails use it.`
          : `Saved as draft version ${version}. The active version is still sent.`,
      );
    } catch (error) {
      applyError(error);
    } finally {
      setIntent(null);
    }
  };

  const onTest = async () => {
    if (!validate()) return;
    try {
      const answer = await testSend.mutateAsync({ id: template.id, body: content });
      toast.success(`Test e-mail sent to ${answer.to}.`);
    } catch (error) {
      applyError(error);
    }
  };

  const onDelete = async () => {
    try {
      await remove.mutateAsync(template.id);
      toast.success(`Template "${template.name}" deleted.`);
      setConfirmDelete(false);
      bypassGuard.current = true;
      onDeleted();
    } catch (error) {
      toast.error(errorText(error));
    }
  };

  const { activeVersion, latestVersion } = template;
  const busy = save.isPending;
  const variables = [...template.variables, ...GLOBAL_VARIABLES];

  const bodyField = (field: 'html' | 'text') => (
    <FormField
      label={field === 'html' ? 'HTML version' : 'Text version'}
      error={errors[field]}
      description={
        field === 'text'
          ? 'Left empty, it is generated from the HTML.'
          : 'Values are HTML-escaped when the e-mail is sent.'
      }
    >
      <Textarea
        ref={field === 'html' ? htmlRef : textRef}
        value={content[field]}
        spellCheck={false}
        placeholder={field === 'text' ? 'Generated from the HTML' : undefined}
        className="field-sizing-fixed h-80 resize-y font-mono text-xs md:h-[26rem] md:text-xs"
        onChange={(event) => {
          setField(field, event.target.value);
          remember(field)(event);
        }}
        onSelect={remember(field)}
        onFocus={focusField(field)}
        onBlur={remember(field)}
        data-testid={`${field}-input`}
      />
    </FormField>
  );

  return (
    <>
      <PageHeader
        title={template.name}
        description={
          <span className="flex flex-wrap items-center gap-2">
            <code className="break-all font-mono text-xs">{template.key}</code>
            <Badge variant="secondary">{template.builtIn ? 'Built-in' : 'Custom'}</Badge>
            {activeVersion ? (
              <Badge variant="success" data-testid="editor-active-version">
                v{activeVersion.version} active
              </Badge>
            ) : (
              <Badge variant="warning">Not active</Badge>
            )}
            {dirty ? (
              <Badge variant="warning" data-testid="unsaved-badge">
                Unsaved changes
              </Badge>
            ) : null}
          </span>
        }
      >
        <Button variant="ghost" onClick={onBack}>
          <ArrowLeft /> All templates
        </Button>
        {template.builtIn ? null : (
          <>
            <Button variant="outline" onClick={() => setMetaOpen(true)}>
              <Pencil /> Details
            </Button>
            <Button variant="outline" onClick={() => setConfirmDelete(true)}>
              <Trash2 /> Delete
            </Button>
          </>
        )}
      </PageHeader>

      {template.description ? (
        <p className="-mt-3 mb-5 text-muted-foreground text-sm">{template.description}</p>
      ) : null}

      {/* Fields, then (on the right from xl up) saving and the history, then the preview. */}
      <div className="grid items-start gap-6 xl:grid-cols-[minmax(0,1fr)_19rem]">
        <div className="grid min-w-0 gap-5 xl:col-start-1 xl:row-start-1">
          {activeVersion && latestVersion.version > activeVersion.version ? (
            <p className="rounded-md border border-dashed px-3 py-2 text-muted-foreground text-sm">
              The editor shows draft version {latestVersion.version}; version {activeVersion.version} is the
              one that is sent.
            </p>
          ) : null}

          <FormField label="Subject" error={errors.subject}>
            <Input
              ref={subjectRef}
              value={content.subject}
              autoComplete="off"
              onChange={(event) => {
                setField('subject', event.target.value);
                remember('subject')(event);
              }}
              onSelect={remember('subject')}
              onFocus={focusField('subject')}
              onBlur={remember('subject')}
              data-testid="subject-input"
            />
          </FormField>

          <section className="grid gap-2" aria-labelledby="variable-hints-title" data-testid="variable-hints">
            <div className="flex flex-wrap items-baseline justify-between gap-x-3">
              <h2 id="variable-hints-title" className="font-medium text-sm">
                Variables
              </h2>
              <p className="text-muted-foreground text-xs" aria-live="polite">
                A click inserts it at the caret of the {FIELD_LABELS[target]} field.
              </p>
            </div>
            <div className="flex flex-wrap gap-1.5">
              {variables.map((variable) => (
                <button
                  key={variable.name}
                  type="button"
                  // Keeps the focus (and the caret) in the field being edited.
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => insertVariable(variable.name)}
                  title={variable.description || undefined}
                  aria-label={`Insert {{${variable.name}}}${variable.description ? `: ${variable.description}` : ''}`}
                  className={cn(
                    'inline-flex max-w-full items-center gap-1.5 rounded-md border px-2 py-1 text-left text-xs transition-colors hover:bg-accent focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50',
                    template.variables.includes(variable)
                      ? 'bg-background'
                      : 'bg-muted/50 text-muted-foreground',
                  )}
                  data-testid="variable-chip"
                  data-name={variable.name}
                >
                  <code className="font-mono">{`{{${variable.name}}}`}</code>
                  {variable.description ? (
                    <span className="hidden truncate text-muted-foreground sm:inline">
                      {variable.description}
                    </span>
                  ) : null}
                </button>
              ))}
            </div>
          </section>

          {/* Side by side from md up; on phones, tabs switch between the two. */}
          <Tabs value={bodyTab} onValueChange={(value) => setBodyTab(value as 'html' | 'text')}>
            <TabsList className="md:hidden">
              <TabsTrigger value="html">HTML{errors.html ? ' •' : ''}</TabsTrigger>
              <TabsTrigger value="text">Text{errors.text ? ' •' : ''}</TabsTrigger>
            </TabsList>
            <div className="grid min-w-0 gap-5 md:grid-cols-2">
              <TabsContent
                value="html"
                forceMount
                className="min-w-0 data-[state=inactive]:hidden md:data-[state=inactive]:block"
              >
                {bodyField('html')}
              </TabsContent>
              <TabsContent
                value="text"
                forceMount
                className="min-w-0 data-[state=inactive]:hidden md:data-[state=inactive]:block"
              >
                {bodyField('text')}
              </TabsContent>
            </div>
          </Tabs>
        </div>

        <div className="grid min-w-0 gap-4 xl:col-start-2 xl:row-span-2 xl:row-start-1">
          <Panel title="Save">
            <p className="text-muted-foreground text-xs">
              Every save keeps a new version. A draft is kept without being sent; "Save and activate" makes it
              the version new e-mails use.
            </p>
            <div className="grid gap-2">
              <Button
                loading={busy && intent === 'activate'}
                disabled={busy}
                onClick={() => void onSave('activate')}
              >
                <CheckCircle2 /> Save and activate
              </Button>
              <Button
                variant="outline"
                loading={busy && intent === 'draft'}
                disabled={busy}
                onClick={() => void onSave('draft')}
              >
                <Save /> Save draft
              </Button>
              <Button variant="secondary" loading={testSend.isPending} onClick={() => void onTest()}>
                <Send /> Send a test to me
              </Button>
            </div>
          </Panel>
          <Card className="gap-3 p-4">
            <VersionHistory
              template={template}
              versions={versions}
              onLoad={(loaded) => {
                setContent(loaded);
                setErrors({});
                toast.info('Version loaded into the editor: save it to use it.');
              }}
            />
          </Card>
        </div>
        <div className="min-w-0 xl:col-start-1 xl:row-start-2">
          <PreviewPanel
            preview={preview.data}
            pending={preview.isPending}
            fetching={preview.isFetching}
            error={preview.error}
          />
        </div>
      </div>

      {template.builtIn ? null : (
        <TemplateMetaDialog
          open={metaOpen}
          onOpenChange={setMetaOpen}
          template={template}
          onSaved={() => {}}
        />
      )}
      <ConfirmDialog
        open={confirmDelete}
        onOpenChange={setConfirmDelete}
        title={`Delete "${template.name}"?`}
        description="The template and all its versions are deleted. Code that still sends it by its key will fail."
        confirmLabel="Delete"
        destructive
        pending={remove.isPending}
        onConfirm={() => void onDelete()}
      />
      <ConfirmDialog
        open={blocker.status === 'blocked'}
        onOpenChange={(open) => (open ? null : blocker.reset?.())}
        title="Leave without saving?"
        description="Your changes to this template are not saved yet and will be lost."
        confirmLabel="Leave"
        destructive
        pending={false}
        onConfirm={() => blocker.proceed?.()}
      />
    </>
  );
}

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card className="gap-3 p-4">
      <h2 className="font-semibold text-sm">{title}</h2>
      {children}
    </Card>
  );
}
