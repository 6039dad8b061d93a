// The code blocks carry highlight.js classes: their colours come with the component that shows them.
import 'highlight.js/styles/github-dark.css';
import type * as React from 'react';
import { cn } from '@/lib/utils';

/**
 * Markdown the server has rendered and sanitized (blog posts, changelog entries, FAQ answers), in
 * the articles' typography (`.blog-prose` in styles.css). The one place the public pages set HTML.
 */
export function RenderedMarkdown({
  html,
  className,
  ...props
}: { html: string } & Omit<React.ComponentProps<'div'>, 'children' | 'dangerouslySetInnerHTML'>) {
  return (
    <div
      className={cn('blog-prose', className)}
      // What an author wrote, not the interface's words.
      data-content
      {...props}
      // The server's renderer allows listed tags only: no scripts, handlers or javascript: URLs.
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized server-side HTML
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
