/**
 * The name the outbox providers (email and SMS) give their sends, in communication_logs.provider: a message kept for
 * the super admin to read, received by nobody.
 */
export const OUTBOX_PROVIDER = 'outbox';
