import { z } from 'zod';
import { EMAIL_PATTERN } from './customers.ts';

/** The CSV import's limits and its exact messages. */
export const CSV_MAX_BYTES = 5 * 1024 * 1024;
export const IMPORT_BATCH_SIZE = 50;
export const IMPORT_PREVIEW_ROWS = 10;
/** Most rows the browser sends per request; each request runs its rows in batches of IMPORT_BATCH_SIZE. */
export const IMPORT_CHUNK_SIZE = 5000;

/** Rows per request for a file: about 20 progress steps, whole batches, at most IMPORT_CHUNK_SIZE. */
export function importChunkSize(validRows: number): number {
  const batches = Math.ceil(validRows / 20 / IMPORT_BATCH_SIZE);
  return Math.min(IMPORT_CHUNK_SIZE, Math.max(1, batches) * IMPORT_BATCH_SIZE);
}
export const IMPORT_COLUMNS = ['first_name', 'last_name', 'email', 'phone', 'birthday'] as const;
export const FAILED_ROWS_COLUMNS = ['row_number', ...IMPORT_COLUMNS, 'error'] as const;
export const FAILED_ROWS_FILE_NAME = 'failed_imports.csv';

/** The largest opening points balance a row may bring. */
export const IMPORT_MAX_POINTS = 1_000_000;
/** The largest lifetime points and visit count a row may bring from the old program. */
export const IMPORT_MAX_LIFETIME_POINTS = 100_000_000;
export const IMPORT_MAX_VISITS = 100_000;

export const IMPORT_MESSAGES = {
  notCsv: 'Please upload a CSV file',
  tooLarge: 'File size must be less than 5MB',
  empty: 'CSV file is empty or has no data rows',
  readFailed: 'Failed to read CSV file',
  emailOrPhone: 'Either email or phone is required',
  invalidEmail: 'Invalid email format',
  invalidBirthday: 'Invalid birthday format (use YYYY-MM-DD)',
  noValidRows: 'No valid rows to import',
  unsavableCharacters: 'Contains characters that cannot be saved',
  rowFailed: 'This row could not be imported',
  pointsBalance: `A points balance must be a whole number from 0 to ${IMPORT_MAX_POINTS.toLocaleString('en-US')}`,
  programGone: 'That program is no longer active: choose the columns again',
  lifetimePoints: `Lifetime points must be a whole number from 0 to ${IMPORT_MAX_LIFETIME_POINTS.toLocaleString('en-US')}`,
  visits: `Visits must be a whole number from 0 to ${IMPORT_MAX_VISITS.toLocaleString('en-US')}`,
  memberSince: 'Member since must be a date in the past, like 2023-04-05',
  twoCustomers: 'This phone and this email belong to two different customers',
  importGone: 'That import is no longer open: start the import again',
} as const;

/** How long an import can be undone. */
export const IMPORT_UNDO_HOURS = 24;

/** The import history's and its undo's messages. */
export const IMPORT_UNDO_MESSAGES = {
  notFound: 'Import not found',
  alreadyUndone: 'This import was already undone',
  tooLate: `Imports can be undone for ${IMPORT_UNDO_HOURS} hours: this one can no longer be undone`,
  used: (n: number) =>
    `This import can't be undone: ${n.toLocaleString('en-US')} of its customers ${n === 1 ? 'has' : 'have'} earned or redeemed since`,
} as const;

/** The toast after an undo: "Import undone: 120 customers removed, 3 restored". */
export const importUndoneMessage = (removed: number, restored: number) =>
  `Import undone: ${removed.toLocaleString('en-US')} ${removed === 1 ? 'customer' : 'customers'} removed, ${restored.toLocaleString('en-US')} restored`;

/** A stamp card's opening balance stops short of a reward: a full card would be a reward not yet given. */
export const stampsBalanceMessage = (stampsRequired: number) =>
  `Stamps must be a whole number from 0 to ${stampsRequired - 1}`;

/** A row left out by 'Import the first N that fit'. */
export const IMPORT_OVER_LIMIT_ROW = "Not imported: your plan's customer limit is reached. Upgrade to import it.";

/** The offer when a file is larger than the room left on the plan. */
export const importFitOffer = (n: number) => `Import the first ${n.toLocaleString('en-US')} that fit`;

