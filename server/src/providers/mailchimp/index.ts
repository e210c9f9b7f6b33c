/**
 * MailChimp's Marketing API v3 for a business's own key (its data centre read from the key). A business without a
 * connection syncs nothing; tests talk to a local stub through MAILCHIMP_API_BASE.
 */
export { MailchimpApiError, mailchimpApi, type TMailchimpApi, type TMailchimpMember } from './mailchimp-api.ts';
