import type { AdminUserDetails } from '@shared/contracts/admin-users';
import { POST_STATUSES } from '@shared/contracts/blog';
import { formatStorageSize } from '@shared/storage-size';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { FormattedMessage, useT } from '@/i18n/provider';
import { labelIds } from '@/lib/label-ids';
import { formatDate, formatDateTime, formatNumber } from '@/lib/utils';
import { postEditLink } from '../blog/post-edit-link';
import { DetailSection } from '../list-kit/detail-sheet';

const POST_STATUS = labelIds('admin-users.post', POST_STATUSES);

/** An admin's view of what a user did: sign-ins, and their newest posts, likes and uploads. */
export function UserActivitySection({
  user,
  activity,
}: {
  user: AdminUserDetails['user'];
  activity: AdminUserDetails['activity'];
}) {
  const t = useT();
  return (
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
            <Link {...postEditLink(post.id)} className="truncate hover:underline" data-content>
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
  );
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
