/** The uploads API's contract: a stored file, and what the caller's files take of their plan's storage. */
import { z } from 'zod';
import { successMessage } from './common.ts';
import { endpoints } from './endpoint.ts';

export const fileSchema = z.object({
  id: z.string(),
  url: z.string(),
  name: z.string(),
  size: z.number().int(),
  type: z.string(),
});

export const storageUsageSchema = z.object({
  usedBytes: z.number().int(),
  fileCount: z.number().int(),
  /** null: no limit (an admin, or a plan without one). */
  limitBytes: z.number().int().nullable(),
});

export type StoredFile = z.output<typeof fileSchema>;
export type StorageUsage = z.output<typeof storageUsageSchema>;

/** A stored file's id (the last part of its URL). */
export const fileIdParam = z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'Not a file id') });

/**
 * The upload (a multipart body the function reads; the server's summary names its configured
 * size limit), the caller's usage, the file (its bytes, public: `raw`) and its deletion.
 */
export const uploadEndpoints = endpoints(
  { access: 'user', tags: ['uploads'] },
  {
    upload: {
      method: 'POST',
      path: '/api/fileupload',
      summary: 'Upload an image (PNG, JPEG, WebP, GIF) or PDF as multipart field "file"',
      consumes: ['multipart/form-data'],
      response: z.object({ file: fileSchema }),
      status: 201,
    },
    usage: {
      method: 'GET',
      path: '/api/fileupload/usage',
      summary: "What the caller's files take, and the storage their plan allows (limitBytes null: no limit)",
      response: z.object({ usage: storageUsageSchema }),
    },
    file: {
      method: 'GET',
      path: '/api/fileupload/:id',
      access: 'public',
      summary: 'The file, as its checked type (not enveloped)',
      params: fileIdParam,
      raw: true,
    },
    remove: {
      method: 'DELETE',
      path: '/api/fileupload/:id',
      summary: 'Delete a file (its owner or an admin)',
      params: fileIdParam,
      response: successMessage,
    },
  },
);
