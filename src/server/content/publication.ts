/**
 * When a published text (a blog post, a changelog entry) goes public, from what a write says:
 * `published` omitted keeps the current state; a given `publishedAt` is used as is (a future one
 * schedules it, with no job to run); publishing without one means now, and a text that stays
 * published keeps its date.
 */
export interface Publication {
  published: boolean;
  publishedAt: Date | null;
}

const UNPUBLISHED: Publication = { published: false, publishedAt: null };

/** The publication after a write of `body` to a text in state `current` (a new text: a draft). */
export function publicationOf(
  body: { published?: boolean | undefined; publishedAt?: string | undefined },
  current: Publication = UNPUBLISHED,
): Publication {
  const published = body.published ?? current.published;
  const publishedAt = body.publishedAt
    ? new Date(body.publishedAt)
    : published && !current.published
      ? new Date()
      : current.publishedAt;
  return { published, publishedAt };
}
