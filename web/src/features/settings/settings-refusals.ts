import {
  ADMIN_ACTION_MESSAGES,
  CLOSING_MESSAGES,
  COUNTRY_MESSAGES,
  CUSTOM_DOMAIN_MESSAGES,
  checkFieldMessage,
  EMAIL_TOO_LONG,
  MONEY_MESSAGES,
  SETTINGS_MESSAGES,
  SIGNUP_FORM_LIMIT_MESSAGES,
  SMS_OPT_OUT_MESSAGES,
  type TAppMessageKey,
} from '@regulars/contracts';
import { messageIn, refusalIn, type TKnownMessages } from '../../lib/app-refusal.ts';
import type { TAppWords } from '../../lib/app-words.tsx';

/**
 * What the settings cards' form checks (the contracts' messages, IN_OUR_WORDS's for a field without its own) and the
 * server's settings routes may answer in English, with the keys that say it.
 */
export const SETTINGS_REFUSALS = {
  // The session's and the platform's guards, the API client's own.
  'Only the team admin can do this': 'settings.adminOnly',
  [SETTINGS_MESSAGES.teamAdminOnly]: 'settings.teamAdminOnly',
  'Your access to this team has ended': 'settings.accessEnded',
  'Business not found': 'settings.businessNotFound',
  [CLOSING_MESSAGES.closed]: 'settings.closed',
  [ADMIN_ACTION_MESSAGES.suspended]: 'settings.suspended',
  'Unable to reach the server. Please check your connection and try again.': 'settings.network',
  'Something went wrong. Please try again.': 'settings.somethingWrong',
  [checkFieldMessage([])]: 'settings.checkForm',
  [SETTINGS_MESSAGES.unsavableCharacter]: 'settings.unsavable',
  [EMAIL_TOO_LONG]: 'settings.emailTooLong',
  [SETTINGS_MESSAGES.loadFailed]: 'settings.loadFailed',
  // Email tracking.
  [SETTINGS_MESSAGES.trackingUpdated]: 'settings.tracking.updated',
  [SETTINGS_MESSAGES.trackingFailed]: 'settings.tracking.failed',
  // Sending & compliance (ZUpdateSendingSettings, server/src/settings/save-sending-settings.ts).
  [SETTINGS_MESSAGES.sendingSaved]: 'settings.sending.saved',
  [SETTINGS_MESSAGES.sendingFailed]: 'settings.sending.failed',
  [SETTINGS_MESSAGES.invalidContactPhone]: 'settings.sending.invalidPhone',
  [SETTINGS_MESSAGES.invalidContactEmail]: 'settings.sending.invalidEmail',
  [SETTINGS_MESSAGES.timeZoneRequired]: 'settings.sending.zoneRequired',
  [SETTINGS_MESSAGES.invalidTimeZone]: 'settings.sending.invalidZone',
  [SETTINGS_MESSAGES.invalidTime]: 'settings.sending.invalidTime',
  [SETTINGS_MESSAGES.quietHoursSame]: 'settings.sending.quietSame',
  'The postal address must be at most 500 characters': 'settings.sending.addressTooLong',
  'The contact phone must be at most 40 characters': 'settings.sending.phoneTooLong',
  [checkFieldMessage(['postalAddress'])]: 'settings.sending.checkAddress',
  [checkFieldMessage(['contactPhone'])]: 'settings.sending.checkPhone',
  [checkFieldMessage(['contactEmail'])]: 'settings.sending.checkEmail',
  [checkFieldMessage(['timeZone'])]: 'settings.sending.checkZone',
  [checkFieldMessage(['quietHoursStart'])]: 'settings.sending.checkQuietStart',
  [checkFieldMessage(['quietHoursEnd'])]: 'settings.sending.checkQuietEnd',
  // Currency and language, country.
  [MONEY_MESSAGES.saved]: 'settings.money.saved',
  [MONEY_MESSAGES.failed]: 'settings.money.failed',
  [MONEY_MESSAGES.invalidCurrency]: 'settings.money.invalidCurrency',
  [MONEY_MESSAGES.invalidLocale]: 'settings.money.invalidLocale',
  [COUNTRY_MESSAGES.saved]: 'settings.country.saved',
  [COUNTRY_MESSAGES.failed]: 'settings.country.failed',
  [COUNTRY_MESSAGES.invalid]: 'settings.country.invalid',
  // The sign-up form's daily limit.
  [SIGNUP_FORM_LIMIT_MESSAGES.saved]: 'settings.signupLimit.saved',
  [SIGNUP_FORM_LIMIT_MESSAGES.failed]: 'settings.signupLimit.failed',
  [SIGNUP_FORM_LIMIT_MESSAGES.invalid]: 'settings.signupLimit.invalid',
  'Failed to load the limit': 'settings.signupLimit.loadFailed',
  // Your own domain (ZSaveCustomDomain, server/src/custom-domains/*): the refusals, the checks' findings, the toasts.
  [CUSTOM_DOMAIN_MESSAGES.hostnameRequired]: 'settings.domain.hostnameRequired',
  [CUSTOM_DOMAIN_MESSAGES.hostnameInvalid]: 'settings.domain.hostnameInvalid',
  [CUSTOM_DOMAIN_MESSAGES.hostnameOurs]: 'settings.domain.hostnameOurs',
  [CUSTOM_DOMAIN_MESSAGES.hostnameTaken]: 'settings.domain.hostnameTaken',
  [CUSTOM_DOMAIN_MESSAGES.notOnPlan]: 'settings.domain.notOnPlan',
  [CUSTOM_DOMAIN_MESSAGES.notFound]: 'settings.domain.notFound',
  [CUSTOM_DOMAIN_MESSAGES.recordMissing]: 'settings.domain.recordMissing',
  [CUSTOM_DOMAIN_MESSAGES.recordWrong]: 'settings.domain.recordWrong',
  [CUSTOM_DOMAIN_MESSAGES.lookupFailed]: 'settings.domain.lookupFailed',
  [CUSTOM_DOMAIN_MESSAGES.added]: 'settings.domain.added',
  [CUSTOM_DOMAIN_MESSAGES.checking]: 'settings.domain.checking',
  [CUSTOM_DOMAIN_MESSAGES.removed]: 'settings.domain.removed',
  // The email configuration (ZSaveEmailConfig, server/src/settings/save-email-config.ts).
  [SETTINGS_MESSAGES.emailConfigSaved]: 'settings.email.saved',
  [SETTINGS_MESSAGES.emailConfigFailed]: 'settings.email.failed',
  [SETTINGS_MESSAGES.emailConfigRequired]: 'settings.email.required',
  [SETTINGS_MESSAGES.invalidFromEmail]: 'settings.email.invalidFromEmail',
  [SETTINGS_MESSAGES.apiKeySpaces]: 'settings.email.keySpaces',
  [SETTINGS_MESSAGES.activeNeedsKey]: 'settings.email.activeNeedsKey',
  'The API key must be at most 500 characters': 'settings.email.keyTooLong',
  'From Name must be at most 200 characters': 'settings.email.fromNameTooLong',
  [checkFieldMessage(['apiKey'])]: 'settings.email.checkApiKey',
  [checkFieldMessage(['fromEmail'])]: 'settings.email.checkFromEmail',
  [checkFieldMessage(['fromName'])]: 'settings.email.checkFromName',
  // The SMS opt-outs (ZAddSmsOptOut, server/src/settings/add-sms-opt-out.ts and remove-sms-opt-out.ts).
  [SMS_OPT_OUT_MESSAGES.invalidPhone]: 'settings.optOuts.invalidPhone',
  [SMS_OPT_OUT_MESSAGES.alreadyListed]: 'settings.optOuts.alreadyListed',
  [SMS_OPT_OUT_MESSAGES.onlyCustomerCanUndo]: 'settings.optOuts.onlyCustomer',
  [SMS_OPT_OUT_MESSAGES.notFound]: 'settings.optOuts.notFound',
  [SMS_OPT_OUT_MESSAGES.added]: 'settings.optOuts.added',
  [SMS_OPT_OUT_MESSAGES.addFailed]: 'settings.optOuts.addFailed',
  [SMS_OPT_OUT_MESSAGES.removed]: 'settings.optOuts.removed',
  [SMS_OPT_OUT_MESSAGES.removeFailed]: 'settings.optOuts.removeFailed',
  [SMS_OPT_OUT_MESSAGES.loadFailed]: 'settings.optOuts.loadFailed',
  [SMS_OPT_OUT_MESSAGES.empty]: 'settings.optOuts.empty',
  [SMS_OPT_OUT_MESSAGES.noMatches]: 'settings.optOuts.noMatches',
  [checkFieldMessage(['phone'])]: 'settings.optOuts.checkPhone',
  'The number was not saved': 'settings.optOuts.notSaved',
} as const satisfies TKnownMessages;

/** A settings check or the server's message in the user's language; `fallback` for an unknown one. */
export const settingsMessageIn = (words: TAppWords, message: string, fallback: TAppMessageKey) =>
  messageIn(words, message, SETTINGS_REFUSALS, fallback);

/** A field's check in the user's language, or undefined when the field is fine. */
export const settingsFieldMessage = (words: TAppWords, message: string | undefined) =>
  message ? settingsMessageIn(words, message, 'settings.checkForm') : undefined;

/** Why a settings request failed, in the user's language: the server's reason when known, else `fallback`. */
export const settingsRefusal = (
  words: TAppWords,
  error: unknown,
  fallback: TAppMessageKey = 'settings.somethingWrong',
) => refusalIn(words, error, SETTINGS_REFUSALS, fallback);
