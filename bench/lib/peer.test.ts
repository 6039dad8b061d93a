import { describe, expect, it } from 'vitest';
import { peerOrigin } from './peer.ts';

describe('BENCH_PEER_URL', () => {
  it('is optional', () => {
    expect(peerOrigin(undefined)).toBeUndefined();
    expect(peerOrigin(' ')).toBeUndefined();
  });

  it('accepts this machine only, as an origin', () => {
    expect(peerOrigin('http://localhost:4310')).toBe('http://localhost:4310');
    expect(peerOrigin('http://127.0.0.1:4310/pricing')).toBe('http://127.0.0.1:4310');
    expect(peerOrigin('http://[::1]:4310/')).toBe('http://[::1]:4310');
    expect(peerOrigin('HTTP://LOCALHOST:4310')).toBe('http://localhost:4310');
  });

  it('refuses any other address, however it is spelt', () => {
    for (const value of [
      'http://example.com',
      'http://localhost.example.com:4310',
      'http://127.0.0.2:4310',
      'http://10.0.0.1:4310',
      'http://0.0.0.0:4310',
      'http://[::2]:4310',
      'http://localhost@example.com/',
      'http://user:pass@localhost:4310',
      'file:///etc/passwd',
      'localhost:4310',
      'not a url',
    ])
      expect(() => peerOrigin(value), value).toThrow(/BENCH_PEER_URL/);
  });
});
