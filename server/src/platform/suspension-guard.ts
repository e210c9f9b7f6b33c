import { ADMIN_ACTION_MESSAGES, CLOSING_MESSAGES, type TTeamRole, VIEW_ONLY_MESSAGE } from '@regulars/contracts';
import type { Context } from 'hono';
import type { TAppEnv } from './context.ts';
import { AppError } from './errors.ts';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A suspended business still pays, signs out and asks for help (its notice says to contact support): its billing and
 * support routes stay open (sign-out needs no business).
 */
const OPEN_WHILE_SUSPENDED = ['/api/billing/', '/api/support/'];

/**
 * A business a super admin has suspended can read everything but change nothing: every other request of the
 * business is refused with a message its users can act on. Checked on the request's business (the tenant admin's
 * for a team member), as the session read it with this request (session-reader.ts: no query of its own), so a
 * suspension or reactivation applies to the very next request.
 */
export function refuseWhenSuspended(c: Context<TAppEnv>, suspended: boolean): void {
  if (!suspended || READS.has(c.req.method)) return;
  if (OPEN_WHILE_SUSPENDED.some((prefix) => c.req.path.startsWith(prefix))) return;
  throw new AppError('FORBIDDEN', ADMIN_ACTION_MESSAGES.suspended);
}

/**
 * What a closed business's team may still do: read its closing and reopen it, and export its data to take away during
 * the 30 days (sign-out and the profile need none).
 */
const OPEN_WHILE_CLOSED = ['/api/closing', '/api/data-exports'];

/**
 * A business a team admin has closed (issue 33) is stricter than a suspended one: nothing of it is read or changed,
 * by its team, its API keys or its counter devices, until it is reopened; its people see the closed screen.
 */
export function refuseWhenClosed(c: Context<TAppEnv>, closed: boolean): void {
  if (!closed) return;
  if (OPEN_WHILE_CLOSED.some((prefix) => c.req.path === prefix || c.req.path.startsWith(`${prefix}/`))) return;
  throw new AppError('FORBIDDEN', CLOSING_MESSAGES.closed);
}

/** What an analyst may still send: a question to support (reading needs nothing). */
const OPEN_TO_VIEWERS = ['/api/support/'];

/**
 * An analyst of the team (issue 53) reads every screen of the business, and of every client of an agency, and changes
 * nothing: the same rule as a suspended business's, for one person.
 */
export function refuseWhenViewOnly(c: Context<TAppEnv>, role: TTeamRole): void {
  if (role !== 'analyst' || READS.has(c.req.method)) return;
  if (OPEN_TO_VIEWERS.some((prefix) => c.req.path.startsWith(prefix))) return;
  throw new AppError('FORBIDDEN', VIEW_ONLY_MESSAGE);
}
