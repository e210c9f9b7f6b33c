/** The business audit trail: other domains record their settings changes through it. */
export { recordBusinessAudit, type TBusinessActor, type TBusinessAuditEntry } from './record-business-audit.ts';
