import type * as React from 'react';
import { Deferred, lazyNamed } from '@/components/deferred';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { useHydrated } from '@/components/ui/use-hydrated';
import { ImpersonationBar } from '@/features/account/security/impersonation-bar';
import { FeedbackWidget } from '@/features/feedback/feedback-widget';
import { useActiveMarketing } from '@/features/marketing/use-marketing';
import { useT } from '@/i18n/provider';

// The marketing banner and popups are fetched only when there is one to show.
const MarketingBanner = lazyNamed(() => import('@/features/marketing/marketing-banner'), 'MarketingBanner');
const MarketingPopups = lazyNamed(() => import('@/features/marketing/marketing-popups'), 'MarketingPopups');

/** Header + content + footer, for the public site and the account area. */
export function PublicShell({ children }: { children: React.ReactNode }) {
  const t = useT();
  const { data: marketing } = useActiveMarketing();
  // The banner and popups depend on this browser's storage (dismissed, seen, variant): they show
  // once the app runs, never in the server's markup.
  const hydrated = useHydrated();
  return (
    // sm:pb-20: room for the floating Feedback button (h-9 + bottom-4 + a margin) below the footer.
    <div className="flex min-h-dvh flex-col sm:pb-20">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-background focus:px-3 focus:py-2 focus:shadow"
      >
        {t('layout.skipToContent')}
      </a>
      {hydrated && marketing?.banner ? (
        <Deferred>
          <MarketingBanner />
        </Deferred>
      ) : null}
      <ImpersonationBar />
      <SiteHeader />
      <main id="main" className="flex-1">
        {children}
      </main>
      <FeedbackWidget />
      <SiteFooter />
      {hydrated && marketing?.popups.length ? (
        <Deferred>
          <MarketingPopups />
        </Deferred>
      ) : null}
    </div>
  );
}
