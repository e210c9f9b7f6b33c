import type { TLibraryApply, TLibraryItem, TLibraryOutcome, TLibraryPieceKind } from '@regulars/contracts';
import type {
  agencyLibraryApplies,
  agencyLibraryItems,
  TEmailTemplatePayload,
  TKitAutomation,
  TKitPayload,
  TProgramPayload,
  TSmsTemplatePayload,
} from '../db/schema/index.ts';

type TItemRow = typeof agencyLibraryItems.$inferSelect;
type TApplyRow = typeof agencyLibraryApplies.$inferSelect;

export function toLibraryItem(row: TItemRow): TLibraryItem {
  const base = {
    id: row.id,
    name: row.name,
    sourceName: row.sourceName,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
  if (row.kind === 'kit') {
    const kit = row.payload as TKitPayload;
    return {
      ...base,
      kind: 'kit',
      description: '',
      programType: null,
      contents: {
        programs: kit.programs.length,
        smsTemplates: kit.smsTemplates.length,
        emailTemplates: kit.emailTemplates.length,
        // A kit saved before these were kept has none.
        automations: kit.automations?.length ?? 0,
        statusTiers: kit.statusTiers?.tiers.length ?? 0,
        multipliers: kit.multipliers?.length ?? 0,
      },
    };
  }
  const alone = { ...base, programType: null, contents: null };
  // A template's description is what it says (an SMS's text, an email's subject); an automation's, none.
  if (row.kind === 'sms_template') {
    return { ...alone, kind: 'sms_template', description: (row.payload as TSmsTemplatePayload).messageTemplate };
  }
  if (row.kind === 'email_template') {
    return { ...alone, kind: 'email_template', description: (row.payload as TEmailTemplatePayload).subject };
  }
  if (row.kind === 'automation') {
    return { ...alone, kind: 'automation', description: '', automation: (row.payload as TKitAutomation).kind };
  }
  const program = row.payload as TProgramPayload;
  return {
    ...base,
    kind: 'program',
    description: program.description,
    programType: program.type as NonNullable<TLibraryItem['programType']>,
    contents: null,
  };
}

export function toLibraryApply(row: TApplyRow): TLibraryApply {
  return {
    id: row.id,
    itemId: row.itemId,
    itemName: row.itemName,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
    results: row.results.map((r) => ({
      clientId: r.clientId,
      clientName: r.clientName,
      outcome: r.outcome as TLibraryOutcome,
      ...(r.version !== undefined ? { version: r.version } : {}),
      ...(r.pieces
        ? {
            pieces: r.pieces.map((p) => ({
              kind: p.kind as TLibraryPieceKind,
              name: p.name,
              outcome: p.outcome as TLibraryOutcome,
            })),
          }
        : {}),
    })),
  };
}
