/**
 * The demo posts' featured images (images/<slug>.jpg, drawn by scripts/make-seed-images.ts):
 * stored through the configured file storage (disk or S3) and recorded as uploads owned by the
 * site (or the admin who signs the posts), so they are served, listed and deleted like any upload.
 */
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { blogPosts, uploads } from '../db/schema.ts';
import { fileUrl } from '../features/uploads/service.ts';
import type { FileStorage } from '../features/uploads/storage.ts';

const imageOf = (slug: string) =>
  readFile(new URL(`./images/${slug}.jpg`, import.meta.url)).catch(() => null);

/** Gives a new demo post its image; a post without an image file keeps none. */
export async function attachFeaturedImage(
  tx: Db,
  storage: FileStorage,
  post: { id: number; slug: string; ownerId: string | null },
): Promise<void> {
  const bytes = await imageOf(post.slug);
  if (!bytes) return;
  const id = randomBytes(16).toString('base64url');
  const storageKey = `${id}.jpg`;
  await storage.put(storageKey, bytes, 'image/jpeg');
  await tx.insert(uploads).values({
    id,
    ownerId: post.ownerId,
    name: `${post.slug}.jpg`,
    type: 'image/jpeg',
    size: bytes.length,
    storageKey,
  });
  await tx
    .update(blogPosts)
    .set({ featuredImage: fileUrl(id) })
    .where(eq(blogPosts.id, post.id));
}
