/** The enrolment feature's public face: pages and other features import it from here, never from its files (biome.json). */
export { EnrolmentForm } from './enrolment-form.tsx';
export { EnrolmentSuccess } from './enrolment-success.tsx';
export { SignupFormClosed } from './signup-form-closed.tsx';
export { SignupFormNotFound } from './signup-form-not-found.tsx';