export const importLimitMessage = (current: number, attempting: number, limit: number) =>
  `Import would exceed your plan limit. Current: ${current}, Attempting to import: ${attempting}, Plan limit: ${limit}. Please upgrade your subscription to import more customers.`;

/** The file check before reading: name ends in .csv, and under 5MB. */
export function checkCsvFile(file: { name: string; size: number }): string | null {
  if (!file.name.toLowerCase().endsWith('.csv')) return IMPORT_MESSAGES.notCsv;
  if (file.size >= CSV_MAX_BYTES) return IMPORT_MESSAGES.tooLarge;
  return null;
}

export const ZImportRow = z.object({
  /** Data row index plus 2: the line in the file, counting the header as line 1. */
  rowNumber: z.number().int().min(2),
  first_name: z.string().max(200).default(''),
  last_name: z.string().max(200).default(''),
  email: z.string().max(320).default(''),
  phone: z.string().max(50).default(''),
  birthday: z.string().max(50).default(''),
  /** Opening balances as written in the file, by program id: points for a points program, stamps for a stamp card. */
  balances: z.record(z.uuid(), z.string().max(50)).optional(),
  /** The customer's history in the old program: points earned over time, and visits. */
  lifetime_points: z.string().max(50).optional(),
  visits: z.string().max(50).optional(),
  /** Since when they are a member of the old program (a date as the file writes it): shown as when they joined. */
  member_since: z.string().max(50).optional(),
  /** The consent columns' cells as written ("yes", "Subscribed"…), read only for a channel whose consent is 'column'. */
  sms_consent: z.string().max(50).optional(),
  email_consent: z.string().max(50).optional(),
});
export type TImportRow = z.infer<typeof ZImportRow>;

/**
 * Marketing consent on import, per channel. Nobody is opted in unless the owner says how they agreed: a column of the
 * file that says so for each customer, or the owner's word for the whole file (its wording, the owner and the time
 * recorded as the consent). The default is 'none': imported customers get no marketing on that channel until they
 * agree themselves.
 */
export const IMPORT_CONSENT_CHANNELS = ['sms', 'email'] as const;
export type TImportConsentChannel = (typeof IMPORT_CONSENT_CHANNELS)[number];
export const ZImportConsentSource = z.discriminatedUnion('from', [
  z.object({ from: z.literal('none') }),
  /** `column` is the file's header, recorded in the consent's wording. */
  z.object({ from: z.literal('column'), column: z.string().trim().min(1).max(200) }),
  z.object({ from: z.literal('attested') }),
]);
export type TImportConsentSource = z.infer<typeof ZImportConsentSource>;
export const ZImportConsent = z.object({ sms: ZImportConsentSource, email: ZImportConsentSource });
export type TImportConsent = z.infer<typeof ZImportConsent>;
export const NO_IMPORT_CONSENT: TImportConsent = { sms: { from: 'none' }, email: { from: 'none' } };

export const IMPORT_CONSENT_LABELS: Record<TImportConsentChannel, string> = {
  sms: 'Text messages (SMS)',
  email: 'Email',
};

/** What the owner confirms for the whole file; stored word for word as each customer's consent. */
export const IMPORT_CONSENT_ATTESTATION: Record<TImportConsentChannel, string> = {
  sms: 'Every customer in this file agreed to receive marketing text messages from us.',
  email: 'Every customer in this file agreed to receive marketing emails from us.',
};

/** The consent recorded for a customer whose row's consent column said yes. */
export const importColumnConsentWording = (column: string, cell: string) =>
  `Imported from a file whose "${column}" column said "${cell}".`;

/** How an imported consent was given (customer_consents.source). */
export const IMPORT_CONSENT_SOURCES = { column: 'import_file', attested: 'import_attested' } as const;

/** The words other tools write for a customer who agreed: yes, true, 1, x, subscribed, opted in… */
const CONSENT_YES = new Set([
  'yes',
  'y',
  'true',
  't',
  '1',
  'x',
  '✓',
  '✔',
  'subscribed',
  'optedin',
  'optin',
  'agreed',
  'granted',
  'confirmed',
  'accepted',
]);

