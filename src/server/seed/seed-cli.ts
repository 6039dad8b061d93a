/**
 * `npm run seed`: demo content for a fresh install (blog categories, tags and posts). Idempotent:
 * rows are matched by slug, so running it twice adds nothing and never overwrites your edits.
 * The plans Free, Pro and Startup come from the migrations, not from here.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { loadConfig } from '../config.ts';
import { excerptOf, readingMinutesOf, renderMarkdown } from '../content/markdown.ts';
import { openDatabase } from '../db/client.ts';
import {
  blogCategories,
  blogPostCategories,
  blogPosts,
  blogPostTags,
  blogTags,
  users,
} from '../db/schema.ts';
import { demoCategories, demoPosts, demoTags } from './blog-content.ts';

const DAY_MS = 86_400_000;
const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });

try {
  await database.migrate();
  const { db } = database;
  const created = await db.transaction(async (tx) => {
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
    return count;
  });
  const [total] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(blogPosts)
    .where(and(eq(blogPosts.published, true)));
  console.log(
    `Seeded ${created} new blog post${created === 1 ? '' : 's'} (${total?.n ?? 0} published in all, ${database.kind}).`,
  );
} finally {
  await database.close();
}
