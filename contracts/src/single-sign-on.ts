import { z } from 'zod';

/**
 * Sign-in with the agency's own OpenID Connect provider (issue 53): Google Workspace, Microsoft Entra, Okta or any
 * standard issuer. The agency's admin sets it up on the Company page; its staff then sign in from "Sign in with single
 * sign-on" with their work email. Only the agency's own team can sign in through it.
 */
export const SSO_MESSAGES = {
  issuerRequired: "Enter your provider's issuer address, like https://login.example.com",
  issuerInvalid: 'Enter the issuer as a full address starting with https://, like https://login.example.com',
  clientIdRequired: 'Enter the client ID your provider gave you',
  clientSecretRequired: 'Enter the client secret your provider gave you',
  domainRequired: 'Enter the email domain your team signs in with, like youragency.com',
  domainInvalid: 'Enter a domain like youragency.com, without @ or https://',
  discoveryFailed:
    "We could not read your provider's settings from this issuer address. Check it and that the provider is reachable.",
  saved: 'Single sign-on saved. Your team can sign in with your provider.',
  removed: 'Single sign-on turned off. Your team signs in with their passwords.',
  notSetUp: 'Single sign-on is not set up for this email. Sign in with your password.',
  emailRequired: 'Enter your work email',
  // The return from the provider: /login?sso=<reason> shows one of these.
  failed: 'Single sign-on did not finish. Try again, or sign in with your password.',
  expired: 'That sign-in took too long. Start single sign-on again.',
  denied: 'Your provider did not sign you in. Try again, or sign in with your password.',
  notMember:
    "Your provider signed you in with an email that is not on this team. Ask your team's admin to invite that email.",
  notAllowed: 'This account signs in with its password and two-step sign-in, not single sign-on.',
} as const;

/** Why a return from the provider did not sign in: /login?sso=<reason>. */
export const SSO_REFUSAL_REASONS = ['failed', 'expired', 'denied', 'notMember', 'notAllowed'] as const;
export type TSsoRefusalReason = (typeof SSO_REFUSAL_REASONS)[number];

export const SSO_CLIENT_ID_MAX = 300;
export const SSO_CLIENT_SECRET_MAX = 500;
export const SSO_ISSUER_MAX = 500;

/** PUT /api/agency/sso. The client secret may be left empty to keep the saved one. */
export const ZSaveSso = z.object({
  issuer: z
    .string({ error: SSO_MESSAGES.issuerRequired })
    .trim()
    .min(1, SSO_MESSAGES.issuerRequired)
    .max(SSO_ISSUER_MAX, SSO_MESSAGES.issuerInvalid)
    .refine((v) => /^https?:\/\/[^\s/]+/i.test(v), SSO_MESSAGES.issuerInvalid),
  clientId: z
    .string({ error: SSO_MESSAGES.clientIdRequired })
    .trim()
    .min(1, SSO_MESSAGES.clientIdRequired)
    .max(SSO_CLIENT_ID_MAX, SSO_MESSAGES.clientIdRequired),
  clientSecret: z.string().trim().max(SSO_CLIENT_SECRET_MAX, SSO_MESSAGES.clientSecretRequired).default(''),
  emailDomain: z
    .string({ error: SSO_MESSAGES.domainRequired })
    .trim()
    .min(1, SSO_MESSAGES.domainRequired)
    .max(253, SSO_MESSAGES.domainInvalid)
    .refine(
      (v) => /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i.test(v),
      SSO_MESSAGES.domainInvalid,
    ),
});
export type TSaveSso = z.input<typeof ZSaveSso>;

export const ZSsoSettings = z.object({
  issuer: z.string(),
  clientId: z.string(),
  emailDomain: z.string(),
  /** The secret is never sent back: only that one is saved. */
  hasClientSecret: z.boolean(),
  updatedAt: z.string(),
  /** The last sign-in through it (null: nobody yet). */
  lastSignInAt: z.string().nullable(),
});
export type TSsoSettings = z.infer<typeof ZSsoSettings>;

/** GET /api/agency/sso: the settings (null: not set up) and the address to register at the provider. */
export const ZSsoState = z.object({
  settings: ZSsoSettings.nullable(),
  /** The redirect URI the provider's app registration must list. */
  redirectUri: z.string(),
});
export type TSsoState = z.infer<typeof ZSsoState>;

/** POST /api/auth/sso/start: the work email, and where to land after (an app path). */
export const ZSsoStart = z.object({
  email: z
    .string({ error: SSO_MESSAGES.emailRequired })
    .trim()
    .min(1, SSO_MESSAGES.emailRequired)
    .max(254, SSO_MESSAGES.emailRequired)
    .email(SSO_MESSAGES.emailRequired),
});
export type TSsoStart = z.input<typeof ZSsoStart>;

/** Where the browser goes next: the provider's sign-in page. */
export const ZSsoStartAnswer = z.object({ url: z.string() });
export type TSsoStartAnswer = z.infer<typeof ZSsoStartAnswer>;
