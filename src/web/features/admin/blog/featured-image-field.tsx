import { UPLOAD_MAX_BYTES_DEFAULT } from '@shared/upload-limits';
import { ImagePlus, Trash2, Upload } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useT } from '@/i18n/provider';
import { useImagePicker } from '../../uploads/use-image-picker';

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
  const t = useT();
  const image = useImagePicker({
    onUploaded: (url) => onChange(url),
    uploadedText: t('admin-blog.image.uploaded'),
  });

  return (
    <div className="grid gap-3" data-testid="featured-image-field">
      <input {...image.inputProps} aria-label={t('admin-blog.image.fileLabel')} />
      {value ? (
        <img
          src={value}
          alt={t('admin-blog.image.alt')}
          className="aspect-video w-full rounded-lg border bg-muted object-cover"
          data-testid="featured-image-preview"
        />
      ) : (
        <button
          type="button"
          onClick={image.choose}
          disabled={image.uploading}
          className="flex aspect-video w-full flex-col items-center justify-center gap-2 rounded-lg border border-dashed text-muted-foreground text-sm transition-colors hover:bg-accent focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          <ImagePlus className="size-6" aria-hidden="true" />
          {image.uploading ? t('admin-blog.image.uploading') : t('admin-blog.image.uploadPrompt')}
          <span className="text-xs">
            {t('admin-blog.image.limits', { mib: UPLOAD_MAX_BYTES_DEFAULT / 1024 / 1024 })}
          </span>
        </button>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="button" size="sm" variant="outline" loading={image.uploading} onClick={image.choose}>
          <Upload /> {value ? t('admin-blog.image.replace') : t('admin-blog.image.upload')}
        </Button>
        {value ? (
          <Button type="button" size="sm" variant="ghost" onClick={() => onChange(null)}>
            <Trash2 /> {t('admin-blog.image.remove')}
          </Button>
        ) : null}
      </div>
      {error ? <p className="text-destructive text-xs">{error}</p> : null}
    </div>
  );
}
