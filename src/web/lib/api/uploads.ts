/** Uploads' API: sending a file, and what the signed-in user's files take of their plan's storage. */
import type { StorageUsage, StoredFile } from '@shared/contracts/uploads';
import { ApiError, request, send } from '../api';

export type { StorageUsage, StoredFile };

export const uploadsApi = {
  usage: () => request<{ usage: StorageUsage }>('GET', '/api/fileupload/usage'),
};

/** When no message of ours comes back (a proxy's 413 page, say), what went wrong with an upload. */
function uploadFallback(status: number): string {
  if (status === 413) return 'The file is too large (at most 4 MiB).';
  if (status === 415) return 'This type of file is not accepted: use PNG, JPEG, WebP, GIF or PDF.';
  if (status === 401) return 'Sign in to upload files.';
  if (status === 429) return 'Too many requests. Please wait a moment and try again.';
  if (status >= 500) return 'Something went wrong on our side. Please try again.';
  return `Upload failed (${status})`;
}

/** Uploads one file (multipart field `file`); throws ApiError with the server's message. */
export async function uploadFile(file: File): Promise<StoredFile> {
  const form = new FormData();
  form.append('file', file, file.name);
  // No Content-Type: the browser writes the multipart boundary itself.
  const init: RequestInit = {
    method: 'POST',
    body: form,
    credentials: 'same-origin',
    headers: { Accept: 'application/json' },
  };
  const data = await send<{ file?: StoredFile } | undefined>('/api/fileupload', init, uploadFallback);
  if (!data?.file) throw new ApiError(201, 'The upload answered without a file.');
  return data.file;
}
