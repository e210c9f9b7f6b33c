import type { TTeamInvitation } from '@regulars/contracts';
import type { tenantInvitations } from '../db/schema/index.ts';

/** The API shape of an invitation row; the token hash never leaves the server. */
export function toInvitation(row: typeof tenantInvitations.$inferSelect): TTeamInvitation {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
  };
}
