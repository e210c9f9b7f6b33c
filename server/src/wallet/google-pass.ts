import { DEFAULT_BRAND_COLOR, ENGLISH, normalBrandColor } from '@regulars/contracts';
import type { TGoogleWalletConfig } from '../platform/config.ts';
import { passFields } from './pass-fields.ts';
import type { TPassStanding } from './pass-reads.ts';

/** Google keeps at most this many text modules on an object. */
const MAX_TEXT_MODULES = 10;

/** What Google allows in the part of an id after the issuer: letters, digits, '.', '_' and '-'. */
const idPart = (value: string) => value.replace(/[^A-Za-z0-9._-]/g, '_');

/** The business's loyalty class: one per business, shared by its customers' objects. */
export const googleClassId = (google: TGoogleWalletConfig, businessId: string) =>
  `${google.issuerId}.${idPart(businessId)}`;

/** The customer's loyalty object, named by the pass's serial (random, and already URL-safe). */
export const googleObjectId = (google: TGoogleWalletConfig, serial: string) => `${google.issuerId}.${idPart(serial)}`;

export type TGoogleBrand = { businessName: string; brandColor: string | null; logoUri: string };

/**
 * The loyalty class: the business's name, logo and colour. Everything about the brand lives here, so a logo or colour
 * change is one patch of the class, which Google carries to every object of it.
 */
export function googleLoyaltyClass(google: TGoogleWalletConfig, businessId: string, brand: TGoogleBrand) {
  return {
    id: googleClassId(google, businessId),
    issuerName: brand.businessName,
    programName: `${brand.businessName} loyalty card`.slice(0, 60),
    hexBackgroundColor: normalBrandColor(brand.brandColor ?? '') ?? DEFAULT_BRAND_COLOR,
    programLogo: {
      sourceUri: { uri: brand.logoUri },
      contentDescription: { defaultValue: { language: 'en-US', value: brand.businessName } },
    },
    // What Google asks of a class it is still to check; it keeps it usable meanwhile.
    reviewStatus: 'UNDER_REVIEW',
  };
}

/**
 * The customer's loyalty object from their standing, saying what the Apple pass says (pass-fields.ts): the first
 * program's balance ("7 of 10 stamps") as the points, its next reward beside it, every program and reward code in the
 * text modules, the QR key the counter scans. Null standing: the customer was deleted, the card is inactive and
 * holds nothing of theirs.
 */
export function googleLoyaltyObject(
  google: TGoogleWalletConfig,
  pass: { businessId: string; serial: string },
  standing: TPassStanding | null,
) {
  const ids = { id: googleObjectId(google, pass.serial), classId: googleClassId(google, pass.businessId) };
  if (!standing) {
    return {
      ...ids,
      state: 'INACTIVE',
      accountName: 'Former member',
      loyaltyPoints: { label: ENGLISH.t('pass.loyaltyCard'), balance: { string: ENGLISH.t('pass.noLongerActive') } },
      textModulesData: [],
    };
  }
  const fields = passFields(standing);
  const [balance] = fields.primaryFields;
  const [next] = fields.secondaryFields;
  const [rewards] = fields.auxiliaryFields;
  const key = standing.customer.uniqueCustomerId;
  return {
    ...ids,
    state: 'ACTIVE',
    accountId: key,
    accountName: standing.customer.firstName?.trim() || key,
    loyaltyPoints: { label: balance.label, balance: { string: balance.value } },
    secondaryLoyaltyPoints: next
      ? { label: next.label, balance: { string: next.value } }
      : { label: rewards.label, balance: { string: rewards.value } },
    barcode: { type: 'QR_CODE', value: key, alternateText: key },
    textModulesData: fields.backFields
      .slice(0, MAX_TEXT_MODULES)
      .map((f) => ({ id: idPart(f.key).slice(0, 60), header: f.label, body: f.value })),
  };
}
