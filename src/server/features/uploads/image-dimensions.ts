/**
 * A pixel limit for images. A PNG of a few hundred kilobytes can claim 30000×30000 pixels: 3.6 GB
 * of memory for anything that decodes it (a browser, a thumbnailer). The dimensions are read from
 * the header (image-size), never by decoding.
 */
import { imageSize } from 'image-size';
import { AppError } from '../../http/errors.ts';
import type { AcceptedType } from './file-types.ts';

export const MAX_IMAGE_SIDE = 16_384;
export const MAX_IMAGE_PIXELS = 40_000_000;

export function assertImageDimensions(type: AcceptedType, bytes: Buffer): void {
  if (!type.startsWith('image/')) return;
  let width: number;
  let height: number;
  try {
    ({ width, height } = imageSize(bytes));
  } catch {
    throw new AppError('BAD_REQUEST', 'The image could not be read: its header is damaged');
  }
  if (width > MAX_IMAGE_SIDE || height > MAX_IMAGE_SIDE || width * height > MAX_IMAGE_PIXELS) {
    throw new AppError(
      'PAYLOAD_TOO_LARGE',
      `The image is ${width}×${height} pixels; images may be at most ${MAX_IMAGE_SIDE} pixels on a side and ${MAX_IMAGE_PIXELS / 1_000_000} megapixels in all`,
    );
  }
}
