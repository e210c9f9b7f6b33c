import { TILL_NAMES, type TTillProvider, tillMessages } from '@regulars/contracts';

/** The tills the card shows, in its order. */
export const TILL_PROVIDERS = ['square', 'shopify'] as const satisfies readonly TTillProvider[];

type TTillWords = {
  /** 'Square', 'Shopify'. */
  name: string;
  /** The one line under the till's name in its section. */
  tagline: string;
  /** What the owner connects there: Square's account, Shopify's store (and the same as a heading). */
  account: string;
  accountTitle: string;
  /** Where its sales come from, after "your": Square's till, Shopify's store. */
  till: string;
  /** What happens when connecting, step by step. */
  steps: readonly string[];
  /** What disconnecting does at the till. */
  disconnect: string;
  /** The number a customer claims a sale with in the portal, after "the customer types". */
  receiptWords: string;
};

/** The card's own words for each till; the contract's messages (tillMessages) are the rest. */
export const TILL_WORDS: Record<TTillProvider, TTillWords> = {
  square: {
    name: TILL_NAMES.square,
    tagline: 'Payments at your Square point of sale.',
    account: 'account',
    accountTitle: 'Account',
    till: 'till',
    steps: [
      'Sign in to Square and allow Regulars to read, never change, your sales and customers.',
      'Choose which of your locations each Square location counts at.',
      'From then on, each sale earns for the customer Square knows, with nothing to type.',
    ],
    disconnect: 'Regulars gives up its access at Square and sales at your till stop earning by themselves.',
    receiptWords: 'the receipt number from their Square receipt',
  },
  shopify: {
    name: TILL_NAMES.shopify,
    tagline: 'Orders paid in your Shopify store.',
    account: 'store',
    accountTitle: 'Store',
    till: 'store',
    steps: [
      'Enter your store’s address and install the Regulars app on Shopify: it reads, never changes, your orders and customers.',
      'Choose which of your locations each Shopify location counts at.',
      'From then on, each order earns for the customer Shopify knows, with nothing to type.',
    ],
    disconnect: 'Regulars uninstalls its app from your Shopify store and its orders stop earning by themselves.',
    receiptWords: 'their order number, such as #1001,',
  },
};

/** A till's words and its messages (Shopify's own where the contract has them), in one place. */
export const tillWords = (provider: TTillProvider) => ({ ...TILL_WORDS[provider], messages: tillMessages(provider) });
