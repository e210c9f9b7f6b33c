import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { businesses } from './tenancy.ts';
import { tenantPrimaryKey } from './tenant-keys.ts';

/** A program as create-program takes it (a program item's name is the item's). */
export type TProgramPayload = { description: string; type: string; config: Record<string, unknown> };

/**
 * An automation's settings in a kit. What names something of the client's names it by name, never by id (the ids are
 * the source client's): win-back's templates are `templates`, and its config's template ids are null.
 */
export type TKitAutomation = {
  kind: 'win_back' | 'birthday';
  enabled: boolean;
  config: Record<string, unknown>;
  templates?: { sms: string | null; email: string | null };
};

/** A client's status tiers and their rule, as save-status-program takes them (without ids). */
export type TKitStatusTiers = {
  basis: string;
  window: string;
  windowMonths: number;
  graceDays: number;
  tiers: { name: string; threshold: number; factor: number; reward: { name: string; validDays: number } | null }[];
};

/** An earn multiplier as create-multiplier takes it, its locations by name (null: every location). */
export type TKitMultiplier = {
  kind: string;
  name: string;
  factor: number;
  days: number[];
  startTime: string | null;
  endTime: string | null;
  startsOn: string | null;
  endsOn: string | null;
  category: string | null;
  locationNames: string[] | null;
};

/**
 * A starter kit: one client's programs and templates, as their create use cases take them, and its automations,
 * status tiers and multipliers (kits saved before those have none: read them as empty).
 */
export type TKitPayload = {
  programs: (TProgramPayload & { name: string })[];
  smsTemplates: { name: string; triggerType: string; messageTemplate: string }[];
  emailTemplates: { name: string; triggerType: string; subject: string; body: string; design: unknown }[];
  automations?: TKitAutomation[];
  statusTiers?: TKitStatusTiers | null;
  multipliers?: TKitMultiplier[];
};

/** One SMS template on its own, as create-sms-template takes it (its name is the item's). */
export type TSmsTemplatePayload = { triggerType: string; messageTemplate: string };
/** One email template on its own, as create-email-template takes it (its name is the item's). */
export type TEmailTemplatePayload = { triggerType: string; subject: string; body: string; design: unknown };

export type TLibraryPayload =
  | TProgramPayload
  | TKitPayload
  | TSmsTemplatePayload
  | TEmailTemplatePayload
  | TKitAutomation;

/**
 * An agency's library (issue 53): a program saved from one of its clients, a copy of what it was then (its rules and
 * rewards are in `payload`), kept by the agency (business_id is the agency's) to add to other clients.
 */
export const agencyLibraryItems = pgTable(
  'agency_library_items',
  {
    id: uuid('id').notNull().defaultRandom(),
    businessId: text('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['program', 'kit', 'sms_template', 'email_template', 'automation'] }).notNull(),
    name: text('name').notNull(),
    /**
     * A program's description, type and config, as create-program takes them; a kit's pieces (TKitPayload); a
     * template as its create use case takes it; an automation's settings (TKitAutomation).
     */
    payload: jsonb('payload').$type<TLibraryPayload>().notNull(),
    /** The client the latest version was saved from, as named then. */
    sourceName: text('source_name').notNull(),
    /** 1 when first saved; each replacement of the copy (save-to-library.ts, `replace`) adds one. */
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the latest version was saved. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    tenantPrimaryKey('agency_library_items', t),
    index('agency_library_items_business_idx').on(t.businessId, t.name),
  ],
);

/**
 * One addition of a library item to chosen clients, run by a job: each client's outcome, pending until the job gets
 * to it, so the screen shows progress. The item's name is kept: the item may be deleted later.
 */
export const agencyLibraryApplies = pgTable(
  'agency_library_applies',
  {
    id: uuid('id').notNull().defaultRandom(),
    businessId: text('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    itemId: uuid('item_id'),
    itemName: text('item_name').notNull(),
    status: text('status', { enum: ['running', 'done'] })
      .notNull()
      .default('running'),
    results: jsonb('results')
      .$type<
        {
          clientId: string;
          clientName: string;
          outcome: string;
          /** The agency chose to update this client's program of that name to the library's version. */
          update?: boolean;
          /** The library's version it was updated to. */
          version?: number;
          pieces?: { kind: string; name: string; outcome: string }[];
        }[]
      >()
      .notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    tenantPrimaryKey('agency_library_applies', t),
    index('agency_library_applies_business_idx').on(t.businessId, t.createdAt.desc()),
  ],
);
