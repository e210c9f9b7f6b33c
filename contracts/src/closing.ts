import { z } from 'zod';

/** Closing a business (issue 33): how long it can be reopened before every row of it is deleted. */
export const CLOSING_GRACE_DAYS = 30;

const DAY_MS = 24 * 60 * 60 * 1000;

/** When a business closed at `closedAt` (ISO) is deleted: the grace period after it (ISO). */
export function closingDeletesAt(closedAt: string): string {
  return new Date(new Date(closedAt).getTime() + CLOSING_GRACE_DAYS * DAY_MS).toISOString();
}

export const CLOSING_MESSAGES = {
  /** Every refused request of a closed business, from the app, an API key or a counter device. */
  closed: 'This business is closed. A team admin can reopen it from the app until it is deleted.',
  wrongName: "That isn't the business's name. Type it exactly as shown to close the business.",
  alreadyClosed: 'This business is already closed.',
  notClosed: 'This business is not closed.',
  gracePassed: 'The 30 days to reopen this business have passed: it is being deleted.',
  closeFailed: "We couldn't close the business",
  reopenFailed: "We couldn't reopen the business",
  reopened: 'Business reopened. Its subscription stays cancelled: choose a plan again on the Subscription page.',
  closedTitle: 'This business is closed',
} as const;

/** Confirming the close: the business's name, typed as shown (GitHub's and Stripe's "danger zone" habit). */
export const ZCloseBusiness = z.object({
  confirmName: z.string().trim().min(1, 'Type the business name to confirm').max(200, 'That name is too long'),
});
export type TCloseBusiness = z.infer<typeof ZCloseBusiness>;

/** The business a team member works in, as the closing card and the closed screen read it. */
export const ZClosingStatus = z.object({
  companyName: z.string(),
  closedAt: z.string().nullable(),
  /** When every row of it is deleted (closedAt plus the grace period); null while open. */
  deletesAt: z.string().nullable(),
  /** A team admin may close and reopen it. */
  canManage: z.boolean(),
  /** The zone the business chose in Settings (null: not chosen): the closed screen reads times in it. */
  timeZone: z.string().nullable(),
});
export type TClosingStatus = z.infer<typeof ZClosingStatus>;
