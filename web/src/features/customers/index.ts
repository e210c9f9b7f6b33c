/** The customers feature's public face: pages and other features import it from here, never from its files (biome.json). */
export { AddCustomerDialog } from './add-customer-dialog.tsx';
export { CustomersTable } from './customers-table.tsx';
export { DeletionRequestsBanner } from './deletion-requests-banner.tsx';
export { CustomerDetailHeader } from './detail/customer-detail-header.tsx';
export { CustomerDetailSkeleton } from './detail/customer-detail-skeleton.tsx';
export { CustomerNotFound } from './detail/customer-not-found.tsx';
export { CustomerTotals } from './detail/customer-totals.tsx';
export { DeleteCustomerDialog } from './detail/delete-customer-dialog.tsx';
export { DeletionRequestBanner } from './detail/deletion-request-banner.tsx';
export { LedgerCard } from './detail/ledger-card.tsx';
export { PortalAccessCard } from './detail/portal-access-card.tsx';
export { ProfileCard } from './detail/profile-card.tsx';
export { ProgramsSection } from './detail/programs-section.tsx';
export { RewardsCard } from './detail/rewards-card.tsx';
export { ImportCustomersDialog } from './import/import-customers-dialog.tsx';
export { ImportHistoryDialog } from './import/import-history-dialog.tsx';
export { QuickMessageDialog } from './quick-message-dialog.tsx';
