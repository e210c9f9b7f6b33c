import type { TTeamRole } from '@regulars/contracts';
import type { TDatabase, TDb } from '../db/client.ts';
import type { TAuth } from './better-auth.ts';
import type { TConfig } from './config.ts';
import type { TFingerprints } from './fingerprints.ts';
import type { TLogger } from './logger.ts';
import type { TSecretBox } from './secret-box.ts';
import type { TSession, TSessionReader } from './session-reader.ts';

/**
 * Everything a request handler may need, built once at start. The adapters above platform add their own members
 * (interface merging, as the domains add their jobs to TJobPayloads): `queue` (jobs/queue.ts), `email`,
 * `customerEmail` (providers/email) and `sms` (providers/sms), so platform imports neither.
 */
export interface TDeps {
  config: TConfig;
  logger: TLogger;
  database: TDatabase;
  db: TDb;
  auth: TAuth;
  /** The signed-in caller from the request's cookie, in one query (null when signed out). */
  readSession: TSessionReader;
  /** Signs and reads the email open pixels' tokens (messaging/tracking-token.ts). */
  tracking: TMessageLinks;
  /** Encrypts secrets businesses give us (their SendGrid key) under a key derived from the app's secret. */
  secrets: TSecretBox;
  /** Keyed hashes of erased data still to be recognised (a deleted customer's phone), from the app's secret. */
  fingerprints: TFingerprints;
  /** A wallet pass's tokens, derived from the app's secret and the pass's serial (wallet/pass-tokens.ts). */
  walletTokens: TPassTokens;
}

/** Apple's authentication token of a pass, its download link's token and a test pass's: derived, never stored. */
export type TPassTokens = {
  authenticationToken(serial: string): string;
  /** Whether `Authorization: ApplePass <token>` carries this serial's token (constant time). */
  checkAuthorization(serial: string, header: string | undefined): boolean;
  downloadToken(serial: string): string;
  /** The serial a download token names, or null when it was not made by downloadToken. */
  serialOfDownloadToken(token: string): string | null;
  /** A super admin's test pass link's token: signed for that purpose only, never a customer's download token. */
  testPassToken(serial: string): string;
  /** The serial a test pass token names, or null when it was not made by testPassToken. */
  serialOfTestPassToken(token: string): string | null;
};

/** The signed links of an email: its open pixel and its unsubscribe link, and the log a token names (null: forged). */
export type TMessageLinks = {
  /** Where the links point unless told: APP_URL. `address`: the business's own domain once verified (issue 53). */
  appUrl: string;
  pixelUrl(logId: string, address?: string): string;
  logIdFromToken(token: string): string | null;
  unsubscribeUrl(logId: string, address?: string): string;
  logIdFromUnsubscribeToken(token: string): string | null;
  /** A campaign message's tracked link to its campaign's `index`-th link (campaigns/click-token.ts). */
  clickUrl(logId: string, index: number, destination: string, address?: string): string;
  /** `host`: the destination host the link showed; null for a link of the first version (`/r/<token>`). */
  clickFromToken(token: string, host: string | null): { logId: string; index: number } | null;
};

export type TSessionUser = { id: string; email: string; name: string };

/** A browser set up as a business's counter (counter/counter-device-guard.ts), and who is signed in on it. */
export type TCounterDevice = {
  id: string;
  businessId: string;
  locationId: string | null;
  suspended: boolean;
  /** Closed by a team admin (issue 33): the device is refused everything until it is reopened. */
  closed: boolean;
  /** The business's locale: a device speaks the business's language (issue 52). */
  locale: string;
  shiftMinutes: number;
  shift: { staffId: string; userId: string | null; name: string; isManager: boolean; endsAt: Date | null } | null;
};

export type TAppEnv = {
  Variables: {
    deps: TDeps;
    /** Set by requireUser / requireBusiness / requireSuperAdmin. */
    user: TSessionUser | null;
    /** The session, read at most once per request (platform/session.ts). */
    session: Promise<TSession | null> | undefined;
    /** The business whose data this request works on (the tenant's business for a team member). */
    businessId: string;
    /** The caller's role in that business's team. */
    teamRole: TTeamRole;
    /**
     * The region that business reads phones typed without a country code in, when the session read it with the
     * business (requireBusiness); unset elsewhere, where phoneRegionOf reads it.
     */
    phoneRegion: string | undefined;
    /** The route answers a session that still owes its second step (platform/session.ts requireUserBeforeTwoStep). */
    beforeTwoStep: boolean | undefined;
    /**
     * The business whose own domain the request came in on (issue 53; custom-domains/host-business.ts), null on the
     * platform's address: customer-facing routes then answer only that business's things.
     */
    hostBusinessId: string | null | undefined;
    /** This browser's counter device, read at most once per request (counter/counter-device-guard.ts). */
    counterDevice: Promise<TCounterDevice | null> | undefined;
  };
};
