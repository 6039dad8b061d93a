/** The admin's Markdown preview: the server's renderer, shared by every Markdown editor. */
import type { previewBody, previewResponse } from '@shared/contracts/markdown';
import type { z } from 'zod';
import { request } from '../api';

export type MarkdownPreview = z.output<typeof previewResponse>;

export const markdownApi = {
  preview: (body: z.input<typeof previewBody>) =>
    request<MarkdownPreview>('POST', '/api/admin/markdown/preview', body),
};
