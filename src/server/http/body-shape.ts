import type { MiddlewareHandler } from 'hono';
import { common } from '@/shared/i18n/common';
import { findNul } from '@/shared/text-guard';
import { ApiError } from './api-error';

/**
 * The deepest nesting of arrays and objects a JSON body may have. Our deepest schema (a trading-settings map of
 * costs) is 3 levels; better-auth's bodies are as flat. Past this, the walk of any reader (ours, zod's, better-
 * auth's) could run out of stack on a body a stranger sends: 5,000 nested arrays fit in 10 kB.
 */
export const MAX_JSON_DEPTH = 32;

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Whether a JSON text nests arrays or objects deeper than `max`. A scan of the text, not of a parsed value: it
 * needs no stack and stops at the first level too deep. Brackets inside strings are skipped; a malformed text is
 * judged only as far as it goes (the parser refuses it later).
 */
export function jsonNestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (inString) {
      if (ch === 0x5c /* \ */) i++;
      else if (ch === 0x22 /* " */) inString = false;
    } else if (ch === 0x22) inString = true;
    else if (ch === 0x5b /* [ */ || ch === 0x7b /* { */) {
      if (++depth > max) return true;
    } else if (ch === 0x5d /* ] */ || ch === 0x7d /* } */) depth--;
  }
  return false;
}

/**
 * The one body-shape guard at the edge (ADR 011), before the gate and before any reader, better-auth's
 * included: a JSON body nested past MAX_JSON_DEPTH is a 400 whoever sends it, at any depth. better-auth's bodies
 * are read by better-auth, not by our schemas, so for them the guard also refuses a malformed body (in our shape,
 * as `validate` does), a NUL in any string (PostgreSQL cannot store one) and a non-text name or email (`{"name": null}` on update-user); our routes get the NUL check
 * on their field from `validate`. The body is read from a copy, so the route still reads the original.
 */
export function bodyShape(authBasePath: string): MiddlewareHandler {
  return async (c, next) => {
    if (!UNSAFE_METHODS.has(c.req.method) || !c.req.raw.body) return next();
    const type = (c.req.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase();
    if (type !== 'application/json') return next();
    const text = await c.req.raw.clone().text();
    if (jsonNestsDeeperThan(text, MAX_JSON_DEPTH)) throw new ApiError(400, 'BODY_TOO_DEEP');
    if (!c.req.path.startsWith(`${authBasePath}/`)) return next();
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      // Our routes answer this from `validate`; better-auth would log an error for a stranger's typo.
      throw new ApiError(400, 'INVALID_INPUT');
    }
    if (findNul(body)) throw new ApiError(400, 'INVALID_CHARACTERS');
    if (body !== null && typeof body === 'object') {
      const fields = body as Record<string, unknown>;
      for (const key of ['name', 'email'] as const) {
        if (key in fields && typeof fields[key] !== 'string')
          throw new ApiError(400, 'INVALID_INPUT', { fieldErrors: { [key]: [common.required] } });
      }
    }
    return next();
  };
}
