import { ImagePlus } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';
import { useT } from '@/i18n/provider';
import { insertText, placeCaret, type Selection, selectionOf } from '@/lib/text-insert';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { cn } from '@/lib/utils';
import { useImagePicker } from '../../uploads/use-image-picker';
import { imageMarkdown } from './image-alt';
import { MarkdownPreview } from './markdown-preview';
import { type EditorView, ViewSwitch } from './view-switch';

/** How long typing must pause before the preview asks the server again. */
const PREVIEW_DELAY_MS = 300;

/**
 * The one Markdown editor of the admin area (blog posts, changelog entries, FAQ answers): Write /
 * Preview (and side by side on wide screens), the server's own rendering as the preview, and
 * "Insert image", which uploads a file and puts its Markdown where the caret was.
 */
export function MarkdownEditor({
  value,
  onChange,
  onBlur,
  error,
  label,
  placeholder,
  wide = false,
  showReadingTime = false,
}: {
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string | undefined;
  /** "Content" unless told otherwise. */
  label?: string;
  /** An example of Markdown unless told otherwise. */
  placeholder?: string;
  /** A page-wide editor: taller, with a side-by-side view on wide screens. */
  wide?: boolean;
  /** The reading time above the preview (what the blog shows on a post). */
  showReadingTime?: boolean;
}) {
  const t = useT();
  const [view, setView] = useState<EditorView>('write');
  const textarea = useRef<HTMLTextAreaElement>(null);
  const id = useId();
  const errorId = `${id}-error`;
  const debounced = useDebouncedValue(value, PREVIEW_DELAY_MS);
  const height = wide ? 'min-h-[22rem] lg:min-h-[28rem]' : 'min-h-[16rem]';

  // The text box is unmounted while previewing and an upload takes a while: the caret it last had
  // (none yet: the end) and the text as it is when the upload ends are what the image goes into.
  const selection = useRef<Selection | null>(null);
  const latest = useRef(value);
  latest.current = value;
  const remember = () => {
    if (textarea.current) selection.current = selectionOf(textarea.current);
  };
  const image = useImagePicker({
    uploadedText: t('admin-editor.image.inserted'),
    onUploaded: (url, file) => {
      const snippet = imageMarkdown(url, file.name, t('admin-editor.image.defaultAlt'));
      const { text, caret } = insertText(latest.current, selection.current, snippet, { block: true });
      onChange(text);
      selection.current = { start: caret, end: caret };
      placeCaret(textarea, caret);
    },
  });

  const editor = (
    <Textarea
      ref={textarea}
      id={id}
      value={value}
      onChange={(event) => {
        onChange(event.target.value);
        remember();
      }}
      onSelect={remember}
      onBlur={() => {
        remember();
        onBlur?.();
      }}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
      spellCheck
      placeholder={placeholder ?? t('admin-editor.placeholder')}
      className={cn('field-sizing-fixed resize-y font-mono text-sm leading-6', height)}
    />
  );
  const preview = (
    <MarkdownPreview content={debounced} showReadingTime={showReadingTime} className={height} />
  );

  return (
    <div className="grid min-w-0 gap-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <label htmlFor={id} className={cn('font-medium text-sm', error && 'text-destructive')}>
          {label ?? t('admin-editor.label')}
        </label>
        <div className="flex flex-wrap items-center gap-2">
          <input {...image.inputProps} aria-label={t('admin-editor.image.inputLabel')} />
          <Button type="button" size="sm" variant="outline" loading={image.uploading} onClick={image.choose}>
            <ImagePlus /> {t('admin-editor.image.insert')}
          </Button>
          <ViewSwitch view={view} onChange={setView} split={wide} />
        </div>
      </div>
      {view === 'split' ? (
        <div className="grid gap-3 lg:grid-cols-2">
          {editor}
          {preview}
        </div>
      ) : view === 'preview' ? (
        preview
      ) : (
        editor
      )}
      {error ? (
        <p id={errorId} className="text-destructive text-xs">
          {error}
        </p>
      ) : (
        <p className="text-muted-foreground text-xs">{t('admin-editor.help')}</p>
      )}
    </div>
  );
}
