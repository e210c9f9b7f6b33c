import { MIN_PASSWORD_LENGTH } from '@regulars/contracts';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type SignupValues = { companyName: string; email: string; password: string; tierId: string | null };

/** The first problem with a sign-up form (spec section 5), or null when it can be sent. */
export function validateSignup(values: SignupValues): string | null {
  if (!values.companyName.trim()) return 'Company name is required';
  if (!values.email.trim()) return 'Email is required';
  if (!values.password) return 'Password is required';
  if (!EMAIL_PATTERN.test(values.email.trim())) return 'Please enter a valid email address';
  if (values.password.length < MIN_PASSWORD_LENGTH) {
    return `Password must be at least ${MIN_PASSWORD_LENGTH} characters`;
  }
  if (!values.tierId) return 'Please select a subscription tier';
  return null;
}

export function validateLogin(values: { email: string; password: string }): string | null {
  if (!values.email.trim() || !values.password) return 'Email and password are required';
  return null;
}

export function validateResetRequest(email: string): string | null {
  if (!email.trim()) return 'Email is required';
  if (!EMAIL_PATTERN.test(email.trim())) return 'Please enter a valid email address';
  return null;
}

export function validateNewPassword(password: string, confirmation: string): string | null {
  if (!password) return 'Password is required';
  if (password.length < MIN_PASSWORD_LENGTH) return `Password must be at least ${MIN_PASSWORD_LENGTH} characters`;
  if (password !== confirmation) return 'Passwords do not match';
  return null;
}
