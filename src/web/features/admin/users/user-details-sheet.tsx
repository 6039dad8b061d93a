import { formatStorageSize } from '@shared/storage-size';
import { Link } from '@tanstack/react-router';
import { Ban, Filter, ScrollText } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { UserAvatar } from '@/components/layout/user-avatar';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { SheetDescription, SheetHeader, SheetTitle } from '@/components/ui/sheet';
import { FormattedMessage, useT } from '@/i18n/provider';
import { t } from '@/i18n/store';
import { ApiError } from '@/lib/api';
import type { AdminUserDetails } from '@/lib/api/admin-users';
import type { Subscription } from '@/lib/api/billing';
import type { PostStatus } from '@/lib/api/blog';
import type { SecurityLogEntry } from '@/lib/api/security-logs';
import { formatDate, formatDateTime, formatNumber } from '@/lib/utils';
import { cycleLabel, SubscriptionStatusBadge, subscriptionPrice } from '../../billing/subscription-status';
import { DetailSection, DetailSheet } from '../list-kit/detail-sheet';
import { LogDetailDialog } from '../security-logs/log-detail-dialog';
import { SecurityEventList } from '../security-logs/security-event-list';
import { AuditLogDialog } from './audit-log-dialog';
import { useAdminUser } from './use-users';
import { UserActions } from './user-actions';
import { BanReason, bannedText, ROLE_LABELS, RoleBadge, StatusBadge, VerifiedMark } from './user-badges';

const POST_STATUS = {
  draft: 'admin-users.post.draft',
  scheduled: 'admin-users.post.scheduled',
  published: 'admin-users.post.published',
} as const satisfies Record<PostStatus, string>;

/** One user in a side panel: profile, subscription, activity, security events and the actions. */
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

        <DetailSection title={t('admin-users.details.activity')}>
          <dl className="grid grid-cols-2 gap-3 text-sm" data-testid="user-activity">
            <div className="rounded-lg border p-3">
              <dt className="text-muted-foreground text-xs">{t('admin-users.details.lastSignIn')}</dt>
              <dd className="mt-1 font-medium">
                {activity.lastSignInAt ? (
                  <time dateTime={activity.lastSignInAt}>{formatDateTime(activity.lastSignInAt)}</time>
                ) : (
                  t('admin-users.details.never')
                )}
              </dd>
            </div>
            <div className="rounded-lg border p-3">
              <dt className="text-muted-foreground text-xs">{t('admin-users.details.signIns')}</dt>
              <dd className="mt-1 font-medium tabular-nums" data-testid="sign-in-count">
                {formatNumber(activity.signInCount)}
              </dd>
            </div>
          </dl>
          {activity.recentSignIns.length > 0 ? (
            <div className="grid grid-cols-1 gap-2">
              <p className="font-medium text-muted-foreground text-xs">
                {t('admin-users.details.recentSignIns')}
              </p>
              <ul className="divide-y rounded-lg border text-sm">
                {activity.recentSignIns.map((signIn) => (
                  <li key={signIn.timestamp} className="grid grid-cols-1 gap-0.5 px-3 py-2">
                    <span className="flex flex-wrap justify-between gap-x-3">
                      <time dateTime={signIn.timestamp}>{formatDateTime(signIn.timestamp)}</time>
                      {signIn.ipAddress ? (
                        <span className="font-mono text-muted-foreground text-xs" translate="no">
                          {signIn.ipAddress}
                        </span>
                      ) : (
                        <span className="text-muted-foreground text-xs">
                          {t('admin-users.details.unknownIp')}
                        </span>
                      )}
                    </span>
                    {signIn.userAgent ? (
                      <span
                        className="truncate text-muted-foreground text-xs"
                        title={signIn.userAgent}
                        translate="no"
                      >
                        {signIn.userAgent}
                      </span>
                    ) : (
                      <span className="truncate text-muted-foreground text-xs">
                        {t('admin-users.details.unknownBrowser')}
                      </span>
                    )}
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          <ContentList
            testKey="posts"
            label={t('admin-users.details.posts')}
            list={activity.posts}
            all={
              <Link to="/dashboard/admin/blog" search={{ author: user.id }}>
                {t('admin-users.details.allPosts')}
              </Link>
            }
            item={(post) => (
              <li key={post.id} className="flex items-center justify-between gap-3 px-3 py-2">
                <Link
                  to="/dashboard/admin/blog/$id/edit"
                  params={{ id: String(post.id) }}
                  className="truncate hover:underline"
                  data-content
                >
                  {post.title}
                </Link>
                <span className="shrink-0 text-muted-foreground text-xs">
                  {t(POST_STATUS[post.status])} · {formatDate(post.publishedAt ?? post.createdAt)}
                </span>
              </li>
            )}
          />
          <ContentList
            testKey="likes"
            label={t('admin-users.details.likes')}
            list={activity.likes}
            item={(like) => (
              <li key={like.postId} className="flex items-center justify-between gap-3 px-3 py-2">
                <Link
                  to="/blog/$slug"
                  params={{ slug: like.slug }}
                  className="truncate hover:underline"
                  data-content
                >
                  {like.title}
                </Link>
                <span className="shrink-0 text-muted-foreground text-xs">
                  {t('admin-users.details.liked', { date: formatDate(like.likedAt) })}
                </span>
              </li>
            )}
          />
          <ContentList
            testKey="uploads"
            label={t('admin-users.details.uploads')}
            list={activity.uploads}
            item={(file) => (
              <li key={file.id} className="flex items-center justify-between gap-3 px-3 py-2">
                <a
                  href={`/api/fileupload/${file.id}`}
                  target="_blank"
                  rel="noreferrer"
                  className="truncate hover:underline"
                  translate="no"
                >
                  {file.name}
                </a>
                <span className="shrink-0 text-muted-foreground text-xs">
                  {formatStorageSize(file.size)} · {formatDate(file.createdAt)}
                </span>
              </li>
            )}
          />
        </DetailSection>

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

/** One of the user's lists: its total, the newest few, and a link to all of them where an area lists them. */
function ContentList<T>({
  testKey,
  label,
  list,
  item,
  all,
}: {
  /** Names its test ids (`activity-posts`), whatever the language. */
  testKey: string;
  label: string;
  list: { total: number; items: T[] };
  item: (entry: T) => ReactNode;
  all?: ReactNode;
}) {
  const t = useT();
  return (
    <div className="grid grid-cols-1 gap-2" data-testid={`activity-${testKey}-list`}>
      <div className="flex items-center justify-between gap-3">
        <p className="font-medium text-muted-foreground text-xs">
          <FormattedMessage
            id="admin-users.details.listTotal"
            values={{
              label,
              total: (
                <span className="text-foreground tabular-nums" data-testid={`activity-${testKey}`}>
                  {list.total === 0 ? t('admin-users.details.noneYet') : formatNumber(list.total)}
                </span>
              ),
            }}
          />
          {list.total > list.items.length
            ? ` ${t('admin-users.details.newestShown', { count: list.items.length })}`
            : null}
        </p>
        {all && list.total > 0 ? (
          <span className="text-xs underline-offset-4 hover:underline">{all}</span>
        ) : null}
      </div>
      {list.items.length > 0 ? (
        <ul className="divide-y rounded-lg border text-sm">{list.items.map(item)}</ul>
      ) : null}
    </div>
  );
}
