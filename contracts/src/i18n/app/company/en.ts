/** The owner's app: company. */
export const companyEn = {} as const;
