/**
 * The FAQ editor's Markdown preview, left here on purpose: the preview endpoints are being
 * replaced by one (POST /api/admin/markdown/preview), and this file goes with them. Testimonials
 * and FAQs are in lib/api/.
 */
import { request } from './api';

/** Markdown rendered by the server's one renderer (the same as a saved FAQ answer). */
export const previewMarkdown = (content: string) =>
  request<{ html: string }>('POST', '/api/admin/blog/preview', { content });