/** Whether a consent cell says the customer agreed; anything else (empty, no, unsubscribed, pending) is no. */
export const consentCellAgrees = (cell: string | undefined) =>
  cell !== undefined && CONSENT_YES.has(cell.toLowerCase().replace(/[\s_-]+/g, ''));

/** Which of the file's headers holds each program's opening balance, by program id (absent: none). */
export type TBalanceMapping = Record<string, string | null>;

/** A program an import can bring balances into. */
export type TBalanceProgram = { id: string; name: string; type: 'points' | 'stamp_card' };

/** The balance column's name in the mapping step: "Points balance: Coffee Points", "Stamps: Coffee Card". */
export const balanceColumnLabel = (program: TBalanceProgram) =>
  `${program.type === 'points' ? 'Points balance' : 'Stamps'}: ${program.name}`;

export type TImportColumn = (typeof IMPORT_COLUMNS)[number];
/** The customer's history in the old program, mapped beside the balances (optional). */
export const IMPORT_HISTORY_COLUMNS = ['lifetime_points', 'visits', 'member_since'] as const;
export type THistoryColumn = (typeof IMPORT_HISTORY_COLUMNS)[number];
export const IMPORT_HISTORY_LABELS: Record<THistoryColumn, string> = {
  lifetime_points: 'Lifetime points',
  visits: 'Visits',
  member_since: 'Member since',
};
/** The file's column saying, per customer, whether they agreed to marketing on a channel. */
export const IMPORT_CONSENT_COLUMNS = ['sms_consent', 'email_consent'] as const;
export type TConsentColumn = (typeof IMPORT_CONSENT_COLUMNS)[number];
/**
 * The file's column holding the whole name ("Full Name", "Name", "Customer name"): split into the first and last name of
 * a row whose first and last name are both empty (splitFullName).
 */
export const IMPORT_FULL_NAME = 'full_name' as const;
export const IMPORT_FULL_NAME_LABEL = 'Full name';
/** Which of the file's headers feeds each of our columns; null when the file has no such column. */
export type TColumnMapping = Record<
  TImportColumn | typeof IMPORT_FULL_NAME | THistoryColumn | TConsentColumn,
  string | null
>;

/** Our columns' names as a person reads them in the mapping step. */
export const IMPORT_COLUMN_LABELS: Record<TImportColumn, string> = {
  first_name: 'First name',
  last_name: 'Last name',
  email: 'Email',
  phone: 'Phone',
  birthday: 'Birthday',
};

/**
 * The headers spreadsheets use for each column, compared without case, spaces, underscores or hyphens, so
 * 'First Name', 'first_name' and 'FIRST-NAME' all read as 'firstname'.
 */
const COLUMN_SYNONYMS: Record<TImportColumn, string[]> = {
  first_name: ['firstname', 'first', 'givenname', 'forename'],
  last_name: ['lastname', 'last', 'surname', 'familyname'],
  email: ['email', 'emailaddress', 'mail'],
  phone: [
    'phone',
    'phonenumber',
    'mobile',
    'mobilenumber',
    'mobilephone',
    'cell',
    'cellphone',
    'cellnumber',
    'telephone',
    'telephonenumber',
    'tel',
  ],
  birthday: ['birthday', 'birthdate', 'dateofbirth', 'dob', 'bday'],
};

const FULL_NAME_SYNONYMS = ['fullname', 'name', 'customername', 'contactname', 'membername', 'clientname'];

const HISTORY_SYNONYMS: Record<THistoryColumn, string[]> = {
  lifetime_points: [
    'lifetimepoints',
    'lifetimepointsearned',
    'totalpointsearned',
    'pointsearned',
    'lifetimeearned',
    'totalearned',
  ],
  visits: ['visits', 'totalvisits', 'visitcount', 'numberofvisits', 'visitstotal', 'checkins'],
  member_since: [
    'membersince',
    'customersince',
    'joined',
    'joinedon',
    'joinedat',
    'joindate',
    'datejoined',
    'signupdate',
    'signedup',
    'signedupat',
    'enrolled',
    'enrollmentdate',
    'registered',
    'registrationdate',
    'createdat',
    'creationdate',
    'datecreated',
    'firstvisit',
  ],
};

