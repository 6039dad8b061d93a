import { brand } from '@shared/brand';
import { pageTitle } from '@shared/page-title';
import { useEffect } from 'react';
import { useT } from '@/i18n/provider';

/**
 * A page's title and description as the server's renderer read them while rendering the page
 * (ssr/entry-server.tsx resets it before each render): the <title> and meta description a
 * server-rendered page arrives with are the ones the page sets in the browser.
 */
export const renderedHead: { title?: string; shareTitle?: string; description?: string } = {};

/** The page's <title> (the site's name once), and its meta description when it has its own. */
export function useDocumentTitle(title?: string, description?: string | null) {
  const t = useT();
  const tagline = t('layout.site.tagline');
  // One rule with the server-rendered pages: the site name appears exactly once.
  const documentTitle = title ? pageTitle(title, brand.name) : `${brand.name} — ${tagline}`;
  if (import.meta.env.SSR) {
    renderedHead.title = documentTitle;
    // A link preview names the site apart (og:site_name): the page's own title, as written.
    renderedHead.shareTitle = title ?? documentTitle;
    if (description) renderedHead.description = description;
  }
  useEffect(() => {
    document.title = documentTitle;
  }, [documentTitle]);
  useEffect(() => {
    if (!description) return;
    const meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) return;
    const previous = meta.content;
    meta.content = description;
    return () => {
      meta.content = previous;
    };
  }, [description]);
}
