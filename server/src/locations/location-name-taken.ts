import { LOCATION_MESSAGES } from '@regulars/contracts';
import { isUniqueViolation } from '../db/errors.ts';
import { AppError } from '../platform/errors.ts';

/**
 * One "Main Street" per business, whatever its case: the unique index (locations_business_name_key, the table's only
 * one besides its key) decides, so two racing requests cannot both get the name.
 */
export function nameTakenError(err: unknown, name: string): unknown {
  return isUniqueViolation(err) ? new AppError('CONFLICT', LOCATION_MESSAGES.duplicate(name)) : err;
}
