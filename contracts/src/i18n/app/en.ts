import { analyticsEn } from './analytics/en.ts';
import { automationsEn } from './automations/en.ts';
import { billingEn } from './billing/en.ts';
import { campaignsEn } from './campaigns/en.ts';
import { changesEn } from './changes/en.ts';
import { clientsEn } from './clients/en.ts';
import { communicationsEn } from './communications/en.ts';
import { companyEn } from './company/en.ts';
import { composerEn } from './composer/en.ts';
import { counterEn } from './counter/en.ts';
import { customerDetailEn } from './customer-detail/en.ts';
import { customersEn } from './customers/en.ts';
import { dashboardEn } from './dashboard/en.ts';
import { frameEn } from './frame/en.ts';
import { growthEn } from './growth/en.ts';
import { integrationsEn } from './integrations/en.ts';
import { invitationEn } from './invitation/en.ts';
import { programsEn } from './programs/en.ts';
import { qrCodesEn } from './qr-codes/en.ts';
import { settingsEn } from './settings/en.ts';
import { shellEn } from './shell/en.ts';
import { signinEn } from './signin/en.ts';
import { templatesEn } from './templates/en.ts';

/**
 * The owner's app in English (issue 52): the source of its other languages, apart from the customers' catalogue so
 * that the public pages never download the owner's words. One file per area of the app, each in every language.
 */
export const appEn = {
  ...shellEn,
  ...frameEn,
  ...dashboardEn,
  ...counterEn,
  ...changesEn,
  ...customersEn,
  ...customerDetailEn,
  ...programsEn,
  ...growthEn,
  ...qrCodesEn,
  ...billingEn,
  ...companyEn,
  ...signinEn,
  ...invitationEn,
  ...clientsEn,
  ...analyticsEn,
  ...communicationsEn,
  ...templatesEn,
  ...automationsEn,
  ...campaignsEn,
  ...composerEn,
  ...integrationsEn,
  ...settingsEn,
} as const;

export type TAppMessageKey = keyof typeof appEn;
/** Every language's app catalogue has exactly the English one's keys (the compiler and catalogues.test.ts check). */
export type TAppCatalogue = Record<TAppMessageKey, string>;
/** One area's catalogue in another language: exactly its English keys. */
export type TAreaCatalogue<T> = Record<keyof T, string>;
