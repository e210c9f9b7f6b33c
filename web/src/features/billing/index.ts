/** The billing feature's public face: pages and other features import it from here, never from its files (biome.json). */
export { CreditHistory } from './credit-history.tsx';
export { CurrentPlanCard } from './current-plan-card.tsx';
export { PlanCards } from './plan-cards.tsx';
export { planAction } from './plan-select.ts';
export { StatusNotice } from './status-notice.tsx';
export { TestModeShell } from './test-mode-shell.tsx';
export { TestPaymentsBanner } from './test-payments-banner.tsx';
export { UsageMeters } from './usage-meters.tsx';
