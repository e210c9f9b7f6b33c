/** The settings feature's public face: pages and other features import it from here, never from its files (biome.json). */

export { CopyValue } from './copy-value.tsx';
export { CountrySettingsCard } from './country-settings-card.tsx';
export { CustomDomainCard } from './custom-domain-card.tsx';
export { EmailConfigCard } from './email-config-card.tsx';
export { EmailTrackingCard } from './email-tracking-card.tsx';
export { fieldOfError } from './field-of-error.ts';
export { MoneySettingsCard } from './money-settings-card.tsx';
export { SmsOptOutsCard } from './opt-outs/sms-opt-outs-card.tsx';
export { SendingSettingsCard } from './sending-settings-card.tsx';
export { SettingsLoader } from './settings-loader.tsx';
export { SignupFormLimitCard } from './signup-form-limit-card.tsx';
