import { securityLogAdminEndpoints } from '@shared/endpoints/security-logs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, queryString, request } from './api';
import { downloadUrl } from './api-call';
import { applyApiError } from './forms';
import {
  formatDateTime,
  fromLocalInputValue,
  humanize,
  initials,
  localizeTimestamps,
  toLocalInputValue,
} from './utils';

function respond(status: number, body: unknown, contentType = 'application/json') {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  const fetchMock = vi.fn(
    async () => new Response(text, { status, headers: { 'content-type': contentType } }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('request', () => {
  it('unwraps the success envelope and sends GETs without a body', async () => {
    const fetchMock = respond(200, { data: { user: { id: '1' } }, success: true });
    await expect(
      request('GET', '/api/me', undefined, { page: 2, to: '', limit: undefined }),
    ).resolves.toEqual({
      user: { id: '1' },
    });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/me?page=2');
    expect(init.body).toBeUndefined();
    expect(init.credentials).toBe('same-origin');
  });

  it('always sends unsafe requests as JSON, with {} when there is no body', async () => {
    const fetchMock = respond(200, { data: { success: true }, success: true });
    await request('POST', '/api/auth/sign-out');
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.body).toBe('{}');
    expect(init.headers).toMatchObject({ 'Content-Type': 'application/json' });
  });

  it('turns an error envelope into an ApiError with the error text and field details', async () => {
    respond(400, {
      error: 'email: Enter a valid e-mail address',
      success: false,
      details: [{ path: 'email', message: 'Enter a valid e-mail address' }],
    });
    const error = await request('POST', '/api/auth/sign-up', {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      message: 'email: Enter a valid e-mail address',
      details: [{ path: 'email', message: 'Enter a valid e-mail address' }],
    });
  });

  it('has a readable message when the body is not JSON', async () => {
    respond(502, '<html>Bad gateway</html>', 'text/html');
    await expect(request('GET', '/api/me')).rejects.toMatchObject({
      status: 502,
      message: expect.any(String),
    });
    respond(429, '');
    await expect(request('GET', '/api/me')).rejects.toMatchObject({
      status: 429,
      message: /too many requests/i,
    });
  });

  it('reports a network failure as status 0', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(request('GET', '/api/me')).rejects.toMatchObject({ status: 0 });
  });
});

describe('applyApiError', () => {
  it('puts known fields inline and everything else in the form-level error', () => {
    const setError = vi.fn();
    const fieldError = new ApiError(400, 'Invalid', [
      { path: 'email', message: 'Taken' },
      { path: 'body.name', message: 'Too long' },
    ]);
    expect(applyApiError(fieldError, setError, ['email', 'name'])).toBeUndefined();
    expect(setError).toHaveBeenCalledWith('email', { type: 'api', message: 'Taken' }, { shouldFocus: true });
    expect(setError).toHaveBeenCalledWith(
      'name',
      { type: 'api', message: 'Too long' },
      { shouldFocus: false },
    );

    setError.mockClear();
    expect(applyApiError(new ApiError(401, 'Invalid email or password'), setError, ['email'])).toBe(
      'Invalid email or password',
    );
    expect(setError).toHaveBeenCalledWith('root', { type: 'api', message: 'Invalid email or password' });
  });
});

describe('initials', () => {
  it('takes the first and last word, or the first letter of an e-mail', () => {
    expect(initials('Ada King Lovelace')).toBe('AL');
    expect(initials('ada@example.com')).toBe('A');
    expect(initials('  ')).toBe('');
  });
});

describe('queryString and the CSV export link', () => {
  it('drops empty values and carries the filters', () => {
    expect(queryString({})).toBe('');
    expect(queryString({ page: 2, search: '', role: undefined, status: 'banned' })).toBe(
      '?page=2&status=banned',
    );
    expect(
      downloadUrl(securityLogAdminEndpoints.export, {
        query: { eventType: 'user_banned', success: 'false' },
      }),
    ).toBe('/api/admin/security-logs/export?eventType=user_banned&success=false');
    expect(downloadUrl(securityLogAdminEndpoints.export)).toBe('/api/admin/security-logs/export');
  });
});

describe('date-time inputs and labels', () => {
  it('round-trips an <input type="datetime-local"> value through ISO', () => {
    const iso = fromLocalInputValue('2026-03-04T05:06');
    expect(iso).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00\.000Z$/);
    expect(toLocalInputValue(iso)).toBe('2026-03-04T05:06');
    expect(fromLocalInputValue('')).toBeUndefined();
    expect(fromLocalInputValue('not a date')).toBeUndefined();
    expect(toLocalInputValue(undefined)).toBe('');
  });

  it('turns event types into words', () => {
    expect(humanize('user_role_changed')).toBe('User role changed');
    expect(humanize('data_access')).toBe('Data access');
  });
});

describe('localizeTimestamps', () => {
  it('rewrites ISO date-times in a message and leaves the rest', () => {
    const iso = '2026-11-29T22:43:00.000Z';
    expect(localizeTimestamps(`Your account is banned until ${iso}. Reason: spam`)).toBe(
      `Your account is banned until ${formatDateTime(iso)}. Reason: spam`,
    );
    expect(localizeTimestamps('Reason: 2026 was a bad year')).toBe('Reason: 2026 was a bad year');
  });
});
