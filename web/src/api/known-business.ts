import type { TMoney } from '@regulars/contracts';
import { createContext } from 'react';

/**
 * The business's money and phone country, where a screen knows them without a signed-in profile (a counter device:
 * its session carries them); null elsewhere, where they come from the profile.
 */
export const KnownBusiness = createContext<{ money: TMoney; country: string } | null>(null);
