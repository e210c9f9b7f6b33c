import type { TAreaCatalogue } from '../en.ts';
import type { customersEn } from './en.ts';

export const customersDe: TAreaCatalogue<typeof customersEn> = {};
