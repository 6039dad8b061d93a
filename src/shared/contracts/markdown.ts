/**
 * The admin's Markdown preview: one endpoint for every editor (blog posts, changelog entries,
 * FAQ answers), rendered by the same renderer that renders saved content.
 */
import { z } from 'zod';
import { endpoints } from './endpoint.ts';

/** The longest Markdown any editor saves (a blog post's content), so every draft can be previewed. */
export const MARKDOWN_PREVIEW_MAX = 200_000;

export const previewBody = z.object({ content: z.string().max(MARKDOWN_PREVIEW_MAX) });

export const previewResponse = z.object({
  /** Sanitized HTML, safe to insert into a page as is. */
  html: z.string(),
  /** As the blog shows it on a post (the blog editor's preview shows it too). */
  readingTimeMinutes: z.number().int(),
});

export const markdownAdminEndpoints = endpoints(
  { access: 'admin', tags: ['admin: markdown'] },
  {
    preview: {
      method: 'POST',
      path: '/api/admin/markdown/preview',
      summary: 'Render Markdown exactly as saved content (a post, an entry, an answer) would be',
      body: previewBody,
      response: previewResponse,
    },
  },
);
