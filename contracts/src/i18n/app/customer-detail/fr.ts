import type { TAreaCatalogue } from '../en.ts';
import type { customerDetailEn } from './en.ts';

export const customerDetailFr: TAreaCatalogue<typeof customerDetailEn> = {};
