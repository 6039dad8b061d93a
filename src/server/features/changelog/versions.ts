/** One entry per version: the friendly check, and the same 409 when a race reaches the unique index. */
import { eq } from 'drizzle-orm';
import { AppError } from '../../core/errors.ts';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { changelogEntries } from '../../db/schema.ts';

const versionTaken = (version: string) =>
  new AppError('CONFLICT', `Version ${version} already has an entry`, {
    details: [{ path: 'version', message: 'Already used by another entry' }],
  });

/** 409 when another entry (not `exceptId`) has this version. */
export async function checkVersionFree(tx: Db, version: string, exceptId?: number) {
  const [clash] = await tx
    .select({ id: changelogEntries.id })
    .from(changelogEntries)
    .where(eq(changelogEntries.version, version))
    .limit(1);
  if (clash && clash.id !== exceptId) throw versionTaken(version);
}

/** Runs an admin write, turning the unique-version violation of a race into the same 409. */
export async function withVersionGuard<T>(version: string, perform: () => Promise<T>): Promise<T> {
  try {
    return await perform();
  } catch (error) {
    if (isUniqueViolation(error)) throw versionTaken(version);
    throw error;
  }
}
