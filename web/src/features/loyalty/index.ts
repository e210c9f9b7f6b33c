/** The loyalty feature's public face: pages and other features import it from here, never from its files (biome.json). */

export { CounterLocationContext, useCounterLocationState } from './counter-location.ts';
export { CounterLocationPicker } from './counter-location-picker.tsx';
export { CounterOutcomeContext, useCounterOutcomeState } from './counter-outcome-context.ts';
export { CounterStart } from './counter-start.tsx';
export { CustomerAvatar } from './customer-avatar.tsx';
export { CustomerSearchField } from './customer-search-field.tsx';
export { CustomerSearchResults } from './customer-search-results.tsx';
export { CustomerStandingView } from './customer-standing-view.tsx';
export { DiscountProgress } from './discount-progress.tsx';
export { ManagerApprovalContext, type TApprovalRequest } from './manager-approval.ts';
export { ManagerApprovalDialog } from './manager-approval-dialog.tsx';
export { PointsTotals } from './points-totals.tsx';
export { RedeemCodeForm } from './redeem-code-form.tsx';
export { ScanQrDialog } from './scan-qr-dialog.tsx';
export type { TScannedCustomer } from './scanned-customer.ts';
export { StampProgress } from './stamp-progress.tsx';
export { nextTierLabel, progressLabel } from './standing-labels.ts';
export { StatTile } from './stat-tile.tsx';
export { summaryFigures } from './summary-figures.ts';
export { useQrScanSupport } from './use-qr-scan-support.ts';
export { useSelectedCustomer } from './use-selected-customer.ts';
