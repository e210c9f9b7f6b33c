import { PORTAL_MESSAGES } from '@regulars/contracts';
import { AppError } from '../platform/errors.ts';
import type { TPhoneCustomer } from './find-phone-customers.ts';

/**
 * Of the customers a PIN (or a texted code) opened, those the portal may show: not of a business a super admin has
 * suspended, and not turned off by their business. Throws FORBIDDEN, worded for the customer, when none is left.
 */
export function openableCustomers(opened: TPhoneCustomer[]): TPhoneCustomer[] {
  const running = opened.filter((c) => !c.businessSuspended);
  if (running.length === 0) throw new AppError('FORBIDDEN', PORTAL_MESSAGES.portalPaused);
  const enabled = running.filter((c) => c.portalEnabled);
  if (enabled.length === 0) throw new AppError('FORBIDDEN', PORTAL_MESSAGES.portalDisabled);
  return enabled;
}
