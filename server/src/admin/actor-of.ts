import type { Context } from 'hono';
import type { TAppEnv } from '../platform/context.ts';
import { AppError } from '../platform/errors.ts';
import type { TAuditActor } from './record-audit.ts';

/** The signed-in super admin, as the audit log names them (requireSuperAdmin has set the user). */
export function actorOf(c: Context<TAppEnv>): TAuditActor {
  const user = c.var.user;
  if (!user) throw new AppError('UNAUTHENTICATED', 'Not authenticated');
  return { userId: user.id, email: user.email };
}
