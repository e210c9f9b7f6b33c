import { AppError } from '../platform/errors.ts';

/** A provider's refusal as UNAVAILABLE with its own words, so the super admin sees why a test failed. */
export function providerFailure(error: unknown, fallback: string): AppError {
  if (error instanceof AppError) return error;
  const reason = error instanceof Error && error.message ? error.message.slice(0, 300) : '';
  return new AppError('UNAVAILABLE', reason ? `${fallback}: ${reason}` : fallback);
}
