import { z } from 'zod';
import { hasUnsavableCharacters } from './customer-import.ts';

/** Agencies (issue 32): a business whose plan runs client businesses, each a full business of its own. */
export const AGENCY_LIMITS = { companyName: 120, search: 100, pageSize: 25, creditsGiven: 100_000 } as const;

const credits = (n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? 'credit' : 'credits'}`;

export const AGENCY_MESSAGES = {
  notAnAgency:
    'Your plan does not include client businesses. Upgrade to the Agency plan to run businesses for clients.',
  clientOfClient: 'A client business cannot run client businesses of its own',
  nameRequired: 'Enter the client business name',
  nameTooLong: `The business name must be at most ${AGENCY_LIMITS.companyName} characters`,
  unsavableCharacter: 'Remove the unsupported character and try again',
  clientNotFound: 'Client business not found',
  billedWithAgency: (agency: string) => `This business is billed with ${agency}. Ask them to change the plan.`,
  added: (name: string) => `${name} added`,
  opened: (name: string) => `You are working in ${name}`,
  backToAgency: (name: string) => `Back to ${name}`,
  ownerInvited: (email: string) => `Invitation sent to ${email}`,
  releaseNeedsOwner: 'Invite its owner first: once they have joined, the business can move to its own subscription.',
  released: (name: string) => `${name} now has its own subscription`,
  releaseConfirm:
    'It leaves your agency: you can no longer open it, and it stops counting against your plan. The credits you gave it and it has not used come back to you. Its counter devices, staff PINs, API keys and webhook endpoints end, and the sessions your team has open in it close: its owner sets up their own. It keeps all its data and starts on the Free plan, with no credits, until its owner picks a plan.',
  creditsAmount: `Enter a whole number of credits from 1 to ${AGENCY_LIMITS.creditsGiven.toLocaleString('en-US')}`,
  creditsShort: (balance: number, wanted: number) =>
    `Your agency has ${credits(balance)}, not enough to give ${wanted.toLocaleString('en-US')}. A paid plan's credits come with its first payment.`,
  creditsToClosed: (name: string) => `${name} is closed: it cannot take credits`,
  creditsGiven: (n: number, name: string) => `${credits(n)} given to ${name}`,
  creditsFailed: 'Could not give the credits',
  releaseFailed: 'Could not move the business to its own subscription',
  loadFailed: 'Could not load your client businesses',
  addFailed: 'Could not add the client business',
  openFailed: 'Could not open that business',
  empty: 'Add the first business you run for a client: its loyalty program, customers and messages, run from here.',
  noMatch: 'No client businesses match your search',
  managerNotOnTeam: 'Choose account managers from your agency’s team',
  tooManyManagers: 'Choose at most 50 account managers',
} as const;

/** The refusal above the plan's max_clients. */
export function clientLimitMessage(limit: number): string {
  const clients = limit === 1 ? '1 client business' : `${limit} client businesses`;
  return `Your plan includes ${clients}. Upgrade your plan or ask us to raise it to add more.`;
}

/** '3 of 50 client businesses', or '3 client businesses (unlimited)'. */
export function clientUsage(used: number, max: number): string {
  const n = used === 1 ? '1 client business' : `${used} client businesses`;
  if (max === -1) return `${n} (unlimited)`;
  return `${used} of ${max} client businesses`;
}

export const ZCreateClient = z.object({
  companyName: z
    .string({ error: AGENCY_MESSAGES.nameRequired })
    .trim()
    .min(1, { error: AGENCY_MESSAGES.nameRequired, abort: true })
    .max(AGENCY_LIMITS.companyName, { error: AGENCY_MESSAGES.nameTooLong, abort: true })
    .refine((value) => !hasUnsavableCharacters(value), AGENCY_MESSAGES.unsavableCharacter),
});
export type TCreateClient = z.infer<typeof ZCreateClient>;

export const ZClientListQuery = z.object({
  search: z.string().trim().max(AGENCY_LIMITS.search, 'Search at most 100 characters').optional().default(''),
  page: z.coerce.number().int().min(1).max(10_000).optional().default(1),
});

