import type { AdminUserDetails } from '@shared/contracts/admin-users';
import type { SecurityLogEntry } from '@shared/contracts/security-logs';
import { Link } from '@tanstack/react-router';
import { Ban, Filter, ScrollText } from 'lucide-react';
import { useState } from 'react';
import { UserAvatar } from '@/components/layout/user-avatar';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { SheetDescription, SheetHeader, SheetTitle } from '@/components/ui/sheet';
import { FormattedMessage, useT } from '@/i18n/provider';
import { t } from '@/i18n/store';
import { ApiError } from '@/lib/api';
import type { Subscription } from '@/lib/api/billing';
import { formatDate, formatDateTime } from '@/lib/utils';
import { cycleLabel, SubscriptionStatusBadge, subscriptionPrice } from '../../billing/subscription-status';
import { EntitlementsSection } from '../entitlements/entitlements-section';
import { DetailSection, DetailSheet } from '../list-kit/detail-sheet';
import { LogDetailDialog } from '../security-logs/log-detail-dialog';
import { SecurityEventList } from '../security-logs/security-event-list';
import { CancelSubscriptionButton } from '../subscriptions/cancel-subscription-button';
import { AuditLogDialog } from './audit-log-dialog';
import { useAdminUser } from './use-users';
import { UserActions } from './user-actions';
import { UserActivitySection } from './user-activity-section';
import { BanReason, bannedText, ROLE_LABELS, RoleBadge, StatusBadge, VerifiedMark } from './user-badges';

/**
 * One user in a side panel: profile, subscription, entitlements, activity, security events and the
 * actions.
 */
export function UserDetailsSheet({ userId, onClose }: { userId: string | undefined; onClose: () => void }) {
  const details = useAdminUser(userId);
  const t = useT();
  const notFound = details.error instanceof ApiError && details.error.status === 404;
  return (
    <DetailSheet
      open={Boolean(userId)}
      onClose={onClose}
      testId="user-details"
      title={t('admin-users.details.title')}
      loading={!details.isError}
      skeleton={['h-14 w-full', 'h-9 w-2/3', 'h-40 w-full', 'h-40 w-full']}
      problem={
        notFound
          ? { title: t('admin-users.details.notFound'), description: t('admin-users.details.notFoundHelp') }
          : // Shown only once the read failed (`loading` is false then): Retry reads it again.
            { title: t('admin-users.details.loadError'), retry: details.isError ? details : undefined }
      }
    >
      {details.data ? <UserDetails details={details.data} refreshing={details.isFetching} /> : null}
    </DetailSheet>
  );
}