/** Shopify's "Accepts SMS Marketing", Square's "Email Subscription Status", a spreadsheet's "Email opt-in". */
const CONSENT_SYNONYMS: Record<TConsentColumn, string[]> = {
  sms_consent: [
    'smsconsent',
    'smsoptin',
    'acceptssmsmarketing',
    'smsmarketing',
    'smsmarketingconsent',
    'smssubscribed',
    'smssubscriptionstatus',
    'textoptin',
    'textmessageoptin',
  ],
  email_consent: [
    'emailconsent',
    'emailoptin',
    'acceptsemailmarketing',
    'acceptsmarketing',
    'emailmarketing',
    'emailmarketingconsent',
    'emailsubscribed',
    'emailsubscriptionstatus',
    'subscribed',
  ],
};

const headerKey = (header: string) => header.toLowerCase().replace(/[\s_-]+/g, '');

/** Each of our columns matched to the first of the file's headers that names it; a header feeds one column at most. */
export function autoMapColumns(headers: string[]): TColumnMapping {
  const mapping: TColumnMapping = {
    first_name: null,
    last_name: null,
    email: null,
    phone: null,
    birthday: null,
    full_name: null,
    lifetime_points: null,
    visits: null,
    member_since: null,
    sms_consent: null,
    email_consent: null,
  };
  const used = new Set<string>();
  const synonyms = { ...COLUMN_SYNONYMS, full_name: FULL_NAME_SYNONYMS, ...HISTORY_SYNONYMS, ...CONSENT_SYNONYMS };
  for (const column of [...IMPORT_COLUMNS, IMPORT_FULL_NAME, ...IMPORT_HISTORY_COLUMNS, ...IMPORT_CONSENT_COLUMNS]) {
    const found = headers.find((h) => !used.has(h) && synonyms[column].includes(headerKey(h)));
    if (found !== undefined) {
      mapping[column] = found;
      used.add(found);
    }
  }
  return mapping;
}

/**
 * The balance headers of the exports people bring: Smile.io's "Points Balance", Square's "Points", a loyalty card app's
 * "Stamps", a spreadsheet's "Balance".
 */
const BALANCE_SYNONYMS: Record<TBalanceProgram['type'], string[]> = {
  points: [
    'points',
    'pointsbalance',
    'pointbalance',
    'balance',
    'loyaltypoints',
    'currentpoints',
    'availablepoints',
    'rewardpoints',
    'loyaltybalance',
    'loyaltypointsbalance',
    'pointsavailable',
  ],
  stamp_card: ['stamps', 'stampcount', 'currentstamps', 'stampsbalance', 'punches', 'punchcount'],
};

/**
 * Each program's balance column: a header naming the program ("Coffee Points") first; else, for the first program of
 * its kind, a common balance header. Headers already feeding a contact column are left alone.
 */
export function autoMapBalances(headers: string[], programs: TBalanceProgram[], mapping: TColumnMapping) {
  const used = new Set(Object.values(mapping).filter((h): h is string => h !== null));
  const balances: TBalanceMapping = {};
  const kindsSeen = new Set<string>();
  for (const program of programs) {
    const named = headers.find((h) => !used.has(h) && headerKey(h) === headerKey(program.name));
    const common = kindsSeen.has(program.type)
      ? undefined
      : headers.find((h) => !used.has(h) && BALANCE_SYNONYMS[program.type].includes(headerKey(h)));
    kindsSeen.add(program.type);
    const found = named ?? common;
    balances[program.id] = found ?? null;
    if (found !== undefined) used.add(found);
  }
  return balances;
}

/**
 * The exports people bring from other tools, told apart by a header only that tool writes: the mapping step names the
 * source so the owner knows the columns were matched for it (its headers map themselves: autoMapColumns, autoMapBalances).
 */
const EXPORT_MARKERS: { source: string; any: string[] }[] = [
  { source: 'Square customer directory', any: ['squarecustomerid', 'referenceid'] },
  { source: 'Smile.io customer', any: ['referralurl', 'viptier', 'smilecustomerid'] },
  { source: 'Shopify customer', any: ['acceptsemailmarketing', 'acceptsmarketing', 'acceptssmsmarketing'] },
  { source: 'Mailchimp audience', any: ['memberrating', 'optintime', 'leid', 'euid'] },
];

