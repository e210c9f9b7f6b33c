import type { TAreaCatalogue } from '../en.ts';
import type { billingEn } from './en.ts';

export const billingDe: TAreaCatalogue<typeof billingEn> = {};