function UserDetails({ details, refreshing }: { details: AdminUserDetails; refreshing: boolean }) {
  const { user, subscription, activity, securityEvents } = details;
  const [selectedEvent, setSelectedEvent] = useState<SecurityLogEntry | null>(null);
  const [auditOpen, setAuditOpen] = useState(false);
  const t = useT();

  return (
    <>
      <SheetHeader className="gap-3 border-b p-4 pr-12 sm:p-6 sm:pr-12">
        <div className="flex items-center gap-3">
          <UserAvatar name={user.name} email={user.email} image={user.image} className="size-12 text-base" />
          <div className="min-w-0">
            <SheetTitle className="truncate text-lg" data-testid="user-details-name" translate="no">
              {user.name || user.email}
            </SheetTitle>
            <SheetDescription className="truncate" translate="no">
              {user.email}
            </SheetDescription>
          </div>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <RoleBadge role={user.role} />
          <StatusBadge user={user} />
          <VerifiedMark verified={user.emailVerified} />
        </div>
      </SheetHeader>

      <div className="grid grid-cols-1 gap-6 p-4 sm:p-6">
        {user.banned ? (
          <Alert variant="destructive" data-testid="ban-notice">
            <Ban />
            <AlertTitle>{bannedText(user.banExpires)}</AlertTitle>
            <AlertDescription>
              <p>
                <BanReason reason={user.banReason} />
              </p>
            </AlertDescription>
          </Alert>
        ) : null}

        <UserActions user={user} busy={refreshing} onOpenAuditLog={() => setAuditOpen(true)} />

        <DetailSection title={t('admin-users.details.profile')}>
          <dl className="grid grid-cols-[6.5rem_minmax(0,1fr)] gap-x-4 sm:grid-cols-[8rem_minmax(0,1fr)] gap-y-2 text-sm [&>dd]:min-w-0 [&>dt]:text-muted-foreground">
            <dt>{t('admin-users.details.userId')}</dt>
            <dd className="break-all font-mono text-xs leading-5" translate="no">
              {user.id}
            </dd>
            <dt>{t('admin-users.details.email')}</dt>
            <dd className="break-all" translate="no">
              {user.email}
            </dd>
            <dt>{t('admin-users.details.role')}</dt>
            <dd>{t(ROLE_LABELS[user.role])}</dd>
            <dt>{t('admin-users.details.joined')}</dt>
            <dd>
              <time dateTime={user.createdAt}>{formatDateTime(user.createdAt)}</time>
            </dd>
          </dl>
        </DetailSection>

        <DetailSection title={t('admin-users.details.subscription')}>
          <div className="rounded-lg border p-3 text-sm" data-testid="user-subscription">
            {subscription ? (
              <div className="flex flex-wrap items-center justify-between gap-2">
                <div>
                  <p className="font-medium">
                    <FormattedMessage
                      id="admin-users.details.plan"
                      values={{
                        plan: <span data-content>{subscription.plan.name}</span>,
                        cycle: cycleLabel[subscription.billingCycle],
                      }}
                    />
                  </p>
                  <p className="text-muted-foreground text-xs" data-testid="user-subscription-terms">
                    {subscriptionTerms(subscription)}
                  </p>
                </div>
                <SubscriptionStatusBadge subscription={subscription} />
                <CancelSubscriptionButton
                  subscription={subscription}
                  payer={user.name}
                  refresh={[['admin', 'users']]}
                />
              </div>
            ) : (
              <p>
                <FormattedMessage
                  id="admin-users.details.freePlan"
                  values={{
                    b: (chunks) => <span className="font-medium">{chunks}</span>,
                    muted: (chunks) => <span className="text-muted-foreground">{chunks}</span>,
                  }}
                />
              </p>
            )}
          </div>
        </DetailSection>

        <EntitlementsSection customer={{ kind: 'user', id: user.id }} />

        <UserActivitySection user={user} activity={activity} />

        <DetailSection
          title={t('admin-users.details.securityEvents')}
          aside={
            <Button variant="ghost" size="sm" asChild>
              <Link to="/dashboard/admin/security-logs" search={{ userId: user.id }}>
                <Filter /> {t('admin-users.details.inSecurityLogs')}
              </Link>
            </Button>
          }
        >
          {securityEvents.length > 0 ? (
            <SecurityEventList events={securityEvents} onSelect={setSelectedEvent} />
          ) : (
            <p className="rounded-lg border border-dashed p-4 text-center text-muted-foreground text-sm">
              {t('admin-users.details.noSecurityEvents')}
            </p>
          )}
          <Button variant="outline" onClick={() => setAuditOpen(true)} className="w-full sm:w-fit">
            <ScrollText /> {t('admin-users.details.viewAuditLog')}
          </Button>
        </DetailSection>
      </div>

      <LogDetailDialog entry={selectedEvent} onClose={() => setSelectedEvent(null)} />
      <AuditLogDialog user={user} open={auditOpen} onOpenChange={setAuditOpen} />
    </>
  );
}

/** "$490.00 / year · renews …", or "… · cancels at period end · ends on …": the cycle's real price and end. */
function subscriptionTerms(subscription: Subscription): string {
  const { status, cancelAtPeriodEnd, currentPeriodEnd } = subscription;
  const end = currentPeriodEnd ? formatDate(currentPeriodEnd) : null;
  const price = subscriptionPrice(subscription);
  if (status === 'canceled')
    return end
      ? t('admin-users.terms.endedOn', { price, date: end })
      : t('admin-users.terms.ended', { price });
  if (cancelAtPeriodEnd)
    return end
      ? t('admin-users.terms.cancelsEndsOn', { price, date: end })
      : t('admin-users.terms.cancels', { price });
  return end ? t('admin-users.terms.renews', { price, date: end }) : price;
}
