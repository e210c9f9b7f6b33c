/** The owner's app: growth. */
export const growthEn = {} as const;
