import {
  API_BASE,
  STORAGE_KEYS,
  endpointPath,
  fileResponse,
  type Endpoint,
  type EndpointBody,
  type EndpointParams,
  type EndpointQuery,
  type EndpointResponse,
  type ErrorResponse,
} from '@rp/contract';

/** An answer other than 2xx, or a network failure (status 0). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: Record<string, string>,
    /** True when `message` is the server's own words, not a fallback of this client. */
    readonly fromServer = false,
    /** The server's flags: a login that needs its second factor, a session that must enrol first. */
    readonly flags: Pick<ErrorResponse, 'TwoFactorRequired' | 'TwoFactorEnrolmentRequired'> = {},
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

/** `body` and `params` are required exactly when the endpoint declares them. */
type Slot<K extends string, T> = [T] extends [undefined] ? { [P in K]?: never } : { [P in K]: T };

export type ApiRequestOptions<E extends Endpoint> = Slot<'body', EndpointBody<E>> &
  Slot<'params', EndpointParams<E>> &
  Slot<'query', EndpointQuery<E>> & {
    signal?: AbortSignal;
    /** The bearer token to send: the stored one unless given; null sends none. */
    token?: string | null;
    /** Whether a 401 for a sent token reports the session as ended (default true). */
    reportExpiry?: boolean;
    /** Extra request headers, e.g. Idempotency-Key. */
    headers?: Record<string, string>;
  };

type OptionsArg<E extends Endpoint> = object extends ApiRequestOptions<E> ? [options?: ApiRequestOptions<E>] : [options: ApiRequestOptions<E>];

interface RequestSettings {
  body?: unknown;
  params?: Record<string, string>;
  query?: Record<string, unknown>;
  signal?: AbortSignal;
  token?: string | null;
  reportExpiry?: boolean;
  headers?: Record<string, string>;
}

/** `?a=1&status=New&status=Pending`: arrays repeat their key; undefined and '' are left out. */
export function queryString(query: Record<string, unknown> | undefined): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    for (const item of Array.isArray(value) ? value : [value]) if (item !== undefined && item !== '') search.append(key, String(item));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/**
 * Calls an endpoint of the contract with JSON and the bearer token, and answers its success type:
 * parsed JSON (the server checks every answer against the same schema), or a Blob for a file.
 */
export async function apiRequest<E extends Endpoint>(endpoint: E, ...[options]: OptionsArg<E>): Promise<EndpointResponse<E>> {
  const { body, params, query, signal, token = getStoredToken(), reportExpiry = true, headers: extra }: RequestSettings = options ?? {};
  const isFile = endpoint.response === fileResponse;
  const headers: Record<string, string> = { ...(isFile ? {} : { Accept: 'application/json' }), ...extra };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;

  let response: Response;
  try {
    response = await fetch(`${API_BASE}${endpointPath(endpoint, params)}${queryString(query)}`, {
      method: endpoint.method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(0, 'Could not reach the server. Please check your connection and try again.');
  }

  if (!response.ok) {
    const error = ((await response.json().catch(() => null)) ?? {}) as Partial<ErrorResponse>;
    if (response.status === 401 && token && reportExpiry && onUnauthorized) onUnauthorized();
    const serverMessage = typeof error.message === 'string' && error.message.trim() ? error.message : null;
    const fallback = `${isFile ? 'Download' : 'Request'} failed (${response.status}).`;
    const flags = { TwoFactorRequired: error.TwoFactorRequired, TwoFactorEnrolmentRequired: error.TwoFactorEnrolmentRequired };
    throw new ApiError(response.status, serverMessage ?? fallback, error.errors, serverMessage !== null, flags);
  }
  if (isFile) return (await response.blob()) as EndpointResponse<E>;
  return (await response.json().catch(() => null)) as EndpointResponse<E>;
}
