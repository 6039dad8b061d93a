/**
 * The frames of a GIF, read from its block structure without decoding. A GIF's header names only
 * its logical screen; each frame (image descriptor) names its own position and size, and a decoder
 * allocates what the frame says, so a 10×10 screen may carry a 65535×65535 frame. Each frame's
 * extent (offset + size: what a decoder that grows the canvas to fit would need) is returned.
 */

export interface FrameExtent {
  width: number;
  height: number;
}

const EXTENSION = 0x21;
const IMAGE_DESCRIPTOR = 0x2c;
const TRAILER = 0x3b;

/** The size of a colour table that a packed field announces (its top bit), else 0. */
const colorTableSize = (packed: number) => (packed & 0x80 ? 3 * 2 ** ((packed & 0x07) + 1) : 0);

/** The offset after a run of data sub-blocks (each: one length byte, then that many bytes; 0 ends). */
function skipSubBlocks(bytes: Buffer, offset: number): number {
  let at = offset;
  while (at < bytes.length) {
    const length = bytes[at]!;
    at += 1 + length;
    if (length === 0) return at;
  }
  return at;
}

/**
 * Every frame's extent, in file order. A file cut short ends the walk (nothing after the cut can be
 * decoded); a byte that starts no known block throws, as decoders stop there too and a frame hidden
 * behind it must not go unchecked by a more lenient one.
 */
export function gifFrameExtents(bytes: Buffer): FrameExtent[] {
  const frames: FrameExtent[] = [];
  // Header (6 bytes), logical screen descriptor (7 bytes: width, height, packed, background, aspect).
  let at = 13 + colorTableSize(bytes[10] ?? 0);
  while (at < bytes.length) {
    const introducer = bytes[at]!;
    if (introducer === TRAILER) break;
    if (introducer === EXTENSION) {
      at = skipSubBlocks(bytes, at + 2);
    } else if (introducer === IMAGE_DESCRIPTOR) {
      if (at + 10 > bytes.length) break;
      const left = bytes.readUInt16LE(at + 1);
      const top = bytes.readUInt16LE(at + 3);
      const width = bytes.readUInt16LE(at + 5);
      const height = bytes.readUInt16LE(at + 7);
      frames.push({ width: left + width, height: top + height });
      // Descriptor (10 bytes), local colour table, LZW minimum code size (1 byte), image data.
      at = skipSubBlocks(bytes, at + 10 + colorTableSize(bytes[at + 9]!) + 1);
    } else {
      throw new Error(`Unknown GIF block 0x${introducer.toString(16)} at byte ${at}`);
    }
  }
  return frames;
}
