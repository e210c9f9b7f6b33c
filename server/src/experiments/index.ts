export { compareGroups, type TGroupOutcome } from './compare-groups.ts';
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
