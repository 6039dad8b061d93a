import { contactAdminEndpoints, contactEndpoints } from '@shared/endpoints/contact';
import { feedbackAdminEndpoints } from '@shared/endpoints/feedback';
import { waitlistAdminEndpoints } from '@shared/endpoints/waitlist';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api';
import { api, downloadUrl } from './api-call';
import { applyApiError } from './forms';

function respond(status: number, body: unknown) {
  const fetchMock = vi.fn(
    async () =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const lastCall = (fetchMock: ReturnType<typeof respond>) =>
  fetchMock.mock.calls.at(-1) as unknown as [string, RequestInit];

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('visitor intake API client', () => {
  it('builds the CSV export links with the current filters only', () => {
    expect(
      downloadUrl(contactAdminEndpoints.export, { query: { status: 'unread', search: undefined } }),
    ).toBe('/api/admin/contact-submissions/export?status=unread');
    expect(downloadUrl(waitlistAdminEndpoints.export, { query: { status: 'invited', search: 'a b' } })).toBe(
      '/api/admin/waitlist/export?status=invited&search=a+b',
    );
    expect(downloadUrl(waitlistAdminEndpoints.export)).toBe('/api/admin/waitlist/export');
  });

  it('marks contact submissions read and unread on their own paths', async () => {
    const fetchMock = respond(200, { data: { submission: { id: 7 } }, success: true });
    await api(contactAdminEndpoints.markRead, { params: { id: 7 } });
    expect(lastCall(fetchMock)[0]).toBe('/api/admin/contact-submissions/7/read');
    expect(lastCall(fetchMock)[1].method).toBe('POST');
    await api(contactAdminEndpoints.markUnread, { params: { id: 7 } });
    expect(lastCall(fetchMock)[0]).toBe('/api/admin/contact-submissions/7/unread');
    expect(lastCall(fetchMock)[1].method).toBe('POST');
  });

  it('changes feedback with PATCH and invites waitlist entries by id', async () => {
    const fetchMock = respond(200, { data: { feedback: { id: 3 } }, success: true });
    await api(feedbackAdminEndpoints.update, { params: { id: 3 }, body: { status: 'in_progress' } });
    const [url, init] = lastCall(fetchMock);
    expect(url).toBe('/api/admin/feedback/3');
    expect(init.method).toBe('PATCH');
    expect(JSON.parse(init.body as string)).toEqual({ status: 'in_progress' });

    await api(waitlistAdminEndpoints.invite, { body: { ids: [1, 2] } });
    expect(lastCall(fetchMock)[0]).toBe('/api/admin/waitlist/invite');
    expect(lastCall(fetchMock)[1].method).toBe('POST');
    expect(JSON.parse(lastCall(fetchMock)[1].body as string)).toEqual({ ids: [1, 2] });
  });

  it('turns the contact rate limit (429) into a form-level message, not a field error', async () => {
    const fetchMock = respond(429, {
      error: 'Too many requests, please try again in 15 minutes',
      success: false,
    });
    const error = await api(contactEndpoints.send, {
      body: { fullName: 'A', email: 'a@example.com', message: 'Hi' },
    }).catch((e) => e);
    expect(lastCall(fetchMock)[0]).toBe('/api/contact');
    expect(lastCall(fetchMock)[1].method).toBe('POST');
    expect(error).toBeInstanceOf(ApiError);
    const setError = vi.fn();
    expect(applyApiError(error, setError, ['fullName', 'email', 'message'])).toBe(
      'Too many requests, please try again in 15 minutes',
    );
    expect(setError).toHaveBeenCalledWith('root', {
      type: 'api',
      message: 'Too many requests, please try again in 15 minutes',
    });
  });
});
