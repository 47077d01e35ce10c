import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { ApiError, apiErrorResponse } from './api-error';
import { bodyShape } from './body-shape';

/** JSON bodies are small (a trade, a setting, a sign-in); uploads have their own limit on their route. */
export const JSON_BODY_MAX_BYTES = 1024 * 1024;

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** An upload route's path: exact, or a pattern matched against the whole path. */
export type UploadPath = string | RegExp;

export interface RequestGuardOptions {
  /** The app's public address (APP_URL): the only origin a browser may write from. */
  appUrl: string;
  /**
   * Paths (under /api) that take a multipart upload instead of JSON, on POST: exact paths, or patterns for a path
   * with an id in it (a trade's screenshots).
   */
  uploadPaths: readonly UploadPath[];
  /** better-auth's base path: its JSON bodies get the NUL check here, since no schema of ours reads them. */
  authBasePath: string;
  /**
   * Paths (under /api) that take an .ics file as a text/calendar body, on POST. No HTML form can send that type,
   * and a fetch with it is preflighted, so it is as safe from cross-site forms as JSON. The JSON size limit applies.
   */
  calendarPaths?: readonly string[];
  /**
   * Paths (under /api) whose POST reads nothing from its body but must take the one an HTML form or a mail client
   * sends (RFC 8058's one-click unsubscribe: `List-Unsubscribe=One-Click`, urlencoded or multipart). The origin
   * checks still apply.
   */
  formPaths?: readonly string[];
}

/**
 * The checks every /api request passes (ADR 011). Before the access gate, in order:
 * 1. a write from a browser must come from the app's own origin (403);
 * 2. a JSON body is at most 1 MB, refused before it is read (413);
 * 3. no NUL in the path or query (400);
 * 4. a JSON body's shape (body-shape.ts): no nesting past 32 levels, and for better-auth's routes no NUL (400).
 * After the gate (an anonymous caller learns only that it must sign in):
 * 5. a write's body must be JSON, or multipart on the upload routes (415).
 */
export function requestGuards(opts: RequestGuardOptions): {
  beforeGate: MiddlewareHandler[];
  afterGate: MiddlewareHandler[];
} {
  return {
    beforeGate: [
      sameOrigin(new URL(opts.appUrl).origin),
      jsonBodyLimit(opts.uploadPaths),
      noNulInUrl,
      bodyShape(opts.authBasePath),
    ],
    afterGate: [bodyType(opts.uploadPaths, opts.calendarPaths, opts.formPaths)],
  };
}

/**
 * Cross-site request forgery: a browser sends `Origin` on every POST/PUT/PATCH/DELETE, and `Sec-Fetch-Site` too
 * (all current browsers). Either one naming another site refuses the write; a browser request (it has
 * `Sec-Fetch-Site`) without `Origin` is refused too. A caller with neither is not a browser (curl, the CLI, a
 * script with a token): it cannot carry a victim's cookies, so it passes. hono's csrf() checks only form-like
 * content types; this one refuses a foreign origin whatever the body is.
 * The app's origin is APP_URL's, or the address the request itself was sent to (hono csrf's default): that is
 * the page's own origin behind Vite's dev proxy (:5173) or a server started on PORT=0; a page of another site
 * cannot send its requests with our address as its Origin.
 */
export function sameOrigin(appOrigin: string): MiddlewareHandler {
  return async (c, next) => {
    if (!UNSAFE_METHODS.has(c.req.method)) return next();
    const origin = c.req.header('origin');
    const site = c.req.header('sec-fetch-site');
    const ownOrigin = (o: string) => o === appOrigin || o === new URL(c.req.url).origin;
    const foreign =
      (site !== undefined && site !== 'same-origin') ||
      (origin !== undefined && !ownOrigin(origin)) ||
      (origin === undefined && site !== undefined);
    if (foreign) throw new ApiError(403, 'CROSS_SITE_REQUEST');
    return next();
  };
}

const mediaType = (c: Context) =>
  (c.req.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
const isUpload = (c: Context, uploadPaths: readonly UploadPath[]) => {
  if (c.req.method !== 'POST') return false;
  const path = c.req.path.replace(/\/+$/, '');
  return uploadPaths.some((p) => (typeof p === 'string' ? p === path : p.test(path)));
};

/** Whether the request carries a body at all (a DELETE usually does not, and needs no content type). */
function hasBody(c: Context): boolean {
  if (c.req.header('transfer-encoding')) return true;
  const length = c.req.header('content-length');
  return length !== undefined && length !== '0';
}

/**
 * A plain HTML form (or a no-preflight fetch) can only send text/plain, urlencoded or multipart bodies: refusing
 * anything but JSON (multipart on the upload routes) keeps such requests from being read as JSON.
 */
export function bodyType(
  uploadPaths: readonly UploadPath[],
  calendarPaths: readonly string[] = [],
  formPaths: readonly string[] = [],
): MiddlewareHandler {
  return async (c, next) => {
    if (!UNSAFE_METHODS.has(c.req.method)) return next();
    const type = mediaType(c);
    if (
      isUpload(c, formPaths) &&
      (type === 'application/x-www-form-urlencoded' || type === 'multipart/form-data')
    )
      return next();
    if (isUpload(c, calendarPaths)) {
      if (type !== 'text/calendar')
        throw new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', { params: { expected: 'calendar' } });
      return next();
    }
    if (isUpload(c, uploadPaths)) {
      if (type !== 'multipart/form-data')
        throw new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', { params: { expected: 'multipart' } });
      return next();
    }
    if (type === 'application/json' || (type === '' && !hasBody(c))) return next();
    throw new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', { params: { expected: 'json' } });
  };
}

/** 413 before reading: by Content-Length when given, else while the stream comes in. Uploads keep their own. */
export function jsonBodyLimit(uploadPaths: readonly UploadPath[]): MiddlewareHandler {
  const limit = bodyLimit({
    maxSize: JSON_BODY_MAX_BYTES,
    onError: (c) =>
      apiErrorResponse(
        c,
        new ApiError(413, 'PAYLOAD_TOO_LARGE', { params: { maxMb: JSON_BODY_MAX_BYTES / 1024 / 1024 } }),
      ),
  });
  return async (c, next) => (isUpload(c, uploadPaths) ? next() : limit(c, next));
}

/**
 * A NUL in the path (an id) or the query reaches PostgreSQL as a parameter, which cannot hold it. The URL parser
 * keeps it percent-encoded, so `%00` is its only form.
 */
export const noNulInUrl: MiddlewareHandler = async (c, next) => {
  const url = c.req.url;
  const pathAndQuery = url.slice(url.indexOf('/', url.indexOf('//') + 2));
  if (/%00/.test(pathAndQuery)) throw new ApiError(400, 'INVALID_CHARACTERS');
  return next();
};
