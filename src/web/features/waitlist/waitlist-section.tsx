import type { PublicWaitlistSettings } from '@shared/contracts/waitlist';
import { Sparkles } from 'lucide-react';
import { Deferred, lazyNamed } from '@/components/deferred';
import { Skeleton, SkeletonLines } from '@/components/ui/skeleton';
import { useT } from '@/i18n/provider';
import { usePublicWaitlist } from './use-waitlist';

// The form (and its validation library) is fetched only when the waitlist is open.
const WaitlistForm = lazyNamed(() => import('./waitlist-form'), 'WaitlistForm');

/** The home page's waitlist block; renders nothing while the waitlist is disabled (or unreachable). */
export function WaitlistSection() {
  const waitlist = usePublicWaitlist();
  if (waitlist.isError || (waitlist.data && !waitlist.data.enabled)) return null;
  return (
    <section id="waitlist" className="border-t" data-testid="waitlist-section">
      <div className="mx-auto max-w-3xl px-4 py-20 text-center sm:px-6">
        {waitlist.data ? (
          <WaitlistBlock settings={waitlist.data} />
        ) : (
          <div className="grid justify-items-center gap-3">
            <SkeletonLines lines={['h-8 w-2/3', 'h-5 w-1/2', 'h-10 w-full']} />
          </div>
        )}
      </div>
    </section>
  );
}

export function WaitlistBlock({
  settings,
  as: Heading = 'h2',
}: {
  settings: PublicWaitlistSettings;
  as?: 'h1' | 'h2';
}) {
  const t = useT();
  return (
    <div className="grid gap-6">
      <div className="grid justify-items-center gap-3">
        <span className="inline-flex items-center gap-1.5 rounded-full border bg-background px-3 py-1 font-medium text-muted-foreground text-xs">
          <Sparkles className="size-3.5 text-primary" aria-hidden="true" /> {t('waitlist.badge')}
        </span>
        <Heading className="text-balance font-semibold text-3xl tracking-tight sm:text-4xl" data-content>
          {settings.title}
        </Heading>
        {settings.description ? (
          <p className="max-w-xl text-pretty text-muted-foreground" data-content>
            {settings.description}
          </p>
        ) : null}
      </div>
      <Deferred fallback={<Skeleton className="h-36 w-full sm:h-15" />}>
        <WaitlistForm settings={settings} className="text-left" />
      </Deferred>
    </div>
  );
}