/** Something about a client the agency should look at. */
export const ZClientAlert = z.object({
  kind: z.enum(['customer_limit', 'sms_limit', 'failing_messages', 'trial_ending', 'closed', 'suspended']),
  /** The English sentence, for the API's readers. */
  message: z.string(),
  /** What the sentence counts, for a screen that says it in another language: failed messages, or a trial's days left (0 once it ended). */
  count: z.number().int().optional(),
});
export type TClientAlert = z.infer<typeof ZClientAlert>;

export const ZAgencyClient = z.object({
  id: z.string(),
  companyName: z.string(),
  createdAt: z.string(),
  /** The plan's customer count (what the customer limit counts). */
  customers: z.number().int(),
  maxCustomers: z.number().int(),
  visitsThisMonth: z.number().int(),
  messagesThisMonth: z.number().int(),
  smsThisMonth: z.number().int(),
  maxSmsMonthly: z.number().int(),
  credits: z.number().int(),
  /** People who can sign in to the client on their own (its team), beside the agency's. */
  teamMembers: z.number().int(),
  /** Invitations to its team sent and not yet accepted (nor expired or revoked): the owner was invited. */
  invitationsPending: z.number().int(),
  alerts: z.array(ZClientAlert),
  /** Its account managers (issue 53): the agency's team members who see and open it besides the agency's admins. */
  managers: z.array(z.object({ userId: z.string(), name: z.string() })),
});
export type TAgencyClient = z.infer<typeof ZAgencyClient>;

export const ZAgencyClients = z.object({
  /** `credits`: the agency's own balance, what it can give its clients. */
  agency: z.object({ id: z.string(), companyName: z.string(), credits: z.number().int() }),
  clients: z.array(ZAgencyClient),
  /** Clients matching the search (all pages). */
  total: z.number().int(),
  /** All the agency's clients, what max_clients counts; for an account manager, all the clients assigned to them. */
  used: z.number().int(),
  maxClients: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** The caller may add clients and invite owners (the agency's team admin). */
  canManage: z.boolean(),
  /** The client this session has open, if any. */
  openClientId: z.string().nullable(),
  /**
   * The agency's account managers the admin can assign (its team members who are not admins); empty for anyone else.
   * An account manager's own list holds only the clients assigned to them.
   */
  teamManagers: z.array(z.object({ userId: z.string(), name: z.string(), email: z.string() })),
  /** The list holds only the clients assigned to the caller, an account manager (`used` counts those). */
  assignedOnly: z.boolean(),
});
export type TAgencyClients = z.infer<typeof ZAgencyClients>;

export const ZCreateClientResponse = z.object({ client: z.object({ id: z.string(), companyName: z.string() }) });

/** Open a client business in this session, or null to go back to the agency's own. */
export const ZOpenClient = z.object({ businessId: z.string().min(1).max(100).nullable() });
export const ZOpenClientResponse = z.object({
  openClient: z.object({ id: z.string(), companyName: z.string() }).nullable(),
});

/** Who manages a client: the agency's team members chosen (the whole list; none leaves it to the admins). */
export const ZClientManagers = z.object({
  userIds: z
    .array(z.string().min(1).max(100), { error: AGENCY_MESSAGES.managerNotOnTeam })
    .max(50, AGENCY_MESSAGES.tooManyManagers),
});
export type TClientManagers = z.infer<typeof ZClientManagers>;
export const ZClientManagersResponse = z.object({ managers: ZAgencyClient.shape.managers });

/** Credits the agency gives one client from its own balance. */
export const ZGiveClientCredits = z.object({
  credits: z
    .number({ error: AGENCY_MESSAGES.creditsAmount })
    .int(AGENCY_MESSAGES.creditsAmount)
    .min(1, AGENCY_MESSAGES.creditsAmount)
    .max(AGENCY_LIMITS.creditsGiven, AGENCY_MESSAGES.creditsAmount),
});
export type TGiveClientCredits = z.infer<typeof ZGiveClientCredits>;

/** The balances after a gift: the agency's and the client's. */
export const ZGiveClientCreditsResponse = z.object({
  agencyCredits: z.number().int(),
  client: z.object({ id: z.string(), companyName: z.string(), credits: z.number().int() }),
});
export type TGiveClientCreditsResponse = z.infer<typeof ZGiveClientCreditsResponse>;
