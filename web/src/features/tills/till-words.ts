import { type TAppMessageKey, TILL_NAMES, type TTillProvider } from '@regulars/contracts';
import type { TAppWords } from '../../lib/app-words.tsx';

/** The tills the card shows, in its order. */
export const TILL_PROVIDERS = ['square', 'shopify'] as const satisfies readonly TTillProvider[];

/** What each till's words are called; every till has its own key for each (its name said in it, its own terms). */
type TTillKeys = {
  /** The one line under the till's name in its section. */
  tagline: TAppMessageKey;
  /** What the owner connects there (Square's account, Shopify's store) as a heading, and the line under it. */
  accountTitle: TAppMessageKey;
  accountDescription: TAppMessageKey;
  /** What the till has sent so far: the line under "Sales". */
  salesDescription: TAppMessageKey;
  /** What happens when connecting, step by step. */
  steps: readonly TAppMessageKey[];
  /** What disconnecting does at the till, and what stays. */
  disconnectWarning: TAppMessageKey;
  /** How a customer claims a sale in the portal: the hint of the portal claims' checkbox. */
  portalClaimsHint: TAppMessageKey;
  /** When the till lists no locations. */
  noLocations: TAppMessageKey;
  // The contract's messages of this till (tillMessages), in the user's language.
  notConfigured: TAppMessageKey;
  connectFailed: TAppMessageKey;
  disconnected: TAppMessageKey;
  disconnectFailed: TAppMessageKey;
};

const TILL_KEYS: Record<TTillProvider, TTillKeys> = {
  square: {
    tagline: 'integrations.tills.square.tagline',
    accountTitle: 'integrations.tills.square.accountTitle',
    accountDescription: 'integrations.tills.square.accountDescription',
    salesDescription: 'integrations.tills.square.salesDescription',
    steps: ['integrations.tills.square.step1', 'integrations.tills.square.step2', 'integrations.tills.square.step3'],
    disconnectWarning: 'integrations.tills.square.disconnectWarning',
    portalClaimsHint: 'integrations.tills.square.portalClaimsHint',
    noLocations: 'integrations.tills.square.noLocations',
    notConfigured: 'integrations.tills.square.notConfigured',
    connectFailed: 'integrations.tills.square.connectFailed',
    disconnected: 'integrations.tills.square.disconnected',
    disconnectFailed: 'integrations.tills.square.disconnectFailed',
  },
  shopify: {
    tagline: 'integrations.tills.shopify.tagline',
    accountTitle: 'integrations.tills.shopify.accountTitle',
    accountDescription: 'integrations.tills.shopify.accountDescription',
    salesDescription: 'integrations.tills.shopify.salesDescription',
    steps: ['integrations.tills.shopify.step1', 'integrations.tills.shopify.step2', 'integrations.tills.shopify.step3'],
    disconnectWarning: 'integrations.tills.shopify.disconnectWarning',
    portalClaimsHint: 'integrations.tills.shopify.portalClaimsHint',
    noLocations: 'integrations.tills.shopify.noLocations',
    notConfigured: 'integrations.tills.shopify.notConfigured',
    connectFailed: 'integrations.tills.shopify.connectFailed',
    disconnected: 'integrations.tills.shopify.disconnected',
    disconnectFailed: 'integrations.tills.shopify.disconnectFailed',
  },
};

/** A till's own words in the user's language, with its name ('Square', 'Shopify': the same in every language). */
export function tillWords(words: TAppWords, provider: TTillProvider) {
  const keys = TILL_KEYS[provider];
  const { t } = words;
  return {
    name: TILL_NAMES[provider],
    tagline: t(keys.tagline),
    accountTitle: t(keys.accountTitle),
    accountDescription: t(keys.accountDescription),
    salesDescription: t(keys.salesDescription),
    steps: keys.steps.map((key) => t(key)),
    disconnectWarning: t(keys.disconnectWarning),
    portalClaimsHint: t(keys.portalClaimsHint),
    noLocations: t(keys.noLocations),
    notConfigured: t(keys.notConfigured),
    connectFailed: t(keys.connectFailed),
    disconnected: t(keys.disconnected),
    disconnectFailed: t(keys.disconnectFailed),
  };
}
