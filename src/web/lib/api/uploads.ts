/** Uploads' API: what the signed-in user's files take of their plan's storage. */
import type { StorageUsage } from '@shared/contracts/uploads';
import { request } from '../api';

export type { StorageUsage };

export const uploadsApi = {
  usage: () => request<{ usage: StorageUsage }>('GET', '/api/fileupload/usage'),
};