/** "Square customer directory", "Smile.io customer"…: the tool whose export this is, when a header tells; else null. */
export function recognisedExport(headers: string[]): string | null {
  const keys = new Set(headers.map(headerKey));
  return EXPORT_MARKERS.find((m) => m.any.some((k) => keys.has(k)))?.source ?? null;
}

/** Without an email or a phone column every row fails 'Either email or phone is required'. */
export const hasContactColumn = (mapping: TColumnMapping) => mapping.email !== null || mapping.phone !== null;

/** Parsed CSV records to import rows through a column mapping (by default matched from the headers); a missing column reads as empty. */
export function toImportRows(
  records: Record<string, unknown>[],
  mapping?: TColumnMapping,
  balanceMapping: TBalanceMapping = {},
): TImportRow[] {
  const map = mapping ?? autoMapColumns(Object.keys(records[0] ?? {}));
  const read = (record: Record<string, unknown>, header: string | null | undefined) => {
    const value = header == null ? undefined : record[header];
    return value == null ? '' : String(value).trim();
  };
  const cell = (record: Record<string, unknown>, column: keyof TColumnMapping) => read(record, map[column]);
  return records.map((record, index) => {
    // Empty balance cells bring nothing: the customer joins the program at their first visit, as anyone new.
    const balances: Record<string, string> = {};
    for (const [programId, header] of Object.entries(balanceMapping)) {
      const value = read(record, header);
      if (value !== '') balances[programId] = value;
    }
    const lifetimePoints = cell(record, 'lifetime_points');
    const visits = cell(record, 'visits');
    const memberSince = cell(record, 'member_since');
    const smsConsent = cell(record, 'sms_consent');
    const emailConsent = cell(record, 'email_consent');
    const named = { first: cell(record, 'first_name'), last: cell(record, 'last_name') };
    const name = named.first || named.last ? named : splitFullName(cell(record, IMPORT_FULL_NAME));
    return {
      rowNumber: index + 2,
      first_name: name.first,
      last_name: name.last,
      email: cell(record, 'email'),
      phone: cell(record, 'phone'),
      birthday: cell(record, 'birthday'),
      ...(Object.keys(balances).length > 0 ? { balances } : {}),
      ...(lifetimePoints !== '' ? { lifetime_points: lifetimePoints } : {}),
      ...(visits !== '' ? { visits } : {}),
      ...(memberSince !== '' ? { member_since: memberSince } : {}),
      ...(smsConsent !== '' ? { sms_consent: smsConsent } : {}),
      ...(emailConsent !== '' ? { email_consent: emailConsent } : {}),
    };
  });
}

/**
 * A whole name as first and last name: the first word, then the rest ("Olivia Brown", "Mary Ann Lee" → "Mary",
 * "Ann Lee"), or the part after a comma first ("Brown, Olivia"), as contact tools split it. One word is a first name.
 */
export function splitFullName(text: string): { first: string; last: string } {
  const plain = text.trim().replace(/\s+/g, ' ');
  const comma = plain.indexOf(',');
  if (comma > 0) return { first: plain.slice(comma + 1).trim(), last: plain.slice(0, comma).trim() };
  const space = plain.indexOf(' ');
  return space < 0 ? { first: plain, last: '' } : { first: plain.slice(0, space), last: plain.slice(space + 1) };
}

/** An opening balance as a whole number, when the text is one ("1,250" and "1250.0" read as 1250); null otherwise. */
export function readBalance(text: string): number | null {
  const plain = text.trim().replace(/,/g, '');
  if (!/^\d+(\.0+)?$/.test(plain)) return null;
  const n = Number.parseInt(plain, 10);
  return Number.isSafeInteger(n) ? n : null;
}

// Half of a UTF-16 surrogate pair: not a character, so no UTF-8 database text can hold it.
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** PostgreSQL text refuses a NUL character and invalid Unicode: such a value would fail its whole import batch. */
export function hasUnsavableCharacters(value: string): boolean {
  return value.includes('\0') || LONE_SURROGATE.test(value);
}

/**
 * The spec's per-row rules, in order, then what the database would refuse; null when the row may be imported.
 * Birthdays are written in many ways and read in the business's date order, which only the server knows: it passes
 * `readBirthday` (the ISO date, or null when the text is not a real date). Without it a birthday is not checked here.
 */
