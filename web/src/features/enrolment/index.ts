/** The enrolment feature's public face: pages and other features import it from here, never from its files (biome.json). */
export { SignupFormScreen } from './signup-form-screen.tsx';
