import type { Context } from 'hono';
import type { z } from 'zod';

export const INVALID_INPUT_MESSAGE = 'Dados inválidos. Verifique os campos destacados.';

/** Parses a request part with the shared schema; on failure answers 400 with field messages (never a 500). */
export function parseOr400<S extends z.ZodType>(
  c: Context,
  schema: S,
  input: unknown,
): { ok: true; data: z.output<S> } | { ok: false; response: Response } {
  const result = schema.safeParse(input);
  if (result.success) return { ok: true, data: result.data };
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.') || '_';
    (fieldErrors[key] ??= []).push(issue.message);
  }
  return {
    ok: false,
    response: c.json({ code: 'INVALID_INPUT', message: INVALID_INPUT_MESSAGE, fieldErrors }, 400),
  };
}

/** The JSON body, or undefined when it is not JSON (the schema then reports the missing fields). */
export async function jsonBody(c: Context): Promise<unknown> {
  try {
    return await c.req.json();
  } catch {
    return undefined;
  }
}