export function validateImportRow(
  row: Pick<TImportRow, 'email' | 'phone' | 'birthday'> & Partial<Pick<TImportRow, 'first_name' | 'last_name'>>,
  readBirthday?: (text: string) => string | null,
): string | null {
  const email = row.email.trim();
  const phone = row.phone.trim();
  const birthday = row.birthday.trim();
  if (!email && !phone) return IMPORT_MESSAGES.emailOrPhone;
  if (email && !EMAIL_PATTERN.test(email)) return IMPORT_MESSAGES.invalidEmail;
  if (birthday && readBirthday && readBirthday(birthday) === null) return IMPORT_MESSAGES.invalidBirthday;
  const texts = [row.first_name ?? '', row.last_name ?? '', email, phone];
  if (texts.some(hasUnsavableCharacters)) return IMPORT_MESSAGES.unsavableCharacters;
  return null;
}

/** Rows split into the valid ones and the per-row errors (the "validating" step). */
export function splitValidRows(rows: TImportRow[]): { valid: TImportRow[]; invalid: TImportRowResult[] } {
  const valid: TImportRow[] = [];
  const invalid: TImportRowResult[] = [];
  for (const row of rows) {
    const error = validateImportRow(row);
    if (error) invalid.push({ rowNumber: row.rowNumber, status: 'failed', error });
    else valid.push(row);
  }
  return { valid, invalid };
}

/**
 * A cell that a spreadsheet would run as a formula (= + - @, or a leading tab/CR) gets a leading apostrophe, so an
 * exported file cannot execute anything when opened (OWASP CSV injection).
 */
export function escapeCsvCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

export const ZImportRequest = z.object({
  rows: z.array(ZImportRow).min(1).max(IMPORT_CHUNK_SIZE),
  /** The file's last request: the server refreshes the table's planner statistics after it. */
  final: z.boolean().optional(),
  /**
   * Import the rows that still fit the plan, in file order, and report the rest as not imported, instead of
   * refusing every batch that would go over.
   */
  fitToLimit: z.boolean().optional(),
  /**
   * A row whose phone or email is already a customer's updates that customer (its non-empty cells; an empty cell keeps
   * what is there) instead of failing as a duplicate. Its opening balances are added only in programs the customer
   * is not in yet.
   */
  updateExisting: z.boolean().optional(),
  /** The import this request continues (a file arrives in several requests): the first request's `importId`. */
  importId: z.uuid().optional(),
  /** How the file's new customers agreed to marketing, per channel; absent: nobody did. */
  consent: ZImportConsent.optional(),
});

export const ZImportRowResult = z.object({
  rowNumber: z.number(),
  status: z.enum(['imported', 'updated', 'failed']),
  error: z.string().optional(),
});
export type TImportRowResult = z.infer<typeof ZImportRowResult>;

export const ZImportResponse = z.object({
  /** The import batch: pass it with the file's next requests; undone as one. */
  importId: z.uuid(),
  imported: z.number(),
  updated: z.number(),
  failed: z.number(),
  results: z.array(ZImportRowResult),
});
export type TImportResponse = z.infer<typeof ZImportResponse>;

/** Asked once before importing: does the whole file fit the plan? */
export const ZImportPreflight = z.object({ validRows: z.number().int().min(0) });
export const ZImportPreflightResponse = z.object({ current: z.number(), limit: z.number() });

/** One import in the history: what it added and updated, and whether it can still be undone. */
export const ZImportBatch = z.object({
  id: z.uuid(),
  createdAt: z.string(),
  /** Who ran it (null for an API key or a removed member). */
  createdBy: z.string().nullable(),
  updateExisting: z.boolean(),
  added: z.number(),
  updated: z.number(),
  undoneAt: z.string().nullable(),
  /** Until when an undo is possible (createdAt + IMPORT_UNDO_HOURS). */
  undoUntil: z.string(),
});
export type TImportBatch = z.infer<typeof ZImportBatch>;
export const ZImportBatchList = z.object({ imports: z.array(ZImportBatch) });
export type TImportBatchList = z.infer<typeof ZImportBatchList>;

export const ZImportUndoResponse = z.object({
  /** New customers removed. */
  removed: z.number(),
  /** Customers updated by the import put back as they were. */
  restored: z.number(),
});
export type TImportUndoResponse = z.infer<typeof ZImportUndoResponse>;
