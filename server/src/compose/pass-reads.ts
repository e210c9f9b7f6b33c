import { getPublicBrand, logoUrl } from '../branding/index.ts';
import { getStanding } from '../loyalty/index.ts';
import type { TPassReads } from '../wallet/index.ts';

/** What wallet reads of loyalty and branding, handed to its routes (app.ts) and its jobs (job-handlers.ts). */
export const passReads: TPassReads = { getStanding, getPublicBrand, logoUrl };
