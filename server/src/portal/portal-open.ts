import { PORTAL_MESSAGES } from '@regulars/contracts';
import { AppError } from '../platform/errors.ts';

/**
 * The business can turn the portal off for a customer at any time, and a super admin can suspend the business: both
 * hold for sessions already open, and so does the business closing. Throws FORBIDDEN, worded for the customer.
 */
export function assertPortalOpen(row: { suspendedAt: Date | null; closedAt: Date | null; portalEnabled: boolean }) {
  if (row.suspendedAt || row.closedAt) throw new AppError('FORBIDDEN', PORTAL_MESSAGES.portalPaused);
  if (!row.portalEnabled) throw new AppError('FORBIDDEN', PORTAL_MESSAGES.portalDisabled);
}
