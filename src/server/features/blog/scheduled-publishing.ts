/**
 * Scheduled publishing: a post published for a future time is a job of the runner due at that
 * time. When it comes, the public pages change with no write of anyone's: the job moves the
 * content version forward and drops the blog's caches, so every instance serves the post from
 * that moment (without it, only the caches' lifetime would bring it).
 */
import { eq } from 'drizzle-orm';
import { bumpContentVersion } from '../../content/content-version.ts';
import type { Db } from '../../db/client.ts';
import { blogPosts } from '../../db/schema.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { JobRunner } from '../../jobs/runner.ts';

export interface ScheduledPublication {
  postId: number;
  /** The time it was scheduled for (a later reschedule makes this job a no-op). */
  at: string;
}

/** Queues the publication's job in `tx` (it exists only if the schedule commits). */
export type SchedulePublication = (tx: Db, postId: number, at: Date) => Promise<void>;

export function scheduledPublishing(jobs: JobRunner, db: Db, invalidate: () => void): SchedulePublication {
  const queue = jobs.define<ScheduledPublication>({
    name: 'blog.publish-scheduled',
    maxAttempts: 5,
    retryDelayMs: (attempt) => 1000 * 2 ** attempt,
    async run({ postId, at }) {
      const due = await inTransaction(db, async (tx) => {
        const [post] = await tx
          .select({ published: blogPosts.published, publishedAt: blogPosts.publishedAt })
          .from(blogPosts)
          .where(eq(blogPosts.id, postId));
        // Unpublished, deleted or moved to another time since: nothing comes out now.
        if (!post?.published || post.publishedAt?.toISOString() !== at) return false;
        await bumpContentVersion(tx);
        return true;
      });
      if (due) invalidate();
    },
  });
  return (tx, postId, at) =>
    queue.add(
      { postId, at: at.toISOString() },
      // One job per post and time: publishing twice for the same time schedules it once.
      { db: tx, runAt: at, singletonKey: `blog.publish-scheduled:${postId}:${at.toISOString()}` },
    );
}

/** After a write: a post now scheduled for a future time gets its publication job. */
export async function scheduleIfDue(
  schedule: SchedulePublication,
  tx: Db,
  post: { id: number; status: string; publishedAt: string | null },
): Promise<void> {
  if (post.status === 'scheduled' && post.publishedAt)
    await schedule(tx, post.id, new Date(post.publishedAt));
}
