import type { UseQueryResult } from '@tanstack/react-query';
import type * as React from 'react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Skeleton } from '@/components/ui/skeleton';
import { useT } from '@/i18n/provider';
import { apiErrorMessage } from '@/lib/forms';
import type { OrganizationDetails } from './types';

/**
 * An organization's page (its overview, its billing) while its details load: a skeleton, the
 * failure, or the page. `ready` holds the skeleton for what else the page waits on.
 */
export function OrganizationDetailsStates({
  details,
  ready = true,
  children,
}: {
  details: UseQueryResult<OrganizationDetails>;
  ready?: boolean;
  children: (details: OrganizationDetails) => React.ReactNode;
}) {
  const t = useT();
  if (details.isPending || !ready) return <Skeleton className="h-40 w-full" />;
  if (details.isError)
    return (
      <Alert variant="destructive">
        <AlertTitle>{t('organizations.page.loadFailed')}</AlertTitle>
        <AlertDescription>{apiErrorMessage(details.error)}</AlertDescription>
      </Alert>
    );
  return children(details.data);
}
