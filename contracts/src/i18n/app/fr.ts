import { analyticsFr } from './analytics/fr.ts';
import { automationsFr } from './automations/fr.ts';
import { billingFr } from './billing/fr.ts';
import { campaignsFr } from './campaigns/fr.ts';
import { changesFr } from './changes/fr.ts';
import { clientsFr } from './clients/fr.ts';
import { communicationsFr } from './communications/fr.ts';
import { companyFr } from './company/fr.ts';
import { composerFr } from './composer/fr.ts';
import { counterFr } from './counter/fr.ts';
import { customerDetailFr } from './customer-detail/fr.ts';
import { customersFr } from './customers/fr.ts';
import { dashboardFr } from './dashboard/fr.ts';
import type { TAppCatalogue } from './en.ts';
import { frameFr } from './frame/fr.ts';
import { growthFr } from './growth/fr.ts';
import { integrationsFr } from './integrations/fr.ts';
import { invitationFr } from './invitation/fr.ts';
import { programsFr } from './programs/fr.ts';
import { qrCodesFr } from './qr-codes/fr.ts';
import { settingsFr } from './settings/fr.ts';
import { shellFr } from './shell/fr.ts';
import { signinFr } from './signin/fr.ts';
import { templatesFr } from './templates/fr.ts';

export const appFr: TAppCatalogue = {
  ...shellFr,
  ...frameFr,
  ...dashboardFr,
  ...counterFr,
  ...changesFr,
  ...customersFr,
  ...customerDetailFr,
  ...programsFr,
  ...growthFr,
  ...qrCodesFr,
  ...billingFr,
  ...companyFr,
  ...signinFr,
  ...invitationFr,
  ...clientsFr,
  ...analyticsFr,
  ...communicationsFr,
  ...templatesFr,
  ...automationsFr,
  ...campaignsFr,
  ...composerFr,
  ...integrationsFr,
  ...settingsFr,
};
