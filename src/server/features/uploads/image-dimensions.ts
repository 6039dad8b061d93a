/**
 * A pixel limit for images. A PNG of a few hundred kilobytes can claim 30000×30000 pixels: 3.6 GB
 * of memory for anything that decodes it (a browser, a thumbnailer). The dimensions are read from
 * the header (image-size), never by decoding; a GIF's frames each name their own size, so every
 * frame is checked too (gif-frames.ts), not only the logical screen image-size reports.
 */
import { imageSize } from 'image-size';
import { AppError } from '../../core/errors.ts';
import type { AcceptedType } from './file-types.ts';
import { type FrameExtent, gifFrameExtents } from './gif-frames.ts';

export const MAX_IMAGE_SIDE = 16_384;
export const MAX_IMAGE_PIXELS = 40_000_000;

const damaged = () =>
  new AppError('BAD_REQUEST', 'The image could not be read: its header is damaged', {
    apiCode: 'image_damaged',
  });

/** The sizes a decoder allocates: the canvas, and for a GIF each of its frames. */
function claimedSizes(type: AcceptedType, bytes: Buffer): FrameExtent[] {
  try {
    const { width, height } = imageSize(bytes);
    return type === 'image/gif' ? [{ width, height }, ...gifFrameExtents(bytes)] : [{ width, height }];
  } catch {
    throw damaged();
  }
}

export function assertImageDimensions(type: AcceptedType, bytes: Buffer): void {
  if (!type.startsWith('image/')) return;
  for (const { width, height } of claimedSizes(type, bytes)) {
    if (width > MAX_IMAGE_SIDE || height > MAX_IMAGE_SIDE || width * height > MAX_IMAGE_PIXELS) {
      throw new AppError(
        'PAYLOAD_TOO_LARGE',
        `The image is ${width}×${height} pixels; images may be at most ${MAX_IMAGE_SIDE} pixels on a side and ${MAX_IMAGE_PIXELS / 1_000_000} megapixels in all`,
        { apiCode: 'image_too_large', params: { width, height } },
      );
    }
  }
}
