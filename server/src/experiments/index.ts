export { compareGroups, type TGroupOutcome } from './compare-groups.ts';
export {
  GROUP_OUTCOME_COLUMNS,
  outcomeOf,
  REDEEMED_POINTS_ROWS,
  type TGroupOutcomeRow,
} from './group-outcomes.ts';
export {
  newcombeDifference,
  recipientsToSettle,
  sampleOf,
  type TDifference,
  type TSample,
  type TSums,
  welchDifference,
  wilsonInterval,
} from './lift-stats.ts';
