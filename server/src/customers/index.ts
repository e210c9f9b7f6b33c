/** The customers domain's public face: other domains import it from here, never from its files (biome.json). */
export { addCustomer } from './add-customer.ts';
export { carryOutDeletionRequests } from './carry-out-deletion-requests.ts';
export { createCustomer } from './create-customer.ts';
export { toCustomer } from './customer-rows.ts';
export { customerSpeaks } from './customer-speaks.ts';
export { deleteCustomer } from './delete-customer.ts';
export { deletionDueOn } from './deletion-due.ts';
export { endPortalSessions } from './end-portal-sessions.ts';
export { exportCustomerData } from './export-customer-data.ts';
export { CUSTOMER_NOT_FOUND, getCustomer } from './get-customer.ts';
export { CUSTOMER_JOBS, customerJobSpecs } from './jobs.ts';
export { listCustomers, searchPattern } from './list-customers.ts';
export type { TCustomerRow } from './lock-customer.ts';
export { lockCustomer } from './lock-customer.ts';
export { refreshCustomerStats } from './refresh-customer-stats.ts';
export { updateCustomer } from './update-customer.ts';
export { sweepOpeningBalances, writeOpeningBalances } from './write-opening-balances.ts';
