/** The editor's preview: Markdown rendered exactly as a saved post would be. */
import { excerptOf, readingMinutesOf, renderMarkdown } from '../../content/markdown.ts';

export function preview(content: string) {
  return {
    html: renderMarkdown(content),
    readingTimeMinutes: readingMinutesOf(content),
    excerpt: excerptOf(content),
  };
}
