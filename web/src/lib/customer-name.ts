import type { TCustomer } from '@regulars/contracts';

export const customerName = (c: Pick<TCustomer, 'firstName' | 'lastName'>) =>
  [c.firstName, c.lastName].filter(Boolean).join(' ') || 'Unnamed customer';
