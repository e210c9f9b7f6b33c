/** The owner's app: programs. */
export const programsEn = {} as const;
