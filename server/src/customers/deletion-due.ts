/** How long a business has to act on a customer's request to be deleted before it is carried out for it. */
export const DELETION_GRACE_DAYS = 30;

/** When a request made at `requestedAt` is carried out. */
export function deletionDueOn(requestedAt: Date): Date {
  return new Date(requestedAt.getTime() + DELETION_GRACE_DAYS * 24 * 60 * 60_000);
}
