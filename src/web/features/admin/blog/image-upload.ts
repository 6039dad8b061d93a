import { useMutation } from '@tanstack/react-query';
import { uploadFile } from '@/lib/api/uploads';

export const IMAGE_TYPES = 'image/png,image/jpeg,image/webp,image/gif';
export const MAX_UPLOAD_BYTES = 4 * 1024 * 1024;

/** Uploads an image, refusing what the server would refuse anyway before sending it. */
export function useImageUpload() {
  return useMutation({
    mutationFn: async (file: File) => {
      if (!IMAGE_TYPES.split(',').includes(file.type)) {
        throw new Error('Choose a PNG, JPEG, WebP or GIF image.');
      }
      if (file.size > MAX_UPLOAD_BYTES) throw new Error('The image is too large (at most 4 MiB).');
      return uploadFile(file);
    },
  });
}

/** "Quarterly report.final.png" -> "Quarterly report final": alt text to start from. */
export function altFromFileName(name: string): string {
  return name
    .replace(/\.[a-z0-9]+$/i, '')
    .replace(/[-_.]+/g, ' ')
    .replace(/[[\]]/g, '')
    .trim();
}
