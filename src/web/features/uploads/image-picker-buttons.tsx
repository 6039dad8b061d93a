import { ImagePlus, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { useImagePicker } from './use-image-picker';

/**
 * The controls of one uploaded image (an avatar, a logo): the hidden file input, "Upload" (a
 * spinner while it uploads) and, when there is an image to take away, "Remove".
 */
export function ImagePickerButtons({
  picker,
  fileLabel,
  uploadLabel,
  removeLabel,
  onRemove,
}: {
  picker: ReturnType<typeof useImagePicker>;
  /** The hidden file input's accessible name. */
  fileLabel: string;
  uploadLabel: string;
  removeLabel: string;
  /** Absent while there is no image to remove. */
  onRemove?: () => void;
}) {
  return (
    <>
      <input {...picker.inputProps} aria-label={fileLabel} />
      <Button type="button" variant="outline" size="sm" loading={picker.uploading} onClick={picker.choose}>
        {picker.uploading ? null : <ImagePlus />} {uploadLabel}
      </Button>
      {onRemove ? (
        <Button type="button" variant="ghost" size="sm" onClick={onRemove}>
          <Trash2 /> {removeLabel}
        </Button>
      ) : null}
    </>
  );
}
