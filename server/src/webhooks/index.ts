/** The webhooks domain's public face: other domains emit events through it; app.ts and the jobs compose the rest. */
export { drainDeliveries } from './drain-deliveries.ts';
export { emitWebhookEvents, type TWebhookEventInput } from './emit-events.ts';
export { WEBHOOK_JOBS, webhookJobSpecs } from './jobs.ts';
