import { analyticsEs } from './analytics/es.ts';
import { automationsEs } from './automations/es.ts';
import { billingEs } from './billing/es.ts';
import { campaignsEs } from './campaigns/es.ts';
import { changesEs } from './changes/es.ts';
import { clientsEs } from './clients/es.ts';
import { communicationsEs } from './communications/es.ts';
import { companyEs } from './company/es.ts';
import { composerEs } from './composer/es.ts';
import { counterEs } from './counter/es.ts';
import { customerDetailEs } from './customer-detail/es.ts';
import { customersEs } from './customers/es.ts';
import { dashboardEs } from './dashboard/es.ts';
import type { TAppCatalogue } from './en.ts';
import { frameEs } from './frame/es.ts';
import { growthEs } from './growth/es.ts';
import { integrationsEs } from './integrations/es.ts';
import { invitationEs } from './invitation/es.ts';
import { programsEs } from './programs/es.ts';
import { qrCodesEs } from './qr-codes/es.ts';
import { settingsEs } from './settings/es.ts';
import { shellEs } from './shell/es.ts';
import { signinEs } from './signin/es.ts';
import { templatesEs } from './templates/es.ts';

export const appEs: TAppCatalogue = {
  ...shellEs,
  ...frameEs,
  ...dashboardEs,
  ...counterEs,
  ...changesEs,
  ...customersEs,
  ...customerDetailEs,
  ...programsEs,
  ...growthEs,
  ...qrCodesEs,
  ...billingEs,
  ...companyEs,
  ...signinEs,
  ...invitationEs,
  ...clientsEs,
  ...analyticsEs,
  ...communicationsEs,
  ...templatesEs,
  ...automationsEs,
  ...campaignsEs,
  ...composerEs,
  ...integrationsEs,
  ...settingsEs,
};
