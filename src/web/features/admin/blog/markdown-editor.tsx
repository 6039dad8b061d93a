import 'highlight.js/styles/github-dark.css';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Columns2, Eye, ImagePlus, PenLine } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { toast } from 'sonner';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/textarea';
import { blogApi } from '@/lib/api/blog';
import { cn } from '@/lib/utils';
import { errorText } from '../confirm-dialog';
import { altFromFileName, IMAGE_TYPES, useImageUpload } from './image-upload';

type Mode = 'write' | 'preview' | 'split';

const views = [
  { value: 'write', label: 'Write', icon: PenLine },
  { value: 'preview', label: 'Preview', icon: Eye },
  { value: 'split', label: 'Side by side', icon: Columns2 },
] as const;

function useDebouncedValue<T>(value: T, delay: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}

/**
 * Markdown with Write / Preview (and side by side on wide screens). The preview is the server's
 * own renderer (POST /api/admin/blog/preview), so it shows exactly what readers will get.
 * "Insert image" uploads a file and puts its Markdown at the cursor.
 */
export function MarkdownEditor({
  value,
  onChange,
  onBlur,
  error,
  label = 'Content',
}: {
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string;
  label?: string;
}) {
  const [mode, setMode] = useState<Mode>('write');
  const textarea = useRef<HTMLTextAreaElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const upload = useImageUpload();
  const id = useId();
  const errorId = `${id}-error`;
  const showPreview = mode !== 'write';

  const debounced = useDebouncedValue(value, 400);
  const preview = useQuery({
    queryKey: ['admin', 'blog', 'preview', debounced],
    queryFn: () => blogApi.admin.preview(debounced),
    enabled: showPreview && debounced.trim() !== '',
    placeholderData: keepPreviousData,
    staleTime: Number.POSITIVE_INFINITY,
  });

  // Where the caret was when the text box was last used (it is unmounted while previewing);
  // nothing yet means "at the end".
  const caret = useRef<{ start: number; end: number } | null>(null);
  const rememberCaret = () => {
    const element = textarea.current;
    if (element) caret.current = { start: element.selectionStart, end: element.selectionEnd };
  };

  const insertAtCursor = (snippet: string) => {
    const element = textarea.current;
    const start = Math.min(caret.current?.start ?? value.length, value.length);
    const end = Math.min(caret.current?.end ?? value.length, value.length);
    const before = value.slice(0, start);
    const after = value.slice(end);
    // Images go in a paragraph of their own.
    const lead = before === '' || before.endsWith('\n\n') ? '' : before.endsWith('\n') ? '\n' : '\n\n';
    const trail =
      after === '' ? '\n' : after.startsWith('\n\n') ? '' : after.startsWith('\n') ? '\n' : '\n\n';
    const next = `${before}${lead}${snippet}${trail}${after}`;
    onChange(next);
    const position = before.length + lead.length + snippet.length + trail.length;
    caret.current = { start: position, end: position };
    requestAnimationFrame(() => {
      if (!element?.isConnected) return;
      element.focus();
      element.setSelectionRange(position, position);
    });
  };

  const onImage = async (file: File | undefined) => {
    if (!file) return;
    try {
      const uploaded = await upload.mutateAsync(file);
      insertAtCursor(`![${altFromFileName(file.name) || 'Image'}](${uploaded.url})`);
      toast.success('Image inserted.');
    } catch (failure) {
      toast.error(errorText(failure));
    } finally {
      if (fileInput.current) fileInput.current.value = '';
    }
  };

  const editor = (
    <Textarea
      ref={textarea}
      id={id}
      value={value}
      onChange={(event) => {
        onChange(event.target.value);
        rememberCaret();
      }}
      onSelect={rememberCaret}
      onBlur={() => {
        rememberCaret();
        onBlur?.();
      }}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
      spellCheck
      placeholder={'## A heading\n\nWrite in **Markdown**: lists, links, `code`, tables and images.'}
      className="field-sizing-fixed min-h-[22rem] resize-y font-mono text-sm leading-6 lg:min-h-[28rem]"
    />
  );

  const previewPane = (
    <div
      className="min-h-[22rem] min-w-0 overflow-x-auto rounded-md border bg-background p-4 lg:min-h-[28rem]"
      data-testid="markdown-preview"
      aria-live="polite"
      aria-busy={preview.isFetching}
    >
      {debounced.trim() === '' ? (
        <p className="text-muted-foreground text-sm">Nothing to preview yet.</p>
      ) : preview.isError ? (
        <Alert variant="destructive">
          <AlertDescription>{preview.error.message}</AlertDescription>
        </Alert>
      ) : preview.data ? (
        <>
          <p className="mb-4 text-muted-foreground text-xs">
            {preview.data.readingTimeMinutes} min read{preview.isFetching ? ' · updating…' : ''}
          </p>
          <div
            className="blog-prose"
            // The server's renderer output, sanitized there.
            // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized server-side HTML
            dangerouslySetInnerHTML={{ __html: preview.data.html }}
          />
        </>
      ) : (
        <div className="space-y-3">
          <Skeleton className="h-6 w-2/3" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-5/6" />
        </div>
      )}
    </div>
  );

  return (
    <div className="grid min-w-0 gap-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <label htmlFor={id} className={cn('font-medium text-sm', error && 'text-destructive')}>
          {label}
        </label>
        <div className="flex flex-wrap items-center gap-2">
          <input
            ref={fileInput}
            type="file"
            accept={IMAGE_TYPES}
            className="sr-only"
            tabIndex={-1}
            aria-label="Image to insert"
            onChange={(event) => onImage(event.target.files?.[0])}
          />
          <Button
            type="button"
            size="sm"
            variant="outline"
            loading={upload.isPending}
            onClick={() => fileInput.current?.click()}
          >
            <ImagePlus /> Insert image
          </Button>
          {/* biome-ignore lint/a11y/useSemanticElements: a group of toggle buttons */}
          <div
            role="group"
            aria-label="Editor view"
            className="inline-flex h-9 items-center rounded-lg bg-muted p-[3px]"
          >
            {views.map((view) => (
              <button
                key={view.value}
                type="button"
                aria-pressed={mode === view.value}
                onClick={() => setMode(view.value)}
                className={cn(
                  'inline-flex h-full items-center gap-1.5 rounded-md px-2.5 font-medium text-muted-foreground text-sm transition-colors hover:text-foreground focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 [&_svg]:size-4',
                  mode === view.value && 'bg-background text-foreground shadow-sm',
                  view.value === 'split' && 'hidden lg:inline-flex',
                )}
              >
                <view.icon aria-hidden="true" /> {view.label}
              </button>
            ))}
          </div>
        </div>
      </div>
      {mode === 'split' ? (
        <div className="grid gap-3 lg:grid-cols-2">
          {editor}
          {previewPane}
        </div>
      ) : mode === 'preview' ? (
        previewPane
      ) : (
        editor
      )}
      {error ? (
        <p id={errorId} className="text-destructive text-xs">
          {error}
        </p>
      ) : (
        <p className="text-muted-foreground text-xs">
          Markdown: **bold**, _italic_, [links](https://example.com), lists, tables and fenced code blocks
          (highlighted).
        </p>
      )}
    </div>
  );
}
