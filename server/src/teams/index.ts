/** The teams domain's public face: what other domains may use (the agency invites its client's owner). */
export { inviteMember } from './invite-member.ts';
