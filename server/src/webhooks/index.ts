/**
 * The webhooks domain's public face: other domains emit events through it, the public API (developers) manages
 * endpoints with the same use cases as Settings; app.ts and the jobs compose the rest.
 */
export { cleanupWebhookEvents } from './cleanup-events.ts';
export { createEndpoint } from './create-endpoint.ts';
export { deleteAllEndpoints } from './delete-all-endpoints.ts';
export { deleteEndpoint } from './delete-endpoint.ts';
export { drainDeliveries } from './drain-deliveries.ts';
export { emitWebhookEvents, type TWebhookEventInput } from './emit-events.ts';
export { WEBHOOK_JOBS, webhookJobSpecs } from './jobs.ts';
export { listDeliveries } from './list-deliveries.ts';
export { listEndpoints } from './list-endpoints.ts';
export { redeliver } from './redeliver.ts';
export { rotateSecret } from './rotate-secret.ts';
export { sendTestEvent } from './send-test-event.ts';
export { updateEndpoint } from './update-endpoint.ts';
export { refusalOf, type TUrlRules, urlRulesOf } from './url-guard.ts';
export { wantsWebhookEvent } from './wants-event.ts';
