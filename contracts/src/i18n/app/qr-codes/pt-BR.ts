import type { TAreaCatalogue } from '../en.ts';
import type { qrCodesEn } from './en.ts';

export const qrCodesPtBR: TAreaCatalogue<typeof qrCodesEn> = {};
