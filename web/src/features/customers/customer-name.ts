import type { TCustomer } from '@regulars/contracts';

export const customerName = (c: TCustomer) => [c.firstName, c.lastName].filter(Boolean).join(' ') || 'Unnamed customer';
