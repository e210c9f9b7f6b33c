import type { TAreaCatalogue } from '../en.ts';
import type { customersEn } from './en.ts';

export const customersFr: TAreaCatalogue<typeof customersEn> = {};
