import { pageTitle } from '@shared/page-title';
import { useEffect } from 'react';
import { site } from './site';

export function useDocumentTitle(title?: string) {
  useEffect(() => {
    // One rule with the server-rendered pages: the site name appears exactly once.
    document.title = title ? pageTitle(title, site.name) : `${site.name} — ${site.tagline}`;
  }, [title]);
}
