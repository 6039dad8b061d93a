/**
 * Sending a file (a multipart body, so not a declared endpoint's `api()` call) and the upload
 * limit in words. The storage usage and the deletion are declared in src/shared/contracts/uploads.ts.
 */
import type { StoredFile } from '@shared/contracts/uploads';
import { UPLOAD_MAX_BYTES_DEFAULT } from '@shared/upload-limits';
import { t } from '@/i18n/store';
import { formatNumber } from '@/lib/utils';
import { ApiError, send } from '../api';

/** The upload size limit in the reader's words: "4 MiB", "4 MiB" with the language's digits. */
export function uploadLimitText(bytes = UPLOAD_MAX_BYTES_DEFAULT): string {
  return t('uploads.size.mib', { size: formatNumber(bytes / 1024 / 1024) });
}

/** When no message of ours comes back (a proxy's 413 page, say), what went wrong with an upload. */
function uploadFallback(status: number): string {
  if (status === 413) return t('uploads.error.tooLarge', { limit: uploadLimitText() });
  if (status === 415) return t('uploads.error.type');
  if (status === 401) return t('uploads.error.signIn');
  if (status === 429) return t('api.tooManyRequests');
  if (status >= 500) return t('api.serverError');
  return t('uploads.error.failed', { status });
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
  if (!data?.file) throw new ApiError(201, t('uploads.error.noFile'));
  return data.file;
}
