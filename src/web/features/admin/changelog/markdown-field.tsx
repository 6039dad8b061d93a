import 'highlight.js/styles/github-dark.css';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Eye, ImagePlus, PenLine } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { toast } from 'sonner';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/textarea';
import { changelogApi } from '@/lib/marketing-api';
import { cn } from '@/lib/utils';
import { altFromFileName, IMAGE_TYPES, useImageUpload } from '../blog/image-upload';
import { errorText } from '../confirm-dialog';

function useDebouncedValue<T>(value: T, delay: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}

/**
 * The entry's Markdown with Write / Preview. The preview is the server's own renderer
 * (POST /api/admin/changelog/preview), so it is exactly what readers get; "Insert image" uploads
 * through /api/fileupload and puts the image's Markdown at the cursor.
 */
export function ChangelogMarkdownField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
}) {
  const [preview, setPreview] = useState(false);
  const textarea = useRef<HTMLTextAreaElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const caret = useRef<number | null>(null);
  const upload = useImageUpload();
  const id = useId();
  const debounced = useDebouncedValue(value, 300);
  const rendered = useQuery({
    queryKey: ['admin', 'changelog', 'preview', debounced],
    queryFn: () => changelogApi.admin.preview(debounced),
    enabled: preview && debounced.trim() !== '',
    placeholderData: keepPreviousData,
    staleTime: Number.POSITIVE_INFINITY,
  });

  const insert = (snippet: string) => {
    const at = Math.min(caret.current ?? value.length, value.length);
    const before = value.slice(0, at);
    const after = value.slice(at);
    const lead = before === '' || before.endsWith('\n\n') ? '' : before.endsWith('\n') ? '\n' : '\n\n';
    const trail = after.startsWith('\n') ? '' : '\n';
    onChange(`${before}${lead}${snippet}${trail}${after}`);
    caret.current = before.length + lead.length + snippet.length + trail.length;
  };

  const onImage = async (file: File | undefined) => {
    if (!file) return;
    try {
      const uploaded = await upload.mutateAsync(file);
      insert(`![${altFromFileName(file.name) || 'Image'}](${uploaded.url})`);
      toast.success('Image inserted.');
    } catch (failure) {
      toast.error(errorText(failure));
    } finally {
      if (fileInput.current) fileInput.current.value = '';
    }
  };

  return (
    <div className="grid min-w-0 gap-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <label htmlFor={id} className={cn('font-medium text-sm', error && 'text-destructive')}>
          Content
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
            {[
              { on: false, label: 'Write', icon: PenLine },
              { on: true, label: 'Preview', icon: Eye },
            ].map((view) => (
              <button
                key={view.label}
                type="button"
                aria-pressed={preview === view.on}
                onClick={() => setPreview(view.on)}
                className={cn(
                  'inline-flex h-full items-center gap-1.5 rounded-md px-2.5 font-medium text-muted-foreground text-sm transition-colors hover:text-foreground focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 [&_svg]:size-4',
                  preview === view.on && 'bg-background text-foreground shadow-sm',
                )}
              >
                <view.icon aria-hidden="true" /> {view.label}
              </button>
            ))}
          </div>
        </div>
      </div>
      {preview ? (
        <div
          className="min-h-[16rem] min-w-0 overflow-x-auto rounded-md border bg-background p-4"
          data-testid="markdown-preview"
          aria-live="polite"
          aria-busy={rendered.isFetching}
        >
          {debounced.trim() === '' ? (
            <p className="text-muted-foreground text-sm">Nothing to preview yet.</p>
          ) : rendered.isError ? (
            <Alert variant="destructive">
              <AlertDescription>{rendered.error.message}</AlertDescription>
            </Alert>
          ) : rendered.data ? (
            <div
              className="blog-prose"
              // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized server-side HTML
              dangerouslySetInnerHTML={{ __html: rendered.data.html }}
            />
          ) : (
            <div className="space-y-3">
              <Skeleton className="h-6 w-2/3" />
              <Skeleton className="h-4 w-full" />
            </div>
          )}
        </div>
      ) : (
        <Textarea
          ref={textarea}
          id={id}
          value={value}
          onChange={(event) => {
            onChange(event.target.value);
            caret.current = event.target.selectionStart;
          }}
          onSelect={(event) => {
            caret.current = event.currentTarget.selectionStart;
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          placeholder={'### Added\n\n- A new **feature**\n\n### Fixed\n\n- A bug'}
          className="field-sizing-fixed min-h-[16rem] resize-y font-mono text-sm leading-6"
        />
      )}
      {error ? (
        <p id={`${id}-error`} className="text-destructive text-xs">
          {error}
        </p>
      ) : (
        <p className="text-muted-foreground text-xs">
          Markdown: headings, lists, links, images and fenced code (highlighted).
        </p>
      )}
    </div>
  );
}
