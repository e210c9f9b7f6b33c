/** The owner's app: qrCodes. */
export const qrCodesEn = {} as const;
