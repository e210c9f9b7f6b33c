/** The owner's app: customers. */
export const customersEn = {} as const;
