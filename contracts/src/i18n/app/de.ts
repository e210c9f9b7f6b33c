import { billingDe } from './billing/de.ts';
import { changesDe } from './changes/de.ts';
import { companyDe } from './company/de.ts';
import { counterDe } from './counter/de.ts';
import { customerDetailDe } from './customer-detail/de.ts';
import { customersDe } from './customers/de.ts';
import { dashboardDe } from './dashboard/de.ts';
import type { TAppCatalogue } from './en.ts';
import { frameDe } from './frame/de.ts';
import { growthDe } from './growth/de.ts';
import { programsDe } from './programs/de.ts';
import { qrCodesDe } from './qr-codes/de.ts';
import { shellDe } from './shell/de.ts';

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
};
