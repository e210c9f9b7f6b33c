import type { TBusinessActor } from './record-business-audit.ts';

/** A signed-in team member as the trail names them: their name, else their email (an account may have no name). */
export function actorOfUser(user: { id: string; name: string | null; email: string } | null): TBusinessActor {
  if (!user) return { type: 'user', id: null, label: 'Someone on the team' };
  return { type: 'user', id: user.id, label: user.name?.trim() || user.email };
}
