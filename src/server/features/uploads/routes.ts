/**
 * POST /api/fileupload (multipart field `file`), GET /api/fileupload/{id} (public, served with
 * headers that stop a browser from treating the bytes as anything but their checked type), and
 * DELETE /api/fileupload/{id} (owner or admin).
 * The endpoints are declared in src/shared/contracts/uploads.ts: the upload takes a multipart body
 * (its summary here names the configured size limit), the file answers its bytes (`serveRaw`).
 */
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { uploadEndpoints } from '../../../shared/contracts/uploads.ts';
import { AppError } from '../../core/errors.ts';
import type { SessionUser } from '../../core/session.ts';
import { requestMeta } from '../../http/request-meta.ts';
import { serve } from '../../http/route-kit.ts';
import { serveRaw } from '../../http/route-kit-raw.ts';
import type { UploadService } from './service.ts';

const requesterOf = (user: SessionUser) => ({
  id: user.id,
  email: user.email,
  isAdmin: user.role === 'admin',
});

/** RFC 6266 filename for Content-Disposition: an ASCII fallback plus the UTF-8 name. */
const dispositionName = (name: string) =>
  `filename="${name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`;

export const uploadRoutes: FastifyPluginAsyncZod<{ service: UploadService; maxBytes: number }> = async (
  app,
  { service, maxBytes },
) => {
  await app.register(multipart, {
    limits: { fileSize: maxBytes, files: 1, fields: 5, fieldSize: 1024, parts: 6, headerPairs: 100 },
  });
  const maxMiB = Math.round((maxBytes / 1024 / 1024) * 10) / 10;

  const summary = `Upload an image (PNG, JPEG, WebP, GIF) or PDF, at most ${maxMiB} MiB, as multipart field "file"`;
  serve(
    app,
    uploadEndpoints.upload,
    async (call) => {
      const { request } = call;
      if (!request.isMultipart()) {
        throw new AppError(
          'UNSUPPORTED_MEDIA_TYPE',
          'Send the file as multipart/form-data in the field "file"',
        );
      }
      // The multipart parser throws plain errors for a cut-off body or a missing boundary: those
      // are the client's mistake (400), as an oversize file is (413).
      const malformed = (error: unknown): never => {
        if (error instanceof AppError) throw error;
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
          throw new AppError('PAYLOAD_TOO_LARGE', `The file is larger than ${maxMiB} MiB`, {
            apiCode: 'file_too_large',
            params: { maxMiB },
          });
        }
        throw new AppError('BAD_REQUEST', 'Malformed multipart body');
      };
      const part = await request.file().catch(malformed);
      if (part?.fieldname !== 'file') {
        throw new AppError('BAD_REQUEST', 'No file: send it in the multipart field "file"', {
          details: [{ path: 'file', message: 'Required' }],
        });
      }
      const bytes = await part.toBuffer().catch(malformed);
      if (bytes.length === 0) {
        throw new AppError('BAD_REQUEST', 'The file is empty', {
          details: [{ path: 'file', message: 'Empty' }],
        });
      }
      return service.upload(requesterOf(call.user), requestMeta(request), { fileName: part.filename, bytes });
    },
    { summary },
  );

  serve(app, uploadEndpoints.usage, (call) => service.usage(requesterOf(call.user)));

  serveRaw(app, uploadEndpoints.file, async (call) => {
    const { file, stream } = await service.open(call.params.id);
    const inline = file.type.startsWith('image/');
    return (
      call.reply
        .header('Content-Type', file.type)
        .header('Content-Length', String(file.size))
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Disposition', `${inline ? 'inline' : 'attachment'}; ${dispositionName(file.name)}`)
        // Even if a browser rendered these bytes as a document, nothing in it could run or load.
        .header(
          'Content-Security-Policy',
          "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
        )
        // An id never gets other bytes, but a file can be deleted (a mistake, a takedown): shared
        // caches may keep it an hour at most, not the year `immutable` would allow.
        .header('Cache-Control', 'public, max-age=3600')
        .send(stream)
    );
  });

  serve(app, uploadEndpoints.remove, (call) =>
    service.remove(requesterOf(call.user), requestMeta(call.request), call.params.id),
  );
};
