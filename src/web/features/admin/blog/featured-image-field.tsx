import { ImagePlus, Trash2, Upload } from 'lucide-react';
import { useId, useRef } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { errorText } from '../confirm-dialog';
import { IMAGE_TYPES, useImageUpload } from './image-upload';

/** The featured image: upload one (preview shown), replace it or remove it. */
export function FeaturedImageField({
  value,
  onChange,
  error,
}: {
  value: string | null;
  onChange: (url: string | null) => void;
  error?: string;
}) {
  const input = useRef<HTMLInputElement>(null);
  const upload = useImageUpload();
  const id = useId();

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    try {
      const uploaded = await upload.mutateAsync(file);
      onChange(uploaded.url);
      toast.success('Image uploaded.');
    } catch (failure) {
      toast.error(errorText(failure));
    } finally {
      if (input.current) input.current.value = '';
    }
  };

  return (
    <div className="grid gap-3" data-testid="featured-image-field">
      <input
        ref={input}
        id={id}
        type="file"
        accept={IMAGE_TYPES}
        className="sr-only"
        tabIndex={-1}
        aria-label="Featured image file"
        onChange={(event) => onFile(event.target.files?.[0])}
      />
      {value ? (
        <img
          src={value}
          alt="Featured"
          className="aspect-video w-full rounded-lg border bg-muted object-cover"
          data-testid="featured-image-preview"
        />
      ) : (
        <button
          type="button"
          onClick={() => input.current?.click()}
          disabled={upload.isPending}
          className="flex aspect-video w-full flex-col items-center justify-center gap-2 rounded-lg border border-dashed text-muted-foreground text-sm transition-colors hover:bg-accent focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          <ImagePlus className="size-6" aria-hidden="true" />
          {upload.isPending ? 'Uploading…' : 'Upload a featured image'}
          <span className="text-xs">PNG, JPEG, WebP or GIF, up to 4 MiB</span>
        </button>
      )}
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          size="sm"
          variant="outline"
          loading={upload.isPending}
          onClick={() => input.current?.click()}
        >
          <Upload /> {value ? 'Replace image' : 'Upload image'}
        </Button>
        {value ? (
          <Button type="button" size="sm" variant="ghost" onClick={() => onChange(null)}>
            <Trash2 /> Remove
          </Button>
        ) : null}
      </div>
      {error ? <p className="text-destructive text-xs">{error}</p> : null}
    </div>
  );
}
