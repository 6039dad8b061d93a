import { Link } from '@tanstack/react-router';
import { ArrowRight, FileText, Inbox, type LucideIcon, ShieldAlert, UserPlus } from 'lucide-react';
import type { ReactNode } from 'react';
import { UserAvatar } from '@/components/layout/user-avatar';
import { Card, CardAction, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import type { DashboardData } from '@/lib/api/dashboard';
import { formatDateTime } from '@/lib/utils';
import { PostStatusBadge } from '../blog/post-status-badge';
import { timeAgo } from './use-dashboard';

const rowClass =
  'flex min-w-0 items-center gap-3 px-4 py-2.5 transition-colors hover:bg-accent/50 focus-visible:bg-accent/50 focus-visible:outline-none sm:px-6';

function When({ iso }: { iso: string }) {
  return (
    <time dateTime={iso} title={formatDateTime(iso)} className="shrink-0 text-muted-foreground text-xs">
      {timeAgo(iso)}
    </time>
  );
}

function RecentCard({
  testId,
  title,
  icon: Icon,
  viewAll,
  empty,
  count,
  children,
}: {
  testId: string;
  title: string;
  icon: LucideIcon;
  viewAll: ReactNode;
  empty: string;
  count: number;
  children: ReactNode;
}) {
  return (
    <Card className="min-w-0 gap-2 py-4" data-testid={testId}>
      <CardHeader className="px-4 sm:px-6">
        <CardTitle className="flex items-center gap-2 text-base">
          <Icon className="size-4 text-muted-foreground" aria-hidden="true" />
          {title}
        </CardTitle>
        <CardAction>{viewAll}</CardAction>
      </CardHeader>
      {count === 0 ? (
        <p className="px-4 py-6 text-center text-muted-foreground text-sm sm:px-6" data-testid="recent-empty">
          {empty}
        </p>
      ) : (
        <ul className="divide-y">{children}</ul>
      )}
    </Card>
  );
}

const viewAllClass =
  'inline-flex items-center gap-1 whitespace-nowrap font-medium text-primary text-xs hover:underline';

/** The newest sign-ups, posts, contact messages and failed sign-ins, each linking to its page. */
export function RecentActivity({ data }: { data: DashboardData }) {
  const { signups, posts, contactSubmissions, failedLogins } = data.recent;
  return (
    <section aria-label="Recent activity" className="grid gap-4 lg:grid-cols-2">
      <RecentCard
        testId="recent-signups"
        title="New sign-ups"
        icon={UserPlus}
        empty="No sign-ups yet."
        count={signups.length}
        viewAll={
          <Link to="/dashboard/admin/user-management" className={viewAllClass}>
            All users <ArrowRight className="size-3" aria-hidden="true" />
          </Link>
        }
      >
        {signups.map((user) => (
          <li key={user.id}>
            <Link
              to="/dashboard/admin/user-management"
              search={{ user: user.id }}
              className={rowClass}
              data-testid="recent-signup"
            >
              <UserAvatar name={user.name} email={user.email} image={null} />
              <div className="min-w-0 flex-1">
                <p className="truncate font-medium text-sm">{user.name || user.email}</p>
                <p className="truncate text-muted-foreground text-xs">{user.email}</p>
              </div>
              <When iso={user.createdAt} />
            </Link>
          </li>
        ))}
      </RecentCard>

      <RecentCard
        testId="recent-posts"
        title="Latest posts"
        icon={FileText}
        empty="No posts yet."
        count={posts.length}
        viewAll={
          <Link to="/dashboard/admin/blog" className={viewAllClass}>
            All posts <ArrowRight className="size-3" aria-hidden="true" />
          </Link>
        }
      >
        {posts.map((post) => (
          <li key={post.id}>
            <Link
              to="/dashboard/admin/blog/$id/edit"
              params={{ id: String(post.id) }}
              className={rowClass}
              data-testid="recent-post"
            >
              <div className="min-w-0 flex-1">
                <p className="truncate font-medium text-sm">{post.title}</p>
                <p className="truncate text-muted-foreground text-xs">/{post.slug}</p>
              </div>
              <PostStatusBadge status={post.status} />
              <When iso={post.createdAt} />
            </Link>
          </li>
        ))}
      </RecentCard>

      <RecentCard
        testId="recent-contact"
        title="Contact messages"
        icon={Inbox}
        empty="No messages yet."
        count={contactSubmissions.length}
        viewAll={
          <Link to="/dashboard/admin/contact-submissions" className={viewAllClass}>
            All messages <ArrowRight className="size-3" aria-hidden="true" />
          </Link>
        }
      >
        {contactSubmissions.map((message) => (
          <li key={message.id}>
            <Link
              to="/dashboard/admin/contact-submissions"
              search={{ open: String(message.id) }}
              className={rowClass}
              data-testid="recent-contact-item"
            >
              <span
                className={message.read ? 'size-2 shrink-0' : 'size-2 shrink-0 rounded-full bg-primary'}
                aria-hidden="true"
              />
              <div className="min-w-0 flex-1">
                <p className="truncate font-medium text-sm">
                  {message.fullName}
                  {message.read ? null : <span className="sr-only"> (unread)</span>}
                </p>
                <p className="truncate text-muted-foreground text-xs">{message.subject || message.email}</p>
              </div>
              <When iso={message.createdAt} />
            </Link>
          </li>
        ))}
      </RecentCard>

      <RecentCard
        testId="recent-failed-logins"
        title="Failed sign-ins"
        icon={ShieldAlert}
        empty="No failed sign-ins."
        count={failedLogins.length}
        viewAll={
          <Link
            to="/dashboard/admin/security-logs"
            search={{ eventType: 'login_failed' }}
            className={viewAllClass}
          >
            Security logs <ArrowRight className="size-3" aria-hidden="true" />
          </Link>
        }
      >
        {failedLogins.map((event) => (
          <li key={event.id}>
            <Link
              to="/dashboard/admin/security-logs"
              search={{ eventType: 'login_failed' }}
              className={rowClass}
              data-testid="recent-failed-login"
            >
              <div className="min-w-0 flex-1">
                <p className="truncate font-medium text-sm">{event.email ?? 'Unknown e-mail'}</p>
                <p className="truncate text-muted-foreground text-xs">
                  {event.ipAddress ? `${event.ipAddress} · ` : ''}
                  {event.description}
                </p>
              </div>
              <When iso={event.timestamp} />
            </Link>
          </li>
        ))}
      </RecentCard>
    </section>
  );
}

export function RecentActivitySkeleton() {
  return (
    <div className="grid gap-4 lg:grid-cols-2" aria-hidden="true">
      {Array.from({ length: 4 }, (_, card) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
        <Card key={card} className="gap-3 p-4">
          <Skeleton className="h-5 w-36" />
          {Array.from({ length: 4 }, (_, row) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
            <Skeleton key={row} className="h-9 w-full" />
          ))}
        </Card>
      ))}
    </div>
  );
}
