import type {
  IMPORT_FULL_NAME,
  TAppMessageKey,
  TBalanceProgram,
  THistoryColumn,
  TImportColumn,
  TImportConsentChannel,
} from '@regulars/contracts';
import type { TKnownMessages } from '../../../lib/app-refusal.ts';
import type { TAppWords } from '../../../lib/app-words.tsx';

/** Our columns as the mapping step names them (the contracts' IMPORT_COLUMN_LABELS and IMPORT_HISTORY_LABELS). */
export const FIELD_LABELS: Record<TImportColumn | typeof IMPORT_FULL_NAME | THistoryColumn, TAppMessageKey> = {
  first_name: 'customers.import.field.firstName',
  last_name: 'customers.import.field.lastName',
  full_name: 'customers.import.field.fullName',
  email: 'customers.import.field.email',
  phone: 'customers.import.field.phone',
  birthday: 'customers.import.field.birthday',
  lifetime_points: 'customers.import.field.lifetimePoints',
  visits: 'customers.import.field.visits',
  member_since: 'customers.import.field.memberSince',
};

/** Our columns over the preview's rows: the template's column names in English. */
export const PREVIEW_HEADERS: Record<TImportColumn, TAppMessageKey> = {
  first_name: 'customers.import.header.firstName',
  last_name: 'customers.import.header.lastName',
  email: 'customers.import.header.email',
  phone: 'customers.import.header.phone',
  birthday: 'customers.import.header.birthday',
};

/** The consent channels (the contracts' IMPORT_CONSENT_LABELS). */
export const CONSENT_LABELS: Record<TImportConsentChannel, TAppMessageKey> = {
  sms: 'customers.import.consent.sms',
  email: 'customers.import.consent.email',
};

/** "Points balance: Coffee Points", "Stamps: Coffee Card" (the contracts' balanceColumnLabel). */
export const balanceLabel = ({ t }: Pick<TAppWords, 't'>, program: TBalanceProgram) =>
  t(program.type === 'points' ? 'customers.import.balance.points' : 'customers.import.balance.stamps', {
    name: program.name,
  });

/** The exports the mapping step recognises (the contracts' recognisedExport), by the name it gives each. */
export const EXPORT_SOURCES = {
  'Square customer directory': 'customers.import.source.square',
  'Smile.io customer': 'customers.import.source.smile',
  'Shopify customer': 'customers.import.source.shopify',
  'Mailchimp audience': 'customers.import.source.mailchimp',
} as const satisfies TKnownMessages;

/** A recognised export's name in the user's language (one the app does not know yet, as the contracts write it). */
export function exportSourceIn({ t }: Pick<TAppWords, 't'>, source: string): string {
  const key: TAppMessageKey | undefined = Object.hasOwn(EXPORT_SOURCES, source)
    ? EXPORT_SOURCES[source as keyof typeof EXPORT_SOURCES]
    : undefined;
  return key ? t(key) : source;
}
