/** The owner's app: customerDetail. */
export const customerDetailEn = {} as const;
