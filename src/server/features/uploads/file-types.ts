/**
 * Which files are accepted, decided by their bytes (magic numbers via file-type), never by the
 * name or the Content-Type the client declared. SVG (scriptable) and everything else: refused.
 */
import { fileTypeFromBuffer } from 'file-type';

export const ACCEPTED_TYPES = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'application/pdf': 'pdf',
} as const;

export type AcceptedType = keyof typeof ACCEPTED_TYPES;

export async function detectAcceptedType(bytes: Buffer): Promise<AcceptedType | null> {
  const detected = await fileTypeFromBuffer(bytes);
  return detected && detected.mime in ACCEPTED_TYPES ? (detected.mime as AcceptedType) : null;
}

/** A display name: the last path segment, without control or quote characters, at most 200 long. */
export function cleanFileName(raw: string | undefined, fallbackExtension: string): string {
  const base = (raw ?? '').split(/[\\/]/).pop() ?? '';
  // Control characters (below U+0020, and DEL), quotes and angle brackets are dropped.
  const cleaned = [...base]
    .filter((char) => char.charCodeAt(0) >= 0x20 && char.charCodeAt(0) !== 0x7f && !'"<>'.includes(char))
    .join('')
    .trim()
    .slice(-200);
  return cleaned && cleaned !== '.' && cleaned !== '..' ? cleaned : `file.${fallbackExtension}`;
}
