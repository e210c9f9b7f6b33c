import { billingFr } from './billing/fr.ts';
import { changesFr } from './changes/fr.ts';
import { companyFr } from './company/fr.ts';
import { counterFr } from './counter/fr.ts';
import { customerDetailFr } from './customer-detail/fr.ts';
import { customersFr } from './customers/fr.ts';
import { dashboardFr } from './dashboard/fr.ts';
import type { TAppCatalogue } from './en.ts';
import { frameFr } from './frame/fr.ts';
import { growthFr } from './growth/fr.ts';
import { programsFr } from './programs/fr.ts';
import { qrCodesFr } from './qr-codes/fr.ts';
import { shellFr } from './shell/fr.ts';

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
};
