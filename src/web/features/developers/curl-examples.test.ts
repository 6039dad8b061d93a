import { describe, expect, it } from 'vitest';
import { curlExamples } from './curl-examples';

describe('curlExamples', () => {
  const [list, record] = curlExamples('https://app.example.com', 'sk_abc');

  it('lists the projects of the key with the key as a bearer token, on this site', () => {
    expect(list).toBe('curl -H "Authorization: Bearer sk_abc" https://app.example.com/api/projects');
  });

  it('records usage with a JSON body that the usage endpoint accepts', () => {
    expect(record).toContain('-X POST -H "Authorization: Bearer sk_abc" -H "Content-Type: application/json"');
    const body = record?.match(/-d '([^']+)'/)?.[1] ?? '';
    expect(JSON.parse(body)).toEqual({ meter: 'exports', quantity: 1, idempotencyKey: 'export-1' });
    expect(record?.endsWith(' https://app.example.com/api/usage')).toBe(true);
  });
});
