import { z } from 'zod';
import {
  EMAIL_TOO_LONG,
  MAX_EMAIL_LENGTH,
  MAX_PASSWORD_LENGTH,
  PASSWORD_TOO_LONG,
  ZEmailAddress,
  ZNewPassword,
} from './auth.ts';
import { ZPublicBrand } from './branding.ts';
import { ZSecondStepNeeded, ZSecondStepRequest } from './two-step.ts';

/**
 * A team's roles: the admin (everything), members (the business's work; in an agency, account managers of the clients
 * assigned to them) and analysts (issue 53: look at everything, change nothing).
 */
export const ZTeamRole = z.enum(['admin', 'member', 'analyst']);
export type TTeamRole = z.infer<typeof ZTeamRole>;

/** What an analyst's session is told when it tries to change something (platform/session.ts). */
export const VIEW_ONLY_MESSAGE = 'Your role is view only: you can look at everything but change nothing';

export const ZTeamMember = z.object({
  id: z.string(),
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  role: ZTeamRole,
  status: z.enum(['active', 'inactive']),
  invitedAt: z.string(),
  acceptedAt: z.string().nullable(),
  /** The signed-in user's own row. */
  isYou: z.boolean(),
  /** Whether the member signs in with a second step (issue 53), so the admin sees who a requirement would stop. */
  twoStepOn: z.boolean(),
});
export type TTeamMember = z.infer<typeof ZTeamMember>;

export const ZTeamInvitation = z.object({
  id: z.string(),
  email: z.string(),
  role: ZTeamRole,
  status: z.enum(['pending', 'accepted', 'revoked']),
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type TTeamInvitation = z.infer<typeof ZTeamInvitation>;

/** Active members plus pending, unexpired invitations, against the tier's features.max_seats. */
export const ZSeatUsage = z.object({ used: z.number().int(), max: z.number().int() });
export type TSeatUsage = z.infer<typeof ZSeatUsage>;

/** GET /api/company: the company profile; `invitations` is empty for members. */
export const ZCompanyProfile = z.object({
  company: z.object({
    tenantId: z.string(),
    companyName: z.string(),
    adminEmail: z.string(),
    createdAt: z.string(),
    subscriptionStatus: z.string(),
    tierName: z.string().nullable(),
    /** The team admin requires two-step sign-in of everyone who works in the business (issue 53). */
    twoStepRequired: z.boolean(),
  }),
  viewer: z.object({ role: ZTeamRole, isAdmin: z.boolean() }),
  seats: ZSeatUsage,
  members: z.array(ZTeamMember),
  invitations: z.array(ZTeamInvitation),
});
export type TCompanyProfile = z.infer<typeof ZCompanyProfile>;

/** Require two-step sign-in of everyone who works in the business, or stop requiring it (team admin). */
export const ZTeamTwoStepRequirement = z.object({ required: z.boolean({ error: 'Say whether it is required' }) });
export type TTeamTwoStepRequirement = z.infer<typeof ZTeamTwoStepRequirement>;

export const ZCompanySetupResponse = z.object({ tenantId: z.string(), created: z.boolean() });

/** `role`: what the invitation makes them, a member unless an analyst (view only) is chosen. */
export const ZInviteRequest = z.object({
  email: ZEmailAddress,
  role: z.enum(['member', 'analyst'], { error: 'Choose a role' }).default('member'),
});
export type TInviteRequest = z.input<typeof ZInviteRequest>;

export const ZInvitationResponse = z.object({ invitation: ZTeamInvitation });

const ZToken = z.string({ error: 'Invalid invitation link' }).trim().min(1, 'Invalid invitation link').max(200);

export const ZInvitationLookupRequest = z.object({ token: ZToken });

/** What the accept page shows before anyone signs in. */
/**
 * What an invitation link shows before it is accepted. `brand`: the inviting business's, so a white-label plan's page
 * carries its name and logo instead of the platform's (issue 53).
 */
export const ZInvitationDetails = z.object({
  companyName: z.string(),
  email: z.string(),
  role: ZTeamRole,
  brand: ZPublicBrand,
});
export type TInvitationDetails = z.infer<typeof ZInvitationDetails>;

export const ZAcceptWithNewAccount = z.object({
  token: ZToken,
  firstName: z.string().trim().max(100, 'First name must be at most 100 characters').default(''),
  lastName: z.string().trim().max(100, 'Last name must be at most 100 characters').default(''),
  password: ZNewPassword,
});
export type TAcceptWithNewAccount = z.input<typeof ZAcceptWithNewAccount>;

export const ZAcceptWithSignIn = z.object({
  token: ZToken,
  email: z
    .string()
    .trim()
    .toLowerCase()
    .min(1, 'Email and password are required')
    .max(MAX_EMAIL_LENGTH, EMAIL_TOO_LONG),
  password: z.string().min(1, 'Email and password are required').max(MAX_PASSWORD_LENGTH, PASSWORD_TOO_LONG),
});
export type TAcceptWithSignIn = z.input<typeof ZAcceptWithSignIn>;

/**
 * Accepting by signing in must use the invited address: the server refuses any other with this message, so
 * the form says so before asking (once both fields are filled).
 */
export function acceptWithSignInAs(invitedEmail: string) {
  return ZAcceptWithSignIn.refine((body) => body.email === invitedEmail.trim().toLowerCase(), {
    error: INVITATION_MESSAGES.wrongEmail(invitedEmail),
    path: ['email'],
    when: (payload) => payload.issues.length === 0,
  });
}

export const ZAcceptInvitationResponse = z.object({ redirectTo: z.literal('/dashboard') });
/** The Sign In tab's answer: in, or (two-step sign-in) the code to give next, at /invitations/accept/second-step. */
export const ZAcceptWithSignInAnswer = z.union([ZAcceptInvitationResponse, ZSecondStepNeeded]);
export type TAcceptWithSignInAnswer = z.infer<typeof ZAcceptWithSignInAnswer>;
/** The Sign In tab's second step: the invitation's token with the code. */
export const ZAcceptSecondStep = z.object({ token: ZToken }).and(ZSecondStepRequest);
export type TAcceptSecondStep = z.input<typeof ZAcceptSecondStep>;

/** The account name: 'first last' trimmed, else the part of the email before the @. */
export function invitedAccountName(firstName: string, lastName: string, email: string): string {
  return `${firstName.trim()} ${lastName.trim()}`.trim() || email.split('@')[0];
}

/** The seat bar's colour: red at 100% or more, yellow at 80% or more, otherwise orange. */
export function seatBarTone(used: number, max: number): 'red' | 'yellow' | 'orange' {
  const percent = max > 0 ? (used / max) * 100 : 100;
  if (percent >= 100) return 'red';
  if (percent >= 80) return 'yellow';
  return 'orange';
}

export const SEAT_LIMIT_MESSAGE = "You've reached your seat limit. Upgrade your plan to invite more team members.";
export const INVITATION_MESSAGES = {
  invalidLink: 'Invalid invitation link',
  notFound: 'Invitation not found',
  usedOrRevoked: 'This invitation has already been used or revoked',
  expired: 'This invitation has expired',
  wrongEmail: (email: string) => `Please log in with the invited email address: ${email}`,
} as const;
