import { assignVariant } from '@shared/ab-assignment';
import { useEffect, useMemo, useState } from 'react';
import { BannerView } from './banner-view';
import { firstTimeThisSession, isBannerDismissed, rememberBannerDismissed, visitorId } from './storage';
import { trackMarketing, useActiveMarketing } from './use-marketing';

/**
 * The visible banner at the top of every public page, as this visitor's A/B variant (a hash of
 * the visitor id and banner id into the weights, src/shared/ab-assignment.ts). One impression per
 * tab session; a dismissal is remembered per banner in localStorage.
 */
export function MarketingBanner() {
  const { data } = useActiveMarketing();
  const banner = data?.banner ?? null;
  const [dismissed, setDismissed] = useState<number | null>(null);

  const variant = useMemo(
    () => (banner ? assignVariant(visitorId(), banner.bannerId, banner.variants) : null),
    [banner],
  );
  const hidden = !banner || !variant || dismissed === banner.bannerId || isBannerDismissed(banner.bannerId);

  useEffect(() => {
    if (hidden || !variant) return;
    if (firstTimeThisSession(`banner-impression:${variant.id}`))
      trackMarketing({ kind: 'banner', id: variant.id, event: 'impression' });
  }, [hidden, variant]);

  if (hidden || !banner || !variant) return null;
  return (
    <BannerView
      variant={variant}
      onLinkClick={() => trackMarketing({ kind: 'banner', id: variant.id, event: 'click' })}
      onDismiss={() => {
        rememberBannerDismissed(banner.bannerId);
        setDismissed(banner.bannerId);
        trackMarketing({ kind: 'banner', id: variant.id, event: 'dismiss' });
      }}
    />
  );
}
