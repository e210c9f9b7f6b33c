/** The closing domain's public face (issue 33): the jobs compose its purge and the provider's cancellation. */
export { cancelClosedSubscription } from './cancel-subscription.ts';
export { CLOSING_JOBS, closingJobSpecs } from './jobs.ts';
export { purgeClosedBusinesses } from './purge-closed-businesses.ts';
