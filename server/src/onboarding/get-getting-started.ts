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
 */
export async function getGettingStarted({
  db,
  businessId,
}: {
  db: TExecutor;
  businessId: string;
}): Promise<TGettingStarted> {
  const [row] = await rawQuery<TGettingStarted>(
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
      ) as "timeZone"
  `,
  );
  return {
    program: row.program === true,
    qrCode: row.qrCode === true,
    customer: row.customer === true,
    visit: row.visit === true,
    welcomeMessage: row.welcomeMessage === true,
    timeZone: row.timeZone === true,
  };
}
