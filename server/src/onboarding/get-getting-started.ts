import type { TGettingStarted } from '@regulars/contracts';
import { sql } from 'drizzle-orm';
import type { TExecutor } from '../db/client.ts';
import { rawQuery } from '../db/raw-sql.ts';
import {
  businesses,
  customers,
  emailTemplates,
  loyaltyPrograms,
  qrCodes,
  smsTemplates,
  subscriptionTiers,
  tenantInvitations,
  transactions,
} from '../db/schema/index.ts';

/**
 * The dashboard's getting-started checklist, each step read from the business's own rows in one round trip of
 * EXISTS probes (each stops at the first row):
 * - a program: any, active or paused;
 * - a QR code: one generated (downloads are not recorded, so making one is the step);
 * - a customer: one not deleted, added, imported or enrolled;
 * - the first visit: a visit or purchase at the counter that was not undone;
 * - the welcome message: an active welcome template, SMS or email. A business starts with no templates, so any such
 *   template is one the owner or the team wrote;
 * - the time zone: chosen in Settings (or brought by the sign-up from the owner's browser).
 * An agency (its plan has client businesses, and it is not a client itself) gets its own steps too, from its clients'
 * rows: a client added, a client's owner invited (pending or accepted), a program in one of its clients.
 */
export async function getGettingStarted({
  db,
  businessId,
}: {
  db: TExecutor;
  businessId: string;
}): Promise<TGettingStarted> {
  type TRow = Omit<TGettingStarted, 'agency'> & {
    isAgency: boolean | null;
    client: boolean;
    ownerInvited: boolean;
    clientProgram: boolean;
  };
  const [row] = await rawQuery<TRow>(
    db,
    sql`
    select
      exists (select 1 from ${loyaltyPrograms} where ${loyaltyPrograms.businessId} = ${businessId}) as "program",
      exists (select 1 from ${qrCodes} where ${qrCodes.businessId} = ${businessId}) as "qrCode",
      exists (
        select 1 from ${customers} where ${customers.businessId} = ${businessId} and ${customers.deletedAt} is null
      ) as "customer",
      exists (
        select 1 from ${transactions} t
        where t.business_id = ${businessId} and t.type in ('visit', 'purchase') and t.id = t.action_id
          and not exists (select 1 from ${transactions} r where r.business_id = t.business_id and r.reverses_id = t.id)
      ) as "visit",
      (exists (
        select 1 from ${smsTemplates}
        where ${smsTemplates.businessId} = ${businessId} and ${smsTemplates.triggerType} = 'welcome'
          and ${smsTemplates.active}
      ) or exists (
        select 1 from ${emailTemplates}
        where ${emailTemplates.businessId} = ${businessId} and ${emailTemplates.triggerType} = 'welcome'
          and ${emailTemplates.active}
      )) as "welcomeMessage",
      exists (
        select 1 from ${businesses} where ${businesses.id} = ${businessId} and ${businesses.timeZone} is not null
      ) as "timeZone",
      (select (t.features->>'clients')::boolean from ${businesses} b
        join ${subscriptionTiers} t on t.id = b.tier_id
        where b.id = ${businessId} and b.agency_id is null) as "isAgency",
      exists (select 1 from ${businesses} c where c.agency_id = ${businessId}) as "client",
      exists (
        select 1 from ${businesses} c join ${tenantInvitations} ti on ti.tenant_id = c.tenant_id
        where c.agency_id = ${businessId} and ti.status in ('pending', 'accepted')
      ) as "ownerInvited",
      exists (
        select 1 from ${businesses} c join ${loyaltyPrograms} lp on lp.business_id = c.id
        where c.agency_id = ${businessId}
      ) as "clientProgram"
  `,
  );
  return {
    program: row.program === true,
    qrCode: row.qrCode === true,
    customer: row.customer === true,
    visit: row.visit === true,
    welcomeMessage: row.welcomeMessage === true,
    timeZone: row.timeZone === true,
    agency:
      row.isAgency === true
        ? {
            client: row.client === true,
            ownerInvited: row.ownerInvited === true,
            clientProgram: row.clientProgram === true,
          }
        : null,
  };
}
