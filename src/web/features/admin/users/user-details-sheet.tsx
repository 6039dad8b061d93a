import { formatStorageSize } from '@shared/storage-size';
import { Link } from '@tanstack/react-router';
import { Ban, Filter, ScrollText } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { UserAvatar } from '@/components/layout/user-avatar';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { SheetDescription, SheetHeader, SheetTitle } from '@/components/ui/sheet';
import { ApiError } from '@/lib/api';
import type { AdminUserDetails } from '@/lib/api/admin-users';
import type { Subscription } from '@/lib/api/billing';
import type { SecurityLogEntry } from '@/lib/api/security-logs';
import { formatDate, formatDateTime } from '@/lib/utils';
import { cycleLabel, SubscriptionStatusBadge, subscriptionPrice } from '../../billing/subscription-status';
import { DetailSection, DetailSheet } from '../list-kit/detail-sheet';
import { LogDetailDialog } from '../security-logs/log-detail-dialog';
import { SecurityEventList } from '../security-logs/security-event-list';
import { AuditLogDialog } from './audit-log-dialog';
import { useAdminUser } from './use-users';
import { UserActions } from './user-actions';
import { banDuration, RoleBadge, StatusBadge, VerifiedMark } from './user-badges';

/** One user in a side panel: profile, subscription, activity, security events and the actions. */
export function UserDetailsSheet({ userId, onClose }: { userId: string | undefined; onClose: () => void }) {
  const details = useAdminUser(userId);
  const notFound = details.error instanceof ApiError && details.error.status === 404;
  return (
    <DetailSheet
      open={Boolean(userId)}
      onClose={onClose}
      testId="user-details"
      title="User details"
      loading={!details.isError}
      skeleton={['h-14 w-full', 'h-9 w-2/3', 'h-40 w-full', 'h-40 w-full']}
      problem={
        notFound
          ? { title: 'User not found', description: 'No account has this ID: it may have been deleted.' }
          : { title: 'Could not load this user', description: details.error?.message }
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

  return (
    <>
      <SheetHeader className="gap-3 border-b p-4 pr-12 sm:p-6 sm:pr-12">
        <div className="flex items-center gap-3">
          <UserAvatar name={user.name} email={user.email} image={user.image} className="size-12 text-base" />
          <div className="min-w-0">
            <SheetTitle className="truncate text-lg" data-testid="user-details-name">
              {user.name || user.email}
            </SheetTitle>
            <SheetDescription className="truncate">{user.email}</SheetDescription>
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
            <AlertTitle>Banned {banDuration(user.banExpires)}</AlertTitle>
            <AlertDescription>Reason: {user.banReason || 'none given'}</AlertDescription>
          </Alert>
        ) : null}

        <UserActions user={user} busy={refreshing} onOpenAuditLog={() => setAuditOpen(true)} />

        <DetailSection title="Profile">
          <dl className="grid grid-cols-[6.5rem_minmax(0,1fr)] gap-x-4 sm:grid-cols-[8rem_minmax(0,1fr)] gap-y-2 text-sm [&>dd]:min-w-0 [&>dt]:text-muted-foreground">
            <dt>User ID</dt>
            <dd className="break-all font-mono text-xs leading-5">{user.id}</dd>
            <dt>E-mail</dt>
            <dd className="break-all">{user.email}</dd>
            <dt>Role</dt>
            <dd className="capitalize">{user.role}</dd>
            <dt>Joined</dt>
            <dd>{formatDateTime(user.createdAt)}</dd>
          </dl>
        </DetailSection>

        <DetailSection title="Subscription">
          <div className="rounded-lg border p-3 text-sm" data-testid="user-subscription">
            {subscription ? (
              <div className="flex flex-wrap items-center justify-between gap-2">
                <div>
                  <p className="font-medium">
                    {subscription.plan.name} plan · {cycleLabel[subscription.billingCycle]}
                  </p>
                  <p className="text-muted-foreground text-xs" data-testid="user-subscription-terms">
                    {subscriptionTerms(subscription)}
                  </p>
                </div>
                <SubscriptionStatusBadge subscription={subscription} />
              </div>
            ) : (
              <p>
                <span className="font-medium">Free plan</span>
                <span className="text-muted-foreground"> · no paid subscription</span>
              </p>
            )}
          </div>
        </DetailSection>

        <DetailSection title="Activity">
          <dl className="grid grid-cols-2 gap-3 text-sm" data-testid="user-activity">
            <div className="rounded-lg border p-3">
              <dt className="text-muted-foreground text-xs">Last sign-in</dt>
              <dd className="mt-1 font-medium">
                {activity.lastSignInAt ? formatDateTime(activity.lastSignInAt) : 'Never'}
              </dd>
            </div>
            <div className="rounded-lg border p-3">
              <dt className="text-muted-foreground text-xs">Sign-ins</dt>
              <dd className="mt-1 font-medium tabular-nums" data-testid="sign-in-count">
                {activity.signInCount}
              </dd>
            </div>
          </dl>
          {activity.recentSignIns.length > 0 ? (
            <div className="grid grid-cols-1 gap-2">
              <p className="font-medium text-muted-foreground text-xs">Recent sign-ins</p>
              <ul className="divide-y rounded-lg border text-sm">
                {activity.recentSignIns.map((signIn) => (
                  <li key={signIn.timestamp} className="grid grid-cols-1 gap-0.5 px-3 py-2">
                    <span className="flex flex-wrap justify-between gap-x-3">
                      <time dateTime={signIn.timestamp}>{formatDateTime(signIn.timestamp)}</time>
                      <span className="font-mono text-muted-foreground text-xs">
                        {signIn.ipAddress ?? 'unknown IP'}
                      </span>
                    </span>
                    <span
                      className="truncate text-muted-foreground text-xs"
                      title={signIn.userAgent ?? undefined}
                    >
                      {signIn.userAgent ?? 'unknown browser'}
                    </span>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          <ContentList
            label="Posts"
            list={activity.posts}
            all={
              <Link to="/dashboard/admin/blog" search={{ author: user.id }}>
                All posts by this user
              </Link>
            }
            item={(post) => (
              <li key={post.id} className="flex items-center justify-between gap-3 px-3 py-2">
                <Link
                  to="/dashboard/admin/blog/$id/edit"
                  params={{ id: String(post.id) }}
                  className="truncate hover:underline"
                >
                  {post.title}
                </Link>
                <span className="shrink-0 text-muted-foreground text-xs capitalize">
                  {post.status} · {formatDate(post.publishedAt ?? post.createdAt)}
                </span>
              </li>
            )}
          />
          <ContentList
            label="Likes"
            list={activity.likes}
            item={(like) => (
              <li key={like.postId} className="flex items-center justify-between gap-3 px-3 py-2">
                <Link to="/blog/$slug" params={{ slug: like.slug }} className="truncate hover:underline">
                  {like.title}
                </Link>
                <span className="shrink-0 text-muted-foreground text-xs">
                  liked {formatDate(like.likedAt)}
                </span>
              </li>
            )}
          />
          <ContentList
            label="Uploads"
            list={activity.uploads}
            item={(file) => (
              <li key={file.id} className="flex items-center justify-between gap-3 px-3 py-2">
                <a
                  href={`/api/fileupload/${file.id}`}
                  target="_blank"
                  rel="noreferrer"
                  className="truncate hover:underline"
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
          title="Recent security events"
          aside={
            <Button variant="ghost" size="sm" asChild>
              <Link to="/dashboard/admin/security-logs" search={{ userId: user.id }}>
                <Filter /> In security logs
              </Link>
            </Button>
          }
        >
          {securityEvents.length > 0 ? (
            <SecurityEventList events={securityEvents} onSelect={setSelectedEvent} />
          ) : (
            <p className="rounded-lg border border-dashed p-4 text-center text-muted-foreground text-sm">
              No security events about this user yet.
            </p>
          )}
          <Button variant="outline" onClick={() => setAuditOpen(true)} className="w-full sm:w-fit">
            <ScrollText /> View full audit log
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
  if (status === 'canceled') return end ? `${price} · ended on ${end}` : `${price} · ended`;
  if (cancelAtPeriodEnd) return `${price} · cancels at period end${end ? ` · ends on ${end}` : ''}`;
  return end ? `${price} · renews ${end}` : price;
}

/** One of the user's lists: its total, the newest few, and a link to all of them where an area lists them. */
function ContentList<T>({
  label,
  list,
  item,
  all,
}: {
  label: string;
  list: { total: number; items: T[] };
  item: (entry: T) => ReactNode;
  all?: ReactNode;
}) {
  const key = label.toLowerCase();
  return (
    <div className="grid grid-cols-1 gap-2" data-testid={`activity-${key}-list`}>
      <div className="flex items-center justify-between gap-3">
        <p className="font-medium text-muted-foreground text-xs">
          {label}:{' '}
          <span className="text-foreground tabular-nums" data-testid={`activity-${key}`}>
            {list.total === 0 ? 'none yet' : list.total}
          </span>
          {list.total > list.items.length ? ` (newest ${list.items.length} shown)` : null}
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
