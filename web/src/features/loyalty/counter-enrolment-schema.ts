import { ZAddCustomer, ZCreateCustomer } from '@regulars/contracts';
import type { z } from 'zod';

export const PHONE_REQUIRED = 'Enter the customer’s phone number';

/**
 * Enrolling at the counter: the add-customer contract's rules, with the phone required, since it is how
 * the customer is found next time, and the code of the friend who invited them, if they have one.
 */
export const ZCounterEnrolment = ZCreateCustomer.pick({ firstName: true, lastName: true, phone: true }).extend({
  phone: ZCreateCustomer.shape.phone.refine((phone) => phone !== null, PHONE_REQUIRED),
  referralCode: ZAddCustomer.shape.referralCode,
});
export type TCounterEnrolment = z.input<typeof ZCounterEnrolment>;
