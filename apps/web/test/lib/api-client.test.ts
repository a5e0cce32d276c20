import { endpoints } from '@rp/contract';
import { buildQuote } from '@rp/contract/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest, setUnauthorizedHandler } from '../../src/lib/api-client';

function stubStorage(token: string | null) {
  vi.stubGlobal('window', { localStorage: { getItem: () => token } });
}

afterEach(() => {
  vi.unstubAllGlobals();
  setUnauthorizedHandler(null);
});

describe('apiRequest', () => {
  it('sends JSON with the stored bearer token and returns the parsed body', async () => {
    stubStorage('tok-123');
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ success: true, data: [1] }), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    const body = await apiRequest(endpoints.quote.list, { body: { Types: 'Quote' } });
    expect(body.data).toEqual([1]);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/v1/quote/list');
    expect(init.method).toBe('POST');
    expect(init.headers).toMatchObject({ Authorization: 'Bearer tok-123', 'Content-Type': 'application/json' });
    expect(init.body).toBe('{"Types":"Quote"}');
  });

  it('throws ApiError with the server message and field errors', async () => {
    stubStorage(null);
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ success: false, message: 'Bad', errors: { Email: 'x' } }), { status: 400 }));
    await expect(apiRequest(endpoints.quote.save, { body: buildQuote() })).rejects.toMatchObject({
      status: 400,
      message: 'Bad',
      errors: { Email: 'x' },
      fromServer: true,
    });
  });

  it('falls back to its own message when the server gives none', async () => {
    stubStorage(null);
    vi.stubGlobal('fetch', async () => new Response('oops', { status: 500, headers: { 'content-type': 'text/plain' } }));
    await expect(apiRequest(endpoints.product.list)).rejects.toMatchObject({ status: 500, message: 'Request failed (500).', fromServer: false });
  });

  it('calls the unauthorized handler on 401 only when a token was sent and expiry is reported', async () => {
    const handler = vi.fn();
    setUnauthorizedHandler(handler);
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ success: false, message: 'Expired' }), { status: 401 }));
    stubStorage(null);
    await expect(apiRequest(endpoints.dashboard.summary)).rejects.toBeInstanceOf(ApiError);
    expect(handler).not.toHaveBeenCalled();
    stubStorage('old');
    await expect(apiRequest(endpoints.dashboard.summary)).rejects.toBeInstanceOf(ApiError);
    expect(handler).toHaveBeenCalledTimes(1);
    await expect(apiRequest(endpoints.auth.logout, { body: {}, reportExpiry: false })).rejects.toBeInstanceOf(ApiError);
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('sends no token when told so, even with one stored', async () => {
    stubStorage('stored');
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ success: true, message: 'ok', Token: 't', expiresAt: 'x' }), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    await apiRequest(endpoints.auth.login, { body: { Email: 'a@example.com', Password: 'p' }, token: null });
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.headers).not.toHaveProperty('Authorization');
  });

  it('fills path parameters and answers a file endpoint with a Blob', async () => {
    stubStorage('tok');
    const fetchMock = vi.fn(
      async () => new Response(new Uint8Array([37, 80, 68, 70]), { status: 200, headers: { 'content-type': 'application/pdf' } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const blob = await apiRequest(endpoints.quote.attachment, { params: { id: 'abc-123' } });
    expect(blob).toBeInstanceOf(Blob);
    expect(await blob.text()).toBe('%PDF');
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/v1/quote/attachment/abc-123');
    expect(init.headers).toEqual({ Authorization: 'Bearer tok' });
  });

  it("says 'Download failed' for a file that cannot be fetched", async () => {
    stubStorage('tok');
    vi.stubGlobal('fetch', async () => new Response('', { status: 502 }));
    await expect(apiRequest(endpoints.media, { params: { id: 'x' } })).rejects.toMatchObject({ status: 502, message: 'Download failed (502).' });
  });

  it('turns a network failure into status 0 with a readable message', async () => {
    stubStorage(null);
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(apiRequest(endpoints.product.list)).rejects.toMatchObject({
      status: 0,
      message: expect.stringContaining('Could not reach the server'),
    });
  });
});
