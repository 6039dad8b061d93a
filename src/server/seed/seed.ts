/**
 * Demo content for a fresh install (blog categories, tags and posts; FAQs,
 * changelog entries, testimonials). Idempotent: rows are matched by slug, question, version or
 * author name, so running it twice adds nothing and never overwrites your edits.
 * The plans Free, Pro and Startup come from the migrations, not from here.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import { bumpContentVersion } from '../content/content-version.ts';
import { excerptOf, readingMinutesOf, renderMarkdown } from '../content/markdown.ts';
import type { Db } from '../db/client.ts';
import {
  blogCategories,
  blogPostCategories,
  blogPosts,
  blogPostTags,
  blogTags,
  changelogEntries,
  faqs,
  testimonials,
  users,
} from '../db/schema.ts';
import { inTransaction } from '../db/transaction.ts';
import type { FileStorage } from '../features/uploads/storage.ts';
import { demoCategories, demoPosts, demoTags } from './blog-content.ts';
import { attachFeaturedImage } from './featured-images.ts';
import { demoChangelog, demoFaqs, demoTestimonials } from './site-content.ts';

const DAY_MS = 86_400_000;

/**
 * Adds what is missing of the demo content; returns how many rows it added. With `storage`, each
 * new post gets its featured image stored there (the CLI passes the configured file storage).
 */
export async function seedDemoContent(
  db: Db,
  { storage }: { storage?: FileStorage } = {},
): Promise<{ posts: number; content: number }> {
  const created = await inTransaction(db, async (tx) => {
    await tx.insert(blogCategories).values(demoCategories).onConflictDoNothing();
    await tx.insert(blogTags).values(demoTags).onConflictDoNothing();
    const categories = await tx
      .select()
      .from(blogCategories)
      .where(
        inArray(
          blogCategories.slug,
          demoCategories.map((item) => item.slug),
        ),
      );
    const tags = await tx
      .select()
      .from(blogTags)
      .where(
        inArray(
          blogTags.slug,
          demoTags.map((item) => item.slug),
        ),
      );
    // Posts are signed by the first admin when there is one.
    const [author] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.role, 'admin'))
      .orderBy(users.createdAt)
      .limit(1);

    let count = 0;
    for (const post of demoPosts) {
      const publishedAt = new Date(Date.now() - post.daysAgo * DAY_MS);
      const [row] = await tx
        .insert(blogPosts)
        .values({
          title: post.title,
          slug: post.slug,
          content: post.content,
          contentHtml: renderMarkdown(post.content),
          excerpt: excerptOf(post.content),
          readingTimeMinutes: readingMinutesOf(post.content),
          published: true,
          publishedAt,
          authorId: author?.id ?? null,
          createdAt: publishedAt,
        })
        .onConflictDoNothing()
        .returning({ id: blogPosts.id });
      if (!row) continue;
      count += 1;
      if (storage)
        await attachFeaturedImage(tx, storage, { id: row.id, slug: post.slug, ownerId: author?.id ?? null });
      const categoryIds = categories
        .filter((item) => post.categories.includes(item.slug))
        .map((item) => item.id);
      const tagIds = tags.filter((item) => post.tags.includes(item.slug)).map((item) => item.id);
      if (categoryIds.length) {
        await tx
          .insert(blogPostCategories)
          .values(categoryIds.map((categoryId) => ({ postId: row.id, categoryId })));
      }
      if (tagIds.length)
        await tx.insert(blogPostTags).values(tagIds.map((tagId) => ({ postId: row.id, tagId })));
    }
    // A running server's cached pages follow (on PostgreSQL the seed may run beside it).
    await bumpContentVersion(tx);
    return count;
  });
  const content = await inTransaction(db, async (tx) => {
    let added = 0;
    const [faqCount] = await tx.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(faqs);
    for (const [index, faq] of demoFaqs.entries()) {
      const [exists] = await tx
        .select({ id: faqs.id })
        .from(faqs)
        .where(eq(faqs.question, faq.question))
        .limit(1);
      if (exists) continue;
      await tx.insert(faqs).values({
        ...faq,
        answerHtml: renderMarkdown(faq.answer),
        published: true,
        sortOrder: (faqCount?.n ?? 0) + index,
      });
      added += 1;
    }
    for (const entry of demoChangelog) {
      const [row] = await tx
        .insert(changelogEntries)
        .values({
          version: entry.version,
          versionParts: entry.version.split('.').map(Number),
          title: entry.title,
          type: entry.type,
          content: entry.content,
          contentHtml: renderMarkdown(entry.content),
          published: true,
          publishedAt: new Date(Date.now() - entry.daysAgo * DAY_MS),
        })
        .onConflictDoNothing()
        .returning({ id: changelogEntries.id });
      if (row) added += 1;
    }
    for (const [index, testimonial] of demoTestimonials.entries()) {
      const [exists] = await tx
        .select({ id: testimonials.id })
        .from(testimonials)
        .where(eq(testimonials.authorName, testimonial.authorName))
        .limit(1);
      if (exists) continue;
      await tx
        .insert(testimonials)
        .values({ ...testimonial, status: 'published', sortOrder: index, publishedAt: new Date() });
      added += 1;
    }
    await bumpContentVersion(tx);
    return added;
  });

  return { posts: created, content };
}
