import type { DashboardData } from '@shared/contracts/dashboard';
import { Link, type LinkProps, linkOptions } from '@tanstack/react-router';
import { ArrowRight, FileText, Inbox, type LucideIcon, ShieldAlert, UserPlus } from 'lucide-react';
import type { ReactNode } from 'react';
import { UserAvatar } from '@/components/layout/user-avatar';
import { Card, CardAction, CardHeader, CardTitle } from '@/components/ui/card';
import { alike, SkeletonBlocks } from '@/components/ui/skeleton';
import { PostStatusBadge } from '@/features/blog/post-status-badge';
import { useT } from '@/i18n/provider';
import { formatDateTime } from '@/lib/utils';
import { postEditLink } from '../blog/post-edit-link';
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

/** One line of a card: where it leads, and what it says. */
interface RecentRow {
  key: string | number;
  link: LinkProps;
  testId: string;
  /** Before the words (an avatar, the unread dot). */
  lead?: ReactNode;
  title: ReactNode;
  detail: ReactNode;
  /** After the words (a status badge). */
  badge?: ReactNode;
  when: string;
}

const viewAllClass =
  'inline-flex items-center gap-1 whitespace-nowrap font-medium text-primary text-xs hover:underline';

/** A card of the newest few of one kind, each row a link, with "view all" in its header. */
function RecentCard<T>({
  testId,
  title,
  icon: Icon,
  viewAll,
  empty,
  items,
  row,
}: {
  testId: string;
  title: string;
  icon: LucideIcon;
  viewAll: { label: string; link: LinkProps };
  empty: string;
  items: T[];
  row: (item: T) => RecentRow;
}) {
  return (
    <Card className="min-w-0 gap-2 py-4" data-testid={testId}>
      <CardHeader className="px-4 sm:px-6">
        <CardTitle className="flex items-center gap-2 text-base">
          <Icon className="size-4 text-muted-foreground" aria-hidden="true" />
          {title}
        </CardTitle>
        <CardAction>
          <Link {...viewAll.link} className={viewAllClass}>
            {viewAll.label} <ArrowRight className="size-3" aria-hidden="true" />
          </Link>
        </CardAction>
      </CardHeader>
      {items.length === 0 ? (
        <p className="px-4 py-6 text-center text-muted-foreground text-sm sm:px-6" data-testid="recent-empty">
          {empty}
        </p>
      ) : (
        <ul className="divide-y">
          {items.map((item) => {
            const { key, ...shown } = row(item);
            return <RecentItem key={key} {...shown} />;
          })}
        </ul>
      )}
    </Card>
  );
}

function RecentItem({ link, testId, lead, title, detail, badge, when }: Omit<RecentRow, 'key'>) {
  return (
    <li>
      <Link {...link} className={rowClass} data-testid={testId}>
        {lead}
        <div className="min-w-0 flex-1">
          <p className="truncate font-medium text-sm">{title}</p>
          <p className="truncate text-muted-foreground text-xs">{detail}</p>
        </div>
        {badge}
        <When iso={when} />
      </Link>
    </li>
  );
}

const failedLoginsLink = linkOptions({
  to: '/dashboard/admin/security-logs',
  search: { eventType: 'login_failed' },
});

/** The newest sign-ups, posts, contact messages and failed sign-ins, each linking to its page. */
export function RecentActivity({ data }: { data: DashboardData }) {
  const { signups, posts, contactSubmissions, failedLogins } = data.recent;
  const t = useT();
  return (
    <section aria-label={t('admin-dashboard.recent.label')} className="grid gap-4 lg:grid-cols-2">
      <RecentCard
        testId="recent-signups"
        title={t('admin-dashboard.recent.signups')}
        icon={UserPlus}
        empty={t('admin-dashboard.recent.signupsEmpty')}
        viewAll={{
          label: t('admin-dashboard.recent.allUsers'),
          link: { to: '/dashboard/admin/user-management' },
        }}
        items={signups}
        row={(user) => ({
          key: user.id,
          link: { to: '/dashboard/admin/user-management', search: { user: user.id } },
          testId: 'recent-signup',
          lead: <UserAvatar name={user.name} email={user.email} image={null} />,
          title: <span translate="no">{user.name || user.email}</span>,
          detail: <span translate="no">{user.email}</span>,
          when: user.createdAt,
        })}
      />
      <RecentCard
        testId="recent-posts"
        title={t('admin-dashboard.recent.posts')}
        icon={FileText}
        empty={t('admin-dashboard.recent.postsEmpty')}
        viewAll={{ label: t('admin-dashboard.recent.allPosts'), link: { to: '/dashboard/admin/blog' } }}
        items={posts}
        row={(post) => ({
          key: post.id,
          link: postEditLink(post.id),
          testId: 'recent-post',
          title: <span data-content>{post.title}</span>,
          detail: <span translate="no">/{post.slug}</span>,
          badge: <PostStatusBadge status={post.status} />,
          when: post.createdAt,
        })}
      />
      <RecentCard
        testId="recent-contact"
        title={t('admin-dashboard.recent.contact')}
        icon={Inbox}
        empty={t('admin-dashboard.recent.contactEmpty')}
        viewAll={{
          label: t('admin-dashboard.recent.allMessages'),
          link: { to: '/dashboard/admin/contact-submissions' },
        }}
        items={contactSubmissions}
        row={(message) => ({
          key: message.id,
          link: { to: '/dashboard/admin/contact-submissions', search: { open: String(message.id) } },
          testId: 'recent-contact-item',
          lead: (
            <span
              className={message.read ? 'size-2 shrink-0' : 'size-2 shrink-0 rounded-full bg-primary'}
              aria-hidden="true"
            />
          ),
          title: (
            <>
              <span translate="no">{message.fullName}</span>
              {message.read ? null : <span className="sr-only"> {t('admin-dashboard.recent.unread')}</span>}
            </>
          ),
          detail: message.subject ? (
            <span data-content>{message.subject}</span>
          ) : (
            <span translate="no">{message.email}</span>
          ),
          when: message.createdAt,
        })}
      />
      <RecentCard
        testId="recent-failed-logins"
        title={t('admin-dashboard.recent.failedLogins')}
        icon={ShieldAlert}
        empty={t('admin-dashboard.recent.failedLoginsEmpty')}
        viewAll={{ label: t('admin-dashboard.recent.securityLogs'), link: failedLoginsLink }}
        items={failedLogins}
        row={(event) => ({
          key: event.id,
          link: failedLoginsLink,
          testId: 'recent-failed-login',
          title: event.email ? (
            <span translate="no">{event.email}</span>
          ) : (
            t('admin-dashboard.recent.unknownEmail')
          ),
          detail: (
            <>
              {event.ipAddress ? <span translate="no">{event.ipAddress} · </span> : null}
              <span data-content>{event.description}</span>
            </>
          ),
          when: event.timestamp,
        })}
      />
    </section>
  );
}

export function RecentActivitySkeleton() {
  return (
    <SkeletonBlocks
      className="grid gap-4 lg:grid-cols-2"
      aria-hidden="true"
      count={4}
      lines={['h-5 w-36', ...alike(4, 'h-9 w-full')]}
    />
  );
}
