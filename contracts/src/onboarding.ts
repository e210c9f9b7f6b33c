import { z } from 'zod';

/** The dashboard's getting-started steps, in the order a new owner usually takes them, with the words the card shows. */
export const GETTING_STARTED_STEPS = [
  { key: 'program', label: 'Create a loyalty program', hint: 'Points, stamps or a free item' },
  { key: 'qrCode', label: 'Print a QR code', hint: 'Customers scan it to join' },
  { key: 'customer', label: 'Add or import customers', hint: 'By hand or from a CSV file' },
  { key: 'visit', label: 'Record the first visit', hint: 'At the counter, on Check-in' },
  { key: 'welcomeMessage', label: 'Write the welcome message', hint: 'Sent when someone joins' },
  { key: 'timeZone', label: 'Set your time zone', hint: 'Every time you see follows it' },
] as const;
export type TGettingStartedStep = (typeof GETTING_STARTED_STEPS)[number]['key'];

/** An agency's own checklist (its clients are where the loyalty steps happen), before the time zone. */
export const AGENCY_GETTING_STARTED_STEPS = [
  { key: 'client', label: 'Add your first client', hint: 'Each client is a business of its own' },
  { key: 'ownerInvited', label: "Invite a client's owner", hint: 'They run their shop; you keep access' },
  { key: 'clientProgram', label: "Set up a client's program", hint: 'Open the client, then Loyalty Programs' },
] as const;
export type TAgencyGettingStartedStep = (typeof AGENCY_GETTING_STARTED_STEPS)[number]['key'];

export const GETTING_STARTED_TITLE = 'Get started';
export const gettingStartedProgress = (done: number, total: number) => `${done} of ${total} done`;

/** Each step done or not, read from the business's own rows. */
export const ZGettingStarted = z.object({
  program: z.boolean(),
  qrCode: z.boolean(),
  customer: z.boolean(),
  visit: z.boolean(),
  welcomeMessage: z.boolean(),
  /** The business has chosen its time zone (until then screens fall back to each browser's clock). */
  timeZone: z.boolean(),
  /**
   * An agency's own steps, read from its clients' rows: one added, an owner invited (pending or accepted), a program in
   * one of them. Null for any other business (and for a client opened by its agency: it has the steps above).
   */
  agency: z.object({ client: z.boolean(), ownerInvited: z.boolean(), clientProgram: z.boolean() }).nullable(),
});
export type TGettingStarted = z.infer<typeof ZGettingStarted>;
