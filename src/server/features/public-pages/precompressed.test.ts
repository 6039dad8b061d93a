import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { chooseEncoding, encodeAll } from './precompressed.ts';

describe('a rendered page, compressed once', () => {
  it('keeps brotli and gzip copies that decode to the page', () => {
    const page = Buffer.from('<p>Rendered once, sent many times.</p>'.repeat(100));
    const encoded = encodeAll(page);
    expect(brotliDecompressSync(encoded.br).equals(page)).toBe(true);
    expect(gunzipSync(encoded.gzip).equals(page)).toBe(true);
    expect(encoded.br.byteLength).toBeLessThan(page.byteLength / 10);
  });

  it('sends brotli to a browser that takes it, else gzip, else the bytes themselves', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(chooseEncoding('gzip, deflate')).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(chooseEncoding('*')).toBe('br');
    expect(chooseEncoding('identity')).toBe('identity');
    expect(chooseEncoding('br;q=0, gzip;q=0')).toBe('identity');
    expect(chooseEncoding(undefined)).toBe('identity');
  });
});
