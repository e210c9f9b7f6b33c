import { createHash, randomBytes } from 'node:crypto';

/** How long an invitation link works. */
export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** An unguessable token for the link; only its hash is stored. */
export function newInvitationToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashInvitationToken(token) };
}

export function hashInvitationToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function invitationLink(appUrl: string, token: string): string {
  return `${appUrl}/accept-invitation?token=${encodeURIComponent(token)}`;
}
