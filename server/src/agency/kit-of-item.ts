import type {
  agencyLibraryItems,
  TEmailTemplatePayload,
  TKitAutomation,
  TKitPayload,
  TSmsTemplatePayload,
} from '../db/schema/index.ts';

type TItemRow = Pick<typeof agencyLibraryItems.$inferSelect, 'kind' | 'name' | 'payload'>;

/**
 * A kit, a template or an automation item as the pieces it adds: a template or an automation alone is a kit of one
 * piece, so it is added and compared exactly as a kit's (the same rules, the same outcomes). Null for a program.
 */
export function kitOfItem(item: TItemRow): TKitPayload | null {
  const none: TKitPayload = { programs: [], smsTemplates: [], emailTemplates: [] };
  switch (item.kind) {
    case 'kit':
      return item.payload as TKitPayload;
    case 'sms_template':
      return { ...none, smsTemplates: [{ name: item.name, ...(item.payload as TSmsTemplatePayload) }] };
    case 'email_template':
      return { ...none, emailTemplates: [{ name: item.name, ...(item.payload as TEmailTemplatePayload) }] };
    case 'automation':
      return { ...none, automations: [item.payload as TKitAutomation] };
    default:
      return null;
  }
}
