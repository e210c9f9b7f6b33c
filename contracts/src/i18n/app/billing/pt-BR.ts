import type { TAreaCatalogue } from '../en.ts';
import type { billingEn } from './en.ts';

export const billingPtBR: TAreaCatalogue<typeof billingEn> = {};
