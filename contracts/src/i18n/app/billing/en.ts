/** The owner's app: billing. */
export const billingEn = {} as const;
