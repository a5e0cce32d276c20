import { API_BASE, STORAGE_KEYS, type ErrorResponse } from '@rp/contract';

/** An answer other than 2xx, or a network failure (status 0). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: Record<string, string>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

type UnauthorizedListener = () => void;
let onUnauthorized: UnauthorizedListener | null = null;

/** The admin app registers this to clear the session and send the user to the login page on a 401. */
export function setUnauthorizedHandler(listener: UnauthorizedListener | null) {
  onUnauthorized = listener;
}

export function getStoredToken(): string | null {
  if (typeof window === 'undefined') return null;
  try {
    return window.localStorage.getItem(STORAGE_KEYS.authToken);
  } catch {
    return null;
  }
}

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  /** Extra request headers, e.g. Idempotency-Key. */
  headers?: Record<string, string>;
}

/** Calls `${API_BASE}${path}` with JSON and the stored bearer token; returns the parsed body. */
export async function apiRequest<T>(path: string, { method = 'GET', body, signal, headers: extra }: ApiRequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', ...extra };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const token = getStoredToken();
  if (token) headers.Authorization = `Bearer ${token}`;

  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(0, 'Could not reach the server. Please check your connection and try again.');
  }

  const payload: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const error = (payload ?? {}) as Partial<ErrorResponse>;
    if (response.status === 401 && token && onUnauthorized) onUnauthorized();
    throw new ApiError(response.status, error.message ?? `Request failed (${response.status}).`, error.errors);
  }
  return payload as T;
}

/** Fetches an authenticated file (e.g. a quote drawing) as a Blob. */
export async function apiBlob(url: string, signal?: AbortSignal): Promise<Blob> {
  const token = getStoredToken();
  const response = await fetch(url, { headers: token ? { Authorization: `Bearer ${token}` } : {}, signal });
  if (!response.ok) {
    if (response.status === 401 && token && onUnauthorized) onUnauthorized();
    const payload = (await response.json().catch(() => null)) as Partial<ErrorResponse> | null;
    throw new ApiError(response.status, payload?.message ?? `Download failed (${response.status}).`);
  }
  return response.blob();
}
