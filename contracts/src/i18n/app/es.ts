import { billingEs } from './billing/es.ts';
import { changesEs } from './changes/es.ts';
import { companyEs } from './company/es.ts';
import { counterEs } from './counter/es.ts';
import { customerDetailEs } from './customer-detail/es.ts';
import { customersEs } from './customers/es.ts';
import { dashboardEs } from './dashboard/es.ts';
import type { TAppCatalogue } from './en.ts';
import { frameEs } from './frame/es.ts';
import { growthEs } from './growth/es.ts';
import { programsEs } from './programs/es.ts';
import { qrCodesEs } from './qr-codes/es.ts';
import { shellEs } from './shell/es.ts';

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
};
