import type { TAreaCatalogue } from '../en.ts';
import type { qrCodesEn } from './en.ts';

export const qrCodesEs: TAreaCatalogue<typeof qrCodesEn> = {};
