import { z } from 'zod';

/** A customer asking, in the portal, to be deleted; the business sees the request and it is carried out in 30 days. */
export const DELETION_COPY = {
  portalButton: 'Delete my account',
  dialogTitle: 'Delete your account?',
  dialogBody: (business: string) =>
    `Your details, consents and messages at ${business} will be erased in 30 days, and your points, stamps and rewards will be gone for good. ${business} may do it sooner. Until then you can change your mind here.`,
  confirm: 'Yes, delete my account',
  keep: 'Keep my account',
  requested: 'Deletion requested',
  portalPending: (requestedOn: string, dueOn: string) =>
    `You asked to delete your account on ${requestedOn}. It will be deleted on ${dueOn}.`,
  requestedToast: 'Your request is in. Your account will be deleted in 30 days.',
  keptToast: 'Your account stays as it is.',
  listBanner: (n: number) => (n === 1 ? '1 customer asked to be deleted' : `${n} customers asked to be deleted`),
  listBannerBody: 'Each is deleted automatically 30 days after asking, unless you delete them sooner.',
  detailBanner: (requestedOn: string, dueOn: string) =>
    `Asked to be deleted on ${requestedOn}; deleted automatically on ${dueOn} unless you do it sooner.`,
  deleteNow: 'Delete now',
} as const;

export const ZDeletionRequestAnswer = z.object({ deletionRequestedAt: z.string(), deletionDueAt: z.string() });
export type TDeletionRequestAnswer = z.infer<typeof ZDeletionRequestAnswer>;

export const ZDeletionRequests = z.object({
  requests: z.array(
    z.object({
      id: z.string(),
      uniqueCustomerId: z.string(),
      firstName: z.string().nullable(),
      lastName: z.string().nullable(),
      requestedAt: z.string(),
      dueAt: z.string(),
    }),
  ),
});
export type TDeletionRequests = z.infer<typeof ZDeletionRequests>;
