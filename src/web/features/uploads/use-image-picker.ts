/**
 * Choosing and uploading one image (a post's featured image, an image in Markdown, an avatar): a
 * hidden file input, what opens it, and the upload, which refuses what the server would refuse
 * anyway before sending it. Failures are toasts with the reason; the input is emptied after each
 * try so the same file can be chosen again.
 */

import { IMAGE_UPLOAD_TYPES, UPLOAD_MAX_BYTES_DEFAULT } from '@shared/upload-limits';
import { useMutation } from '@tanstack/react-query';
import { type ChangeEvent, useRef } from 'react';
import { toast } from 'sonner';
import { t } from '@/i18n/store';
import { uploadFile, uploadLimitText } from '@/lib/api/uploads';
import { apiErrorMessage } from '@/lib/forms';

const IMAGE_TYPES: readonly string[] = IMAGE_UPLOAD_TYPES;

async function uploadImage(file: File) {
  // The same rule as the help texts (IMAGE_UPLOAD_RULE), in the reader's language.
  if (!IMAGE_TYPES.includes(file.type))
    throw new Error(t('uploads.error.chooseImage', { limit: uploadLimitText() }));
  if (file.size > UPLOAD_MAX_BYTES_DEFAULT)
    throw new Error(t('uploads.error.imageTooLarge', { limit: uploadLimitText() }));
  return uploadFile(file);
}

/** Spread `inputProps` on an `<input>` that has its own `aria-label`; `choose()` opens it. */
export function useImagePicker({
  onUploaded,
  uploadedText,
}: {
  onUploaded: (url: string, file: File) => void;
  /** A toast after a successful upload; none without it. */
  uploadedText?: string;
}) {
  const input = useRef<HTMLInputElement>(null);
  const upload = useMutation({ mutationFn: uploadImage });

  const onChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    try {
      const uploaded = await upload.mutateAsync(file);
      onUploaded(uploaded.url, file);
      if (uploadedText) toast.success(uploadedText);
    } catch (failure) {
      toast.error(apiErrorMessage(failure, { 401: 'uploads.error.signIn', 415: 'uploads.error.imageType' }));
    } finally {
      if (input.current) input.current.value = '';
    }
  };

  return {
    uploading: upload.isPending,
    choose: () => input.current?.click(),
    inputProps: {
      ref: input,
      type: 'file',
      accept: IMAGE_TYPES.join(','),
      className: 'sr-only',
      tabIndex: -1,
      onChange: (event: ChangeEvent<HTMLInputElement>) => void onChange(event),
    },
  };
}
