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
    const body = await apiRequest<{ data: number[] }>('/quote/list', { method: 'POST', body: { Types: 'Quote' } });
    expect(body.data).toEqual([1]);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/v1/quote/list');
    expect(init.headers).toMatchObject({ Authorization: 'Bearer tok-123', 'Content-Type': 'application/json' });
    expect(init.body).toBe('{"Types":"Quote"}');
  });

  it('throws ApiError with the server message and field errors', async () => {
    stubStorage(null);
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ success: false, message: 'Bad', errors: { Email: 'x' } }), { status: 400 }));
    await expect(apiRequest('/quote/save', { method: 'POST', body: {} })).rejects.toMatchObject({ status: 400, message: 'Bad', errors: { Email: 'x' } });
  });

  it('calls the unauthorized handler on 401 only when a token was sent', async () => {
    const handler = vi.fn();
    setUnauthorizedHandler(handler);
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ success: false, message: 'Expired' }), { status: 401 }));
    stubStorage(null);
    await expect(apiRequest('/dashboard/summary')).rejects.toBeInstanceOf(ApiError);
    expect(handler).not.toHaveBeenCalled();
    stubStorage('old');
    await expect(apiRequest('/dashboard/summary')).rejects.toBeInstanceOf(ApiError);
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('turns a network failure into status 0 with a readable message', async () => {
    stubStorage(null);
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(apiRequest('/product/list')).rejects.toMatchObject({ status: 0, message: expect.stringContaining('Could not reach the server') });
  });
});
