/** The auth domain's public face: other domains import it from here, never from its files (biome.json). */

export { accountBrand } from './account-brand.ts';
export { createAccountWithBusiness, EMAIL_TAKEN_MESSAGE } from './create-account.ts';
export { passwordSignIn } from './password-sign-in.ts';
export { recoveryCodeNotice } from './recovery-code-notice.ts';
export { resetTwoStep } from './reset-two-step.ts';
export type { TSignInLimit } from './sign-in-limit.ts';
export { createSignInLimit } from './sign-in-limit.ts';
export { twoStepNoticeEmail } from './two-step-notice-email.ts';
export { verifySecondStep } from './verify-second-step.ts';
