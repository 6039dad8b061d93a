/**
 * Uploaded files: checked by content, stored (disk or S3), recorded with their owner, served
 * back, and deleted by the owner or an admin. Every upload and deletion is a security event.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { AppError, forbidden, notFound } from '../../core/errors.ts';
import type { RequestMeta, SecurityLog } from '../../core/security-log.ts';
import type { Db } from '../../db/client.ts';
import { type Upload, uploads } from '../../db/schema.ts';
import { inTransaction } from '../../db/transaction.ts';
import { ACCEPTED_TYPES, cleanFileName, detectAcceptedType } from './file-types.ts';
import { assertImageDimensions } from './image-dimensions.ts';
import { assertQuota, assertRoomFor, type StorageOwner, storageUsage } from './quota.ts';
import type { FileStorage } from './storage.ts';

export interface Requester {
  id: string;
  email: string;
  isAdmin: boolean;
}

export const fileUrl = (id: string) => `/api/fileupload/${id}`;

const toFile = (row: Upload) => ({
  id: row.id,
  url: fileUrl(row.id),
  name: row.name,
  size: row.size,
  type: row.type,
});

export function createUploadService(deps: {
  db: Db;
  storage: FileStorage;
  securityLog: SecurityLog;
  log: FastifyBaseLogger;
}) {
  const { db, storage, securityLog, log } = deps;

  return {
    async upload(
      owner: Requester,
      meta: RequestMeta,
      input: { fileName: string | undefined; bytes: Buffer },
    ) {
      const type = await detectAcceptedType(input.bytes);
      if (!type) {
        throw new AppError(
          'UNSUPPORTED_MEDIA_TYPE',
          'Only PNG, JPEG, WebP and GIF images and PDF documents are accepted',
          { apiCode: 'file_type_not_accepted' },
        );
      }
      assertImageDimensions(type, input.bytes);
      const quotaOwner: StorageOwner = { kind: 'user', id: owner.id, isAdmin: owner.isAdmin };
      const size = input.bytes.length;
      // A first check before storing saves writing bytes that cannot be kept; the authoritative
      // one runs again in the transaction that records the file (concurrent uploads).
      await assertRoomFor(db, await storageUsage(db, quotaOwner), size);
      const extension = ACCEPTED_TYPES[type];
      const id = randomBytes(16).toString('base64url');
      const storageKey = `${id}.${extension}`;
      const name = cleanFileName(input.fileName, extension);
      await storage.put(storageKey, input.bytes, type);
      try {
        const row = await inTransaction(db, async (tx) => {
          await assertQuota(tx, quotaOwner, size);
          const [inserted] = await tx
            .insert(uploads)
            .values({ id, ownerId: owner.id, name, type, size: input.bytes.length, storageKey })
            .returning();
          await securityLog.write(
            {
              eventType: 'file_uploaded',
              description: `${owner.email} uploaded ${name} (${type}, ${input.bytes.length} bytes)`,
              userId: owner.id,
              metadata: { fileId: id, name, type, size: input.bytes.length, storage: storage.kind },
              meta,
            },
            tx,
          );
          return inserted!;
        });
        return { file: toFile(row) };
      } catch (error) {
        // No record, no file: do not leave bytes nobody can reach or delete.
        await storage
          .delete(storageKey)
          .catch((cleanup: unknown) => log.warn({ err: cleanup }, 'orphan upload'));
        throw error;
      }
    },

    /** What the requester's files take and may take (the account page's storage bar). */
    async usage(requester: Requester) {
      return {
        usage: await storageUsage(db, { kind: 'user', id: requester.id, isAdmin: requester.isAdmin }),
      };
    },

    async open(id: string) {
      const [row] = await db.select().from(uploads).where(eq(uploads.id, id)).limit(1);
      if (!row) throw notFound('File not found');
      const stream = await storage.get(row.storageKey);
      if (!stream) throw notFound('File not found');
      return { file: row, stream };
    },

    async remove(requester: Requester, meta: RequestMeta, id: string) {
      const row = await inTransaction(db, async (tx) => {
        const [current] = await tx.select().from(uploads).where(eq(uploads.id, id)).for('update');
        if (!current) throw notFound('File not found');
        if (current.ownerId !== requester.id && !requester.isAdmin) throw forbidden();
        await tx.delete(uploads).where(eq(uploads.id, id));
        await securityLog.write(
          {
            eventType: 'file_deleted',
            description: `${requester.email} deleted ${current.name}`,
            userId: current.ownerId,
            actorId: current.ownerId === requester.id ? null : requester.id,
            metadata: { fileId: id, name: current.name, type: current.type, size: current.size },
            meta,
          },
          tx,
        );
        return current;
      });
      // After the commit: a failure here leaves an unreachable object, never a dangling record.
      await storage
        .delete(row.storageKey)
        .catch((error: unknown) =>
          log.warn({ err: error, key: row.storageKey }, 'could not delete stored file'),
        );
      return { success: true as const, message: `Deleted ${row.name}` };
    },
  };
}

export type UploadService = ReturnType<typeof createUploadService>;
