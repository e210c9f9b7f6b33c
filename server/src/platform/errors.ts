import type { ContentfulStatusCode } from 'hono/utils/http-status';

export type TErrorCode =
  | 'VALIDATION'
  | 'BAD_JSON'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'EMAIL_TAKEN'
  | 'INVALID_CREDENTIALS'
  | 'INVALID_TOKEN'
  | 'RATE_LIMITED'
  | 'PLAN_LIMIT'
  | 'TOO_LARGE'
  /** A request body that is not JSON (or none) where a route reads JSON: server/src/platform/json-content-type.ts. */
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'UNAVAILABLE'
  | 'INTERNAL';

const STATUS: Record<TErrorCode, ContentfulStatusCode> = {
  VALIDATION: 400,
  BAD_JSON: 400,
  INVALID_TOKEN: 400,
  UNAUTHENTICATED: 401,
  INVALID_CREDENTIALS: 401,
  FORBIDDEN: 403,
  PLAN_LIMIT: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  EMAIL_TAKEN: 409,
  TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
};

/** Domain code throws this; the app's one onError turns it into the one error shape. */
export class AppError extends Error {
  readonly code: TErrorCode;
  readonly details: unknown;
  constructor(code: TErrorCode, message: string, details?: unknown) {
    super(message);
    this.code = code;
    this.details = details;
  }
  get status(): ContentfulStatusCode {
    return STATUS[this.code];
  }
}

export function errorBody(code: string, message: string, details?: unknown) {
  return { error: details === undefined ? { code, message } : { code, message, details } };
}
