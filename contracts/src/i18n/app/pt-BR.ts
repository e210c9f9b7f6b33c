import { analyticsPtBR } from './analytics/pt-BR.ts';
import { automationsPtBR } from './automations/pt-BR.ts';
import { billingPtBR } from './billing/pt-BR.ts';
import { campaignsPtBR } from './campaigns/pt-BR.ts';
import { changesPtBR } from './changes/pt-BR.ts';
import { clientsPtBR } from './clients/pt-BR.ts';
import { communicationsPtBR } from './communications/pt-BR.ts';
import { companyPtBR } from './company/pt-BR.ts';
import { composerPtBR } from './composer/pt-BR.ts';
import { counterPtBR } from './counter/pt-BR.ts';
import { customerDetailPtBR } from './customer-detail/pt-BR.ts';
import { customersPtBR } from './customers/pt-BR.ts';
import { dashboardPtBR } from './dashboard/pt-BR.ts';
import type { TAppCatalogue } from './en.ts';
import { framePtBR } from './frame/pt-BR.ts';
import { growthPtBR } from './growth/pt-BR.ts';
import { integrationsPtBR } from './integrations/pt-BR.ts';
import { invitationPtBR } from './invitation/pt-BR.ts';
import { programsPtBR } from './programs/pt-BR.ts';
import { qrCodesPtBR } from './qr-codes/pt-BR.ts';
import { settingsPtBR } from './settings/pt-BR.ts';
import { shellPtBR } from './shell/pt-BR.ts';
import { signinPtBR } from './signin/pt-BR.ts';
import { templatesPtBR } from './templates/pt-BR.ts';

export const appPtBR: TAppCatalogue = {
  ...shellPtBR,
  ...framePtBR,
  ...dashboardPtBR,
  ...counterPtBR,
  ...changesPtBR,
  ...customersPtBR,
  ...customerDetailPtBR,
  ...programsPtBR,
  ...growthPtBR,
  ...qrCodesPtBR,
  ...billingPtBR,
  ...companyPtBR,
  ...signinPtBR,
  ...invitationPtBR,
  ...clientsPtBR,
  ...analyticsPtBR,
  ...communicationsPtBR,
  ...templatesPtBR,
  ...automationsPtBR,
  ...campaignsPtBR,
  ...composerPtBR,
  ...integrationsPtBR,
  ...settingsPtBR,
};
