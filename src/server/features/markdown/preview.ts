/** Markdown rendered exactly as saved content is: the same renderer, nothing written. */
import type { z } from 'zod';
import type { previewResponse } from '../../../shared/contracts/markdown.ts';
import { readingMinutesOf, renderMarkdown } from '../../content/markdown.ts';

export function previewMarkdown(content: string): z.output<typeof previewResponse> {
  return { html: renderMarkdown(content), readingTimeMinutes: readingMinutesOf(content) };
}
