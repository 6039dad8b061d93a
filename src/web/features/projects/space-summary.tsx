/**
 * Which space the page shows (the header's switcher decides) and how much of the plan's
 * `projects` limit it uses: "Space: Acme · 1 of 1 projects".
 */
import { useT } from '@/i18n/provider';
import { formatNumber } from '@/lib/utils';
import { useEntitlements } from '../billing/use-entitlements';
import type { ActiveSpace } from '../organizations/use-active-space';

export function SpaceSummary({ space }: { space: ActiveSpace | null }) {
  const t = useT();
  const entitlements = useEntitlements(space);
  const limit = entitlements.data?.limits.projects;
  return (
    <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
      <span>
        <span className="text-muted-foreground">{t('projects.space')}: </span>
        {space?.name ? (
          <span className="font-medium" translate="no" data-testid="projects-space">
            {space.name}
          </span>
        ) : (
          <span className="font-medium" data-testid="projects-space">
            {t('projects.personal')}
          </span>
        )}
      </span>
      {limit && limit.used !== null ? (
        <>
          <span aria-hidden className="text-muted-foreground">
            ·
          </span>
          <span className="font-medium tabular-nums" data-testid="projects-limit">
            {limit.max === null
              ? t('projects.limitUnlimited', { used: limit.used })
              : t('projects.limit', { used: formatNumber(limit.used), max: formatNumber(limit.max) })}
          </span>
        </>
      ) : null}
    </p>
  );
}
