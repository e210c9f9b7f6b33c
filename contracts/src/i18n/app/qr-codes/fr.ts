import type { TAreaCatalogue } from '../en.ts';
import type { qrCodesEn } from './en.ts';

export const qrCodesFr: TAreaCatalogue<typeof qrCodesEn> = {};
