import { z } from 'zod';
import { COUNTER_MESSAGES } from './counter-messages.ts';

/** A staff member's PIN and a manager's approval: what counter actions carry (loyalty.ts imports only this). */
export const ZStaffPin = z
  .string({ error: COUNTER_MESSAGES.pinFormat })
  .regex(/^\d{4,6}$/, { error: COUNTER_MESSAGES.pinFormat });

export const ZStaffId = z.uuid({ error: COUNTER_MESSAGES.staffNotFound });

/** A manager's PIN given with an action the counter's rules reserve for managers. */
export const ZManagerApproval = z.object({ staffId: ZStaffId, pin: ZStaffPin });
export type TManagerApproval = z.infer<typeof ZManagerApproval>;
