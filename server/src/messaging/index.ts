/** The messaging domain's public face: other domains import it from here, never from its files (biome.json). */
export { CLICK_PATH, linkHost } from './click-token.ts';
export type { TEmailSender } from './customer-email.ts';
export { customerEmail } from './customer-email.ts';
export { DELIVERY_MESSAGES, deliverMessage, MAX_SEND_ATTEMPTS } from './deliver-message.ts';
export { emailBodyOf } from './email-body-of.ts';
export { emailHtml, footerText, renderEmailBody } from './email-html.ts';
export { MESSAGING_JOBS, messagingJobSpecs } from './jobs.ts';
export { logRefusedMessage } from './log-refused-message.ts';
export type { TOutgoingMessage } from './queue-message.ts';
export { MARKETING_EMAIL_NEEDS_ADDRESS, queueMessage } from './queue-message.ts';
export { quietHoursEnd } from './quiet-hours.ts';
export { sanitizeEmailBody } from './sanitize-email-body.ts';
export type { TMessageTrigger } from './send-triggered-message.ts';
export { MESSAGE_TRIGGERS, sendTriggeredMessage } from './send-triggered-message.ts';
export { isOptedOut, optOut } from './sms-opt-outs.ts';
export type { TMessageLinks } from './tracking-token.ts';
export { createMessageLinks, OPEN_PIXEL_PATH } from './tracking-token.ts';
