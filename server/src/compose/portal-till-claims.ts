import type { TPortalTillClaims } from '../portal/index.ts';
import { claimTillSaleByReceipt, portalClaimsOpen } from '../tills/index.ts';

/** What the portal uses of tills (its neighbour on floor 7), handed to its routes by app.ts. */
export const portalTillClaims: TPortalTillClaims = { open: portalClaimsOpen, claim: claimTillSaleByReceipt };
