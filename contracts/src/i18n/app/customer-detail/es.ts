import type { TAreaCatalogue } from '../en.ts';
import type { customerDetailEn } from './en.ts';

export const customerDetailEs: TAreaCatalogue<typeof customerDetailEn> = {};
