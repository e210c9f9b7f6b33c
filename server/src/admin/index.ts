/** The admin domain's public face: other domains import it from here, never from its files (biome.json). */
export { actorOf } from './actor-of.ts';
export { deliverTestMessage } from './deliver-test-message.ts';
export type { TTestMessage } from './jobs.ts';
export { ADMIN_JOBS, adminJobSpecs } from './jobs.ts';
export { recordAudit, type TAuditActor } from './record-audit.ts';
