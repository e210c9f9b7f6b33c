import { z } from 'zod';
import { ZPublicBrand } from './branding.ts';
import { ZLanguage } from './i18n/language-schema.ts';

/**
 * A business's own domain for its customer-facing pages (issue 53, "Their own domain"): its sign-up form, portal,
 * wallet page, unsubscribe page, and every link and QR code, on loyalty.example.com instead of the platform's address.
 * Settings → "Your own domain", on a white-label plan.
 */
export const CUSTOM_DOMAIN_MESSAGES = {
  hostnameRequired: 'Enter a domain like loyalty.yourbusiness.com',
  hostnameInvalid: 'Enter a domain like loyalty.yourbusiness.com, without https:// or a path',
  hostnameOurs: 'Use a domain of your own, not one of ours',
  hostnameTaken: 'Another business already uses this domain',
  notOnPlan: 'Your own domain comes with a white-label plan. Upgrade your plan to add one.',
  notFound: 'No domain has been added yet',
  recordMissing:
    'We could not find the TXT record yet. DNS changes can take up to an hour to appear; we keep checking.',
  recordWrong: 'The TXT record is there but its value is not the one shown. Copy the value again.',
  lookupFailed: 'We could not look up this domain just now. We will try again.',
  added: 'Domain added. Create the two DNS records below.',
  checking: 'Checking the DNS records…',
  removed: 'Domain removed. Links and QR codes use the platform address again.',
} as const;

/** The longest name DNS allows. */
export const HOSTNAME_MAX = 253;

export const ZSaveCustomDomain = z.object({
  hostname: z
    .string({ error: CUSTOM_DOMAIN_MESSAGES.hostnameRequired })
    .trim()
    .min(1, CUSTOM_DOMAIN_MESSAGES.hostnameRequired)
    .max(HOSTNAME_MAX, CUSTOM_DOMAIN_MESSAGES.hostnameInvalid),
});
export type TSaveCustomDomain = z.input<typeof ZSaveCustomDomain>;

/** A DNS record the owner creates at their DNS host: its type, the name to create and the value to give it. */
export const ZDnsRecord = z.object({
  type: z.enum(['TXT', 'CNAME']),
  name: z.string(),
  value: z.string(),
  /** Why this record: TXT proves the domain is theirs, CNAME sends its visitors here. */
  purpose: z.enum(['ownership', 'traffic']),
});
export type TDnsRecord = z.infer<typeof ZDnsRecord>;

export const ZCustomDomain = z.object({
  hostname: z.string(),
  /** pending: added, its TXT record not seen yet; verified: links and QR codes carry it. */
  status: z.enum(['pending', 'verified']),
  /** Where the customer-facing pages live once verified (https://loyalty.example.com). */
  address: z.string(),
  records: z.array(ZDnsRecord),
  /** Why the last check did not verify it, in plain words; null when verified or not checked yet. */
  problem: z.string().nullable(),
  lastCheckedAt: z.string().nullable(),
  verifiedAt: z.string().nullable(),
  /** A check is queued or running. */
  checking: z.boolean(),
});
export type TCustomDomain = z.infer<typeof ZCustomDomain>;

export const ZCustomDomainState = z.object({
  /** The plan allows an own domain (white-label). */
  allowed: z.boolean(),
  domain: ZCustomDomain.nullable(),
});
export type TCustomDomainState = z.infer<typeof ZCustomDomainState>;

/**
 * GET /api/public/host-brand: on a business's own domain, whose pages these are (the portal's way in shows its name,
 * mark and language); 404 on the platform's address.
 */
export const ZHostBrand = z.object({
  name: z.string(),
  brand: ZPublicBrand,
  language: ZLanguage,
});
export type THostBrand = z.infer<typeof ZHostBrand>;
