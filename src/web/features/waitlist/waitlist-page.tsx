import { Link } from '@tanstack/react-router';
import { ListX } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { GlowBackdrop } from '@/components/ui/glow';
import { SkeletonLines } from '@/components/ui/skeleton';
import { useT } from '@/i18n/provider';
import { useDocumentTitle } from '@/lib/use-document-title';
import { usePublicWaitlist } from './use-waitlist';
import { WaitlistBlock } from './waitlist-section';

export function WaitlistPage() {
  const t = useT();
  useDocumentTitle(t('waitlist.title'));
  const waitlist = usePublicWaitlist();
  return (
    <GlowBackdrop tone="accent">
      <div className="relative mx-auto max-w-3xl px-4 py-20 text-center sm:px-6 lg:py-28">
        {waitlist.isError ? (
          <Alert variant="destructive" className="text-left">
            <AlertTitle>{t('waitlist.loadFailed')}</AlertTitle>
            <AlertDescription data-content>{waitlist.error.message}</AlertDescription>
          </Alert>
        ) : !waitlist.data ? (
          <div className="grid justify-items-center gap-3">
            <SkeletonLines lines={['h-10 w-2/3', 'h-5 w-1/2', 'h-10 w-full']} />
          </div>
        ) : waitlist.data.enabled ? (
          <WaitlistBlock settings={waitlist.data} as="h1" />
        ) : (
          <EmptyState
            icon={ListX}
            level={1}
            title={t('waitlist.closed.title')}
            description={t('waitlist.closed.description')}
          >
            <Button asChild>
              <Link to="/sign-up">{t('waitlist.closed.createAccount')}</Link>
            </Button>
          </EmptyState>
        )}
      </div>
    </GlowBackdrop>
  );
}
