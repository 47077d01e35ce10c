import { z } from 'zod';
import { ACCESS_PENDING, apiErrorSchema } from '@/shared/account/contract';
import { common } from '@/shared/i18n/auth';
import { apiUrl, dropEarly, takeEarly } from './early-requests';

/** An API answer that was not 2xx, with the `{code, message, fieldErrors}` body the server sends. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fieldErrors?: Record<string, string[]>,
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }

  get isAccessPending(): boolean {
    return this.status === 403 && this.code === ACCESS_PENDING;
  }
}

type Listener = (error: ApiRequestError, path: string) => void;
const listeners = new Set<Listener>();

/**
 * Lets the app react once to answers that concern every screen (401 → /auth, 403 ACCESS_PENDING → toast and
 * /access-pending) without each feature knowing about them.
 */
export function onApiError(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Tells the listeners of `onApiError` about a refused answer that came by another way than `apiFetch` (an upload
 * sent by XMLHttpRequest for its progress), so its 401 leads to sign-in as every other request's does.
 */
export function reportApiError(error: ApiRequestError, path: string): void {
  for (const listener of listeners) listener(error, path);
}

/** The error a refused answer's `{code, message, fieldErrors}` body stands for; undefined for any other body. */
/** A refusal without the API's `{code, message}` body (a proxy's own error page): its status says all we know. */
export const unexplainedError = (status: number, statusText: string, message?: string) =>
  new ApiRequestError(status, `HTTP_${status}`, message ?? (statusText || 'Erro'));

export function apiErrorOf(status: number, payload: unknown): ApiRequestError | undefined {
  const parsed = apiErrorSchema.safeParse(payload);
  return parsed.success
    ? new ApiRequestError(status, parsed.data.code, parsed.data.message, parsed.data.fieldErrors)
    : undefined;
}

/**
 * The schema of an answer the server builds with the contract's type `T`: it checks that the answer is an object
 * with the fields of `shape` (those a page reads first) and trusts the contract for the rest.
 */
export function contractSchema<T>(shape: z.ZodRawShape = {}) {
  return z
    .object(shape)
    .loose()
    .transform((value) => value as unknown as T);
}

interface RequestOptions<S extends z.ZodType> {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  body?: unknown;
  /** Sends `body` (text) as is with this type (an .ics file as text/calendar) instead of as JSON. */
  contentType?: string;
  query?: Record<string, string | undefined>;
  schema: S;
  signal?: AbortSignal;
}

export async function apiFetch<S extends z.ZodType>(
  path: string,
  options: RequestOptions<S>,
): Promise<z.infer<S>> {
  const { method = 'GET', body, contentType, query, schema, signal } = options;
  const url = apiUrl(path, query);
  // A read the route started before the page rendered (src/client/app/route-preload.ts) answers this one; a
  // write makes any early answer not taken yet possibly stale.
  let early: Promise<Response> | undefined;
  if (method === 'GET' && body === undefined) early = takeEarly(url);
  else dropEarly();

  let response: Response;
  try {
    response = await (early ??
      fetch(url, {
        method,
        credentials: 'same-origin',
        headers:
          body === undefined
            ? { accept: 'application/json' }
            : { 'content-type': contentType ?? 'application/json' },
        body: body === undefined ? undefined : contentType ? String(body) : JSON.stringify(body),
        signal,
      }));
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiRequestError(0, 'NETWORK_ERROR', common.networkError);
  }

  const payload: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const error =
      apiErrorOf(response.status, payload) ?? unexplainedError(response.status, response.statusText);
    reportApiError(error, path);
    throw error;
  }
  return schema.parse(payload);
}
