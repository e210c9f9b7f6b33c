import { billingPtBR } from './billing/pt-BR.ts';
import { changesPtBR } from './changes/pt-BR.ts';
import { companyPtBR } from './company/pt-BR.ts';
import { counterPtBR } from './counter/pt-BR.ts';
import { customerDetailPtBR } from './customer-detail/pt-BR.ts';
import { customersPtBR } from './customers/pt-BR.ts';
import { dashboardPtBR } from './dashboard/pt-BR.ts';
import type { TAppCatalogue } from './en.ts';
import { framePtBR } from './frame/pt-BR.ts';
import { growthPtBR } from './growth/pt-BR.ts';
import { programsPtBR } from './programs/pt-BR.ts';
import { qrCodesPtBR } from './qr-codes/pt-BR.ts';
import { shellPtBR } from './shell/pt-BR.ts';

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
};
