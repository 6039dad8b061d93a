import { Link } from '@tanstack/react-router';
import {
  Ban,
  CircleSlash,
  Filter,
  ScrollText,
  ShieldCheck,
  ShieldMinus,
  ShieldPlus,
  UserRoundCheck,
} from 'lucide-react';
import type * as React from 'react';
import { useState } from 'react';
import { UserAvatar } from '@/components/layout/user-avatar';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from '@/components/ui/sheet';
import { Skeleton } from '@/components/ui/skeleton';
import { useMe } from '@/features/auth/session';
import { type AdminUser, type AdminUserDetails, ApiError, type SecurityLogEntry } from '@/lib/api';
import { formatDate, formatDateTime, formatMoney } from '@/lib/utils';
import { LogDetailDialog } from '../security-logs/log-detail-dialog';
import { SecurityEventList } from '../security-logs/security-event-list';
import { AuditLogDialog } from './audit-log-dialog';
import { BanDialog } from './ban-dialog';
import { ConfirmActionDialog, type SimpleAction } from './confirm-action-dialog';
import { useAdminUser } from './use-users';
import { banDuration, RoleBadge, StatusBadge, VerifiedMark } from './user-badges';

/** One user in a side panel: profile, subscription, activity, security events and the actions. */
export function UserDetailsSheet({ userId, onClose }: { userId: string | undefined; onClose: () => void }) {
  const details = useAdminUser(userId);
  return (
    <Sheet open={Boolean(userId)} onOpenChange={(open) => (open ? null : onClose())}>
      <SheetContent className="w-full gap-0 overflow-y-auto p-0 sm:max-w-xl" data-testid="user-details">
        {details.isError ? (
          <>
            <SheetHeader className="pr-12">
              <SheetTitle>User details</SheetTitle>
              <SheetDescription className="sr-only">The user could not be loaded</SheetDescription>
            </SheetHeader>
            <div className="p-4">
              {details.error instanceof ApiError && details.error.status === 404 ? (
                <Alert variant="destructive">
                  <AlertTitle>User not found</AlertTitle>
                  <AlertDescription>No account has this ID: it may have been deleted.</AlertDescription>
                </Alert>
              ) : (
                <Alert variant="destructive">
                  <AlertTitle>Could not load this user</AlertTitle>
                  <AlertDescription>{details.error.message}</AlertDescription>
                </Alert>
              )}
            </div>
          </>
        ) : details.data ? (
          <UserDetails details={details.data} refreshing={details.isFetching} />
        ) : (
          <>
            <SheetHeader className="pr-12">
              <SheetTitle>User details</SheetTitle>
              <SheetDescription className="sr-only">Loading</SheetDescription>
            </SheetHeader>
            <div className="grid gap-3 p-4">
              <Skeleton className="h-14 w-full" />
              <Skeleton className="h-9 w-2/3" />
              <Skeleton className="h-40 w-full" />
              <Skeleton className="h-40 w-full" />
            </div>
          </>
        )}
      </SheetContent>
    </Sheet>
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

        <Section title="Profile">
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
        </Section>

        <Section title="Subscription">
          <div className="rounded-lg border p-3 text-sm" data-testid="user-subscription">
            {subscription ? (
              <div className="flex flex-wrap items-center justify-between gap-2">
                <div>
                  <p className="font-medium">{subscription.plan.name} plan</p>
                  <p className="text-muted-foreground text-xs">
                    {formatMoney(subscription.plan.priceMonthly)} / month
                    {subscription.currentPeriodEnd
                      ? ` · renews ${formatDate(subscription.currentPeriodEnd)}`
                      : null}
                  </p>
                </div>
                <Badge
                  variant={subscription.status === 'active' ? 'success' : 'secondary'}
                  className="capitalize"
                >
                  {subscription.status.replace(/_/g, ' ')}
                </Badge>
              </div>
            ) : (
              <p>
                <span className="font-medium">Free plan</span>
                <span className="text-muted-foreground"> · no paid subscription</span>
              </p>
            )}
          </div>
        </Section>

        <Section title="Activity">
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
          <dl className="grid grid-cols-3 gap-3 text-sm">
            <ContentCount label="Posts" items={activity.posts} />
            <ContentCount label="Likes" items={activity.likes} />
            <ContentCount label="Uploads" items={activity.uploads} />
          </dl>
        </Section>

        <Section
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
        </Section>
      </div>

      <LogDetailDialog entry={selectedEvent} onClose={() => setSelectedEvent(null)} />
      <AuditLogDialog user={user} open={auditOpen} onOpenChange={setAuditOpen} />
    </>
  );
}

/**
 * The actions that apply to this user, each behind a confirmation. Never offered: promoting an
 * admin, demoting a user, banning the banned, and banning or demoting yourself.
 */
function UserActions({
  user,
  busy,
  onOpenAuditLog,
}: {
  user: AdminUser;
  busy: boolean;
  onOpenAuditLog: () => void;
}) {
  const me = useMe();
  const isMe = me.data?.id === user.id;
  const [confirming, setConfirming] = useState<SimpleAction | null>(null);
  const [banOpen, setBanOpen] = useState(false);

  return (
    <div className="grid grid-cols-1 gap-2">
      <div className="flex flex-wrap gap-2" data-testid="user-actions">
        {user.role === 'user' ? (
          <Button size="sm" onClick={() => setConfirming('promote')} disabled={busy}>
            <ShieldPlus /> Promote to admin
          </Button>
        ) : null}
        {user.role === 'admin' && !isMe ? (
          <Button size="sm" variant="outline" onClick={() => setConfirming('demote')} disabled={busy}>
            <ShieldMinus /> Demote to user
          </Button>
        ) : null}
        {user.banned ? (
          <Button size="sm" variant="outline" onClick={() => setConfirming('unban')} disabled={busy}>
            <UserRoundCheck /> Unban
          </Button>
        ) : !isMe ? (
          <Button size="sm" variant="destructive" onClick={() => setBanOpen(true)} disabled={busy}>
            <CircleSlash /> Ban
          </Button>
        ) : null}
        <Button size="sm" variant="ghost" onClick={onOpenAuditLog}>
          <ScrollText /> Audit log
        </Button>
      </div>
      {isMe ? (
        <p className="flex items-center gap-1.5 text-muted-foreground text-xs">
          <ShieldCheck className="size-3.5" /> This is you: you cannot ban or demote yourself.
        </p>
      ) : null}
      <ConfirmActionDialog user={user} action={confirming} onOpenChange={() => setConfirming(null)} />
      <BanDialog user={user} open={banOpen} onOpenChange={setBanOpen} />
    </div>
  );
}

function Section({
  title,
  aside,
  children,
}: {
  title: string;
  aside?: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <section className="grid grid-cols-1 gap-3">
      <div className="flex min-h-8 items-center justify-between gap-2">
        <h3 className="font-semibold text-sm">{title}</h3>
        {aside}
      </div>
      {children}
    </section>
  );
}

function ContentCount({ label, items }: { label: string; items: unknown[] }) {
  return (
    <div className="rounded-lg border p-3">
      <dt className="text-muted-foreground text-xs">{label}</dt>
      <dd className="mt-1 font-medium" data-testid={`activity-${label.toLowerCase()}`}>
        {items.length === 0 ? (
          <span className="font-normal text-muted-foreground">none yet</span>
        ) : (
          items.length
        )}
      </dd>
    </div>
  );
}
