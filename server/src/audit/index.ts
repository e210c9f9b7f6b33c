/** The business audit trail: other domains record their settings changes through it. */
export { actorOfUser } from './actor-of-user.ts';
export { recordBusinessAudit, type TBusinessActor, type TBusinessAuditEntry } from './record-business-audit.ts';
