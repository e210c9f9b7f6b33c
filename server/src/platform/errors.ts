import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** Every error the API answers with; each code has one HTTP status (STATUS below). */
export type TErrorCode =
  /** The input breaks a rule: a request schema (platform/validate.ts) or a domain check such as an unknown tier. */
  | 'VALIDATION'
  /** The request body does not parse as JSON (app.ts onError). */
  | 'BAD_JSON'
  /** No valid session on a route that needs one (platform/session.ts). */
  | 'UNAUTHENTICATED'
  /** Signed in but not allowed: not a team admin, not a super admin, no business, a cross-site request, a wrong account. */
  | 'FORBIDDEN'
  /** An unknown id, or another business's id (the same answer, so nothing leaks), or an unknown API route. */
  | 'NOT_FOUND'
  /** The request clashes with the current state: a duplicate customer, an invitation already used, too few credits. */
  | 'CONFLICT'
  /** Sign-up or accepting an invitation with an email that already has an account. */
  | 'EMAIL_TAKEN'
  /** A sign-in whose email and password do not match an account. */
  | 'INVALID_CREDENTIALS'
  /** A password-reset link that is invalid, expired or used, or an invitation link that has expired. */
  | 'INVALID_TOKEN'
  /** A rate limit's budget for this account or address is spent (platform/rate-limit.ts); details.retryAfterSeconds. */
  | 'RATE_LIMITED'
  /** A counter action the business's rules reserve for managers, without a manager's PIN (counter/manager-approval.ts). */
  | 'APPROVAL_REQUIRED'
  /**
   * Two-step sign-in is required of the account and not set up yet (issue 53): the session reaches only the profile,
   * the set-up and signing out (platform/session.ts).
   */
  | 'TWO_STEP_REQUIRED'
  /** An addition above the plan (customers, programs, seats, sends): details carry the numbers and the upgrade link. */
  | 'PLAN_LIMIT'
  /** A request body above the size limit (app.ts). */
  | 'TOO_LARGE'
  /** A request body that is not JSON (or none) where a route reads JSON (platform/json-content-type.ts). */
  | 'UNSUPPORTED_MEDIA_TYPE'
  /** A provider (payments, email) failed or could not be reached; trying again later may work. */
  | 'UNAVAILABLE'
  /** A state that should not happen (a seeded row missing, an insert that returned nothing). */
  | 'INTERNAL';

const STATUS: Record<TErrorCode, ContentfulStatusCode> = {
  VALIDATION: 400,
  BAD_JSON: 400,
  INVALID_TOKEN: 400,
  UNAUTHENTICATED: 401,
  INVALID_CREDENTIALS: 401,
  FORBIDDEN: 403,
  PLAN_LIMIT: 403,
  APPROVAL_REQUIRED: 403,
  TWO_STEP_REQUIRED: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  EMAIL_TAKEN: 409,
  TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
};

/** The business a request or an admin names does not exist (or is not a business, e.g. a super admin). */
export const BUSINESS_NOT_FOUND = 'Business not found';

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
