import { brand } from '@shared/brand';
import { pageTitle } from '@shared/page-title';
import { useEffect } from 'react';
import { useT } from '@/i18n/provider';

export function useDocumentTitle(title?: string) {
  const t = useT();
  const tagline = t('layout.site.tagline');
  useEffect(() => {
    // One rule with the server-rendered pages: the site name appears exactly once.
    document.title = title ? pageTitle(title, brand.name) : `${brand.name} — ${tagline}`;
  }, [title, tagline]);
}
