import type { TAppTranslator, TImportConsentChannel } from '@regulars/contracts';

/**
 * What the owner confirms for a whole file, per channel, as the import screen shows it in their language (issue 52):
 * the words recorded as each customer's consent are the ones the owner read.
 */
export const importAttestation = (say: TAppTranslator): Record<TImportConsentChannel, string> => ({
  sms: say.t('customers.import.consent.statementSms'),
  email: say.t('customers.import.consent.statementEmail'),
});
