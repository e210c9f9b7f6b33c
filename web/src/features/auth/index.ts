/** The auth feature's public face: pages and other features import it from here, never from its files (biome.json). */
export { CustomerGuard } from './guards.tsx';
export { LoginForm } from './login-form.tsx';
export { NewPasswordForm } from './new-password-form.tsx';
export { ResetPasswordForm } from './reset-password-form.tsx';
export { BackToSignIn, StepIcon } from './reset-steps.tsx';
export { SecondStepForm } from './second-step-form.tsx';
export { CHECKOUT_FAILED, SignupForm } from './signup-form.tsx';
export { useSignOut } from './use-sign-out.ts';
export { InBrowserLanguage, WayInLayout } from './way-in.tsx';
