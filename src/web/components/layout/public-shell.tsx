import type * as React from 'react';
import { FeedbackWidget } from '@/features/feedback/feedback-widget';
import { MarketingBanner } from '@/features/marketing/marketing-banner';
import { MarketingPopups } from '@/features/marketing/marketing-popups';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** Header + content + footer, for the public site and the account area. */
export function PublicShell({ children }: { children: React.ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-background focus:px-3 focus:py-2 focus:shadow"
      >
        Skip to content
      </a>
      <MarketingBanner />
      <SiteHeader />
      <main id="main" className="flex-1">
        {children}
      </main>
      <SiteFooter />
      <FeedbackWidget />
      <MarketingPopups />
    </div>
  );
}
