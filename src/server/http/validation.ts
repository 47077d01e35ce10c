import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import type { z } from 'zod';
import { fieldErrorMessages } from '@/shared/i18n/errors';
import { findNul } from '@/shared/text-guard';
import { ApiError } from './api-error';

/** A schema's issues as `{ 'field.path': [messages] }` ('_' for the value as a whole). */
export function fieldErrorsOf(error: {
  issues: readonly { path: readonly PropertyKey[]; message: string }[];
}): Record<string, string[]> {
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.') || '_';
    (fieldErrors[key] ??= []).push(issue.message);
  }
  return fieldErrors;
}

/** A NUL anywhere in the input is refused on its field, before the schema's verdict (PostgreSQL cannot store it). */
function refuseNul(input: unknown): void {
  const at = findNul(input);
  if (at)
    throw new ApiError(400, 'INVALID_INPUT', {
      fieldErrors: { [at.map(String).join('.') || '_']: [fieldErrorMessages.invalidCharacters] },
    });
}

/**
 * Request validation for every route: the shared zod schema through @hono/zod-validator; a failure is a 400
 * `{code: 'INVALID_INPUT', message, fieldErrors}` (never a 500). The route reads `c.req.valid(target)`.
 */
export const validate = <Target extends keyof ValidationTargets, S extends z.ZodType>(
  target: Target,
  schema: S,
) =>
  zValidator(target, schema, (result) => {
    refuseNul(result.data);
    if (!result.success)
      throw new ApiError(400, 'INVALID_INPUT', { fieldErrors: fieldErrorsOf(result.error) });
  });

/** The same check for a value no validator target reaches (the JSON options field of a multipart upload). */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  refuseNul(input);
  const result = schema.safeParse(input);
  if (!result.success) throw new ApiError(400, 'INVALID_INPUT', { fieldErrors: fieldErrorsOf(result.error) });
  return result.data;
}
