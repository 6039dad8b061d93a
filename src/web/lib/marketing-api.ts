/**
 * The changelog editor's Markdown preview, left here on purpose: the preview endpoints are being
 * replaced by one (POST /api/admin/markdown/preview), and this file goes with them. The changelog
 * and marketing clients are in lib/api/.
 */
import { request } from './api';

export const changelogApi = {
  admin: {
    preview: (content: string) =>
      request<{ html: string }>('POST', '/api/admin/changelog/preview', { content }),
  },
};
