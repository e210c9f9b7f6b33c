/** The customers feature's public face: pages and other features import it from here, never from its files (biome.json). */
export { AddCustomerDialog } from './add-customer-dialog.tsx';
export { CustomersScreen } from './customers-screen.tsx';
export { CustomerDetailScreen } from './detail/customer-detail-screen.tsx';
