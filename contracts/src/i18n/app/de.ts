import { analyticsDe } from './analytics/de.ts';
import { automationsDe } from './automations/de.ts';
import { billingDe } from './billing/de.ts';
import { campaignsDe } from './campaigns/de.ts';
import { changesDe } from './changes/de.ts';
import { clientsDe } from './clients/de.ts';
import { communicationsDe } from './communications/de.ts';
import { companyDe } from './company/de.ts';
import { composerDe } from './composer/de.ts';
import { counterDe } from './counter/de.ts';
import { customerDetailDe } from './customer-detail/de.ts';
import { customersDe } from './customers/de.ts';
import { dashboardDe } from './dashboard/de.ts';
import type { TAppCatalogue } from './en.ts';
import { frameDe } from './frame/de.ts';
import { growthDe } from './growth/de.ts';
import { integrationsDe } from './integrations/de.ts';
import { invitationDe } from './invitation/de.ts';
import { programsDe } from './programs/de.ts';
import { qrCodesDe } from './qr-codes/de.ts';
import { settingsDe } from './settings/de.ts';
import { shellDe } from './shell/de.ts';
import { signinDe } from './signin/de.ts';
import { templatesDe } from './templates/de.ts';

export const appDe: TAppCatalogue = {
  ...shellDe,
  ...frameDe,
  ...dashboardDe,
  ...counterDe,
  ...changesDe,
  ...customersDe,
  ...customerDetailDe,
  ...programsDe,
  ...growthDe,
  ...qrCodesDe,
  ...billingDe,
  ...companyDe,
  ...signinDe,
  ...invitationDe,
  ...clientsDe,
  ...analyticsDe,
  ...communicationsDe,
  ...templatesDe,
  ...automationsDe,
  ...campaignsDe,
  ...composerDe,
  ...integrationsDe,
  ...settingsDe,
};
