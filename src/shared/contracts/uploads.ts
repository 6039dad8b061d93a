/** The uploads API's contract: a stored file, and what the caller's files take of their plan's storage. */
import { z } from 'zod';

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
