import type { TAreaCatalogue } from '../en.ts';
import type { billingEn } from './en.ts';

export const billingFr: TAreaCatalogue<typeof billingEn> = {};
