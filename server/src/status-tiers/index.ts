/** The status-tiers domain's public face: other domains import it from here, never from its files (biome.json). */
export { STATUS_JOBS, statusJobSpecs } from './jobs.ts';
export { readCustomerStatus } from './read-customer-status.ts';
export { type TRawStatusContext, toStatusContext } from './read-status-context.ts';
export { readStatusProgram } from './read-status-program.ts';
export { recordStatusMove } from './record-status-move.ts';
export { queueStatusRefreshes, refreshBusinessStatuses } from './refresh-statuses.ts';
export { revertStatusOnUndo } from './revert-status-on-undo.ts';
export { statusTierRoutes } from './routes.ts';
export { saveStatusProgram } from './save-status-program.ts';
export { customerStatusSql } from './status-sql.ts';
export { type TTierRewardDue, tierRewardsDue } from './tier-rewards-due.ts';
export {
  heldTier,
  measureAdded,
  moveOnEarn,
  statusView,
  type TStatusContext,
  type TStatusMove,
} from './tier-rules.ts';
