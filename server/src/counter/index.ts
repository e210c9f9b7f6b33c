/** The counter domain's public face: other domains import it from here, never from its files (biome.json). */
export { counterActorOf, type TCounterActor } from './counter-actor.ts';
export { readCounterDevice, requireCounter } from './counter-device-guard.ts';
export { endCounterAccess } from './end-counter-access.ts';
export { endCounterSetup } from './end-counter-setup.ts';
export { COUNTER_JOBS, counterJobSpecs } from './jobs.ts';
export { assertManagerApproval, type TApprovalNeed } from './manager-approval.ts';
export { sendPinCeilingEmail } from './send-pin-ceiling-email.ts';
