import { z } from 'zod';

/** A customer asking, in the portal, to be deleted; the business sees the request and it is carried out in 30 days. */
export const DELETION_COPY = {
  requested: 'Deletion requested',
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
