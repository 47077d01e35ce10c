import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { errorMessage, type ErrorCode, type ErrorParams } from '@/shared/i18n/errors';
import type { Logger } from '../logger';

type ApiErrorOptions<C extends ErrorCode> = {
  /** Messages per field, for a form to show under each input. */
  fieldErrors?: Record<string, string[]>;
  /** Puts the code's own message under this field too. */
  field?: string;
  /** Other members of the answer the client reads (e.g. `tradeCount`). */
  extra?: Record<string, unknown>;
} & (ErrorParams<C> extends undefined ? { params?: undefined } : { params: ErrorParams<C> });

type OptionsArg<C extends ErrorCode> =
  ErrorParams<C> extends undefined ? [options?: ApiErrorOptions<C>] : [options: ApiErrorOptions<C>];

/**
 * A refusal the API answers on purpose: thrown anywhere in a route, answered by `errorHandler` as
 * `{code, message, fieldErrors?, ...extra}` with the code's Portuguese message from the one catalogue.
 */
export class ApiError<C extends ErrorCode = ErrorCode> extends Error {
  readonly fieldErrors?: Record<string, string[]>;
  readonly extra?: Record<string, unknown>;

  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: C,
    ...[options]: OptionsArg<C>
  ) {
    const message = errorMessage(code, options?.params as ErrorParams<C>);
    super(message);
    this.name = 'ApiError';
    const fieldErrors = options?.field
      ? { ...options.fieldErrors, [options.field]: [message] }
      : options?.fieldErrors;
    if (fieldErrors) this.fieldErrors = fieldErrors;
    if (options?.extra) this.extra = options.extra;
  }

  body() {
    return {
      code: this.code,
      message: this.message,
      ...(this.fieldErrors && { fieldErrors: this.fieldErrors }),
      ...this.extra,
    };
  }
}

/** The JSON answer of an ApiError, for the few places that answer instead of throwing (middleware onError). */
export const apiErrorResponse = (c: Context, error: ApiError) => c.json(error.body(), error.status);

/**
 * The app's one error handler (app.onError): an ApiError becomes its JSON answer; hono's own HTTP errors (a
 * malformed JSON body read by the validator) get the same shape; anything else is a 500, logged
 * with the request id and without the values it carried (see logger.ts).
 */
export function errorHandler(logger: Logger) {
  return (err: Error, c: Context) => {
    if (err instanceof ApiError) return apiErrorResponse(c, err);
    // The validator's "Malformed JSON in request body": the caller's mistake, in our shape.
    if (err instanceof HTTPException && err.status === 400)
      return c.json({ code: 'INVALID_INPUT', message: errorMessage('INVALID_INPUT') }, 400);
    if (err instanceof HTTPException) return err.getResponse();
    const reqId: unknown = c.get('requestId');
    logger.error({ reqId, method: c.req.method, route: c.req.routePath, err }, 'unhandled error');
    return c.json({ code: 'INTERNAL', message: errorMessage('INTERNAL') }, 500);
  };
}
