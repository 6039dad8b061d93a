import 'highlight.js/styles/github-dark.css';
import { markdownAdminEndpoints } from '@shared/endpoints/markdown';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Skeleton } from '@/components/ui/skeleton';
import { useT } from '@/i18n/provider';
import { api } from '@/lib/api-call';
import { cn } from '@/lib/utils';

/**
 * The Markdown as the server's own renderer turns it into HTML (POST /api/admin/markdown/preview),
 * so it is exactly what readers get. `content` is already debounced by the editor; the last
 * answer stays on screen while the next one is fetched.
 */
export function MarkdownPreview({
  content,
  showReadingTime,
  className,
}: {
  content: string;
  showReadingTime: boolean;
  className: string;
}) {
  const t = useT();
  const empty = content.trim() === '';
  const preview = useQuery({
    queryKey: ['admin', 'markdown', 'preview', content],
    queryFn: () => api(markdownAdminEndpoints.preview, { body: { content } }),
    enabled: !empty,
    placeholderData: keepPreviousData,
    staleTime: Number.POSITIVE_INFINITY,
  });

  return (
    <div
      className={cn('min-w-0 overflow-x-auto rounded-md border bg-background p-4', className)}
      data-testid="markdown-preview"
      aria-live="polite"
      aria-busy={preview.isFetching}
    >
      {empty ? (
        <p className="text-muted-foreground text-sm">{t('admin-editor.preview.empty')}</p>
      ) : preview.isError ? (
        <Alert variant="destructive">
          <AlertDescription>{preview.error.message}</AlertDescription>
        </Alert>
      ) : preview.data ? (
        <>
          {showReadingTime ? (
            <p className="mb-4 text-muted-foreground text-xs">
              {t(
                preview.isFetching
                  ? 'admin-editor.preview.readingTimeUpdating'
                  : 'admin-editor.preview.readingTime',
                {
                  minutes: preview.data.readingTimeMinutes,
                },
              )}
            </p>
          ) : null}
          <div
            className="blog-prose"
            // What the admin wrote, not the interface's words.
            data-content
            // The server's renderer output, sanitized there.
            // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized server-side HTML
            dangerouslySetInnerHTML={{ __html: preview.data.html }}
          />
        </>
      ) : (
        <div className="space-y-3">
          <Skeleton className="h-6 w-2/3" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-5/6" />
        </div>
      )}
    </div>
  );
}
