/**
 * A rendered page is compressed once, when it is rendered, not on every request that gets it from
 * the cache: brotli and gzip beside the bytes themselves, each sent to the browsers that take it.
 * (@fastify/compress leaves a reply alone that already says its Content-Encoding.)
 */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export interface Encodings {
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

export function encodeAll(body: Buffer): Encodings {
  return {
    identity: body,
    // Quality 9 of 11: within a few per cent of the smallest, at a fraction of its time.
    br: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }),
    gzip: gzipSync(body, { level: 9 }),
  };
}

/** The accepted codings and their weights (RFC 9110 §12.5.3): `gzip;q=0` refuses gzip. */
function weights(header: string): Map<string, number> {
  const accepted = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...parameters] = part.split(';').map((piece) => piece.trim().toLowerCase());
    const q = parameters.find((parameter) => parameter.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    if (name) accepted.set(name, Number.isFinite(weight) ? weight : 0);
  }
  return accepted;
}

/** brotli when the browser takes it, else gzip, else the bytes as they are. */
export function chooseEncoding(acceptEncoding: string | undefined): keyof Encodings {
  if (!acceptEncoding) return 'identity';
  const accepted = weights(acceptEncoding);
  const takes = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (takes('br')) return 'br';
  if (takes('gzip')) return 'gzip';
  return 'identity';
}
