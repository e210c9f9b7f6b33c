import {
  type TAutomationKind,
  type TBirthdayConfig,
  type TWinBackConfig,
  ZBirthdayConfig,
  ZWinBackConfig,
} from '@regulars/contracts';
import { and, eq } from 'drizzle-orm';
import type { TExecutor } from '../db/client.ts';
import { automations } from '../db/schema/index.ts';

type TConfigOf = { win_back: TWinBackConfig; birthday: TBirthdayConfig };

export type TAutomationState<K extends TAutomationKind> = {
  enabled: boolean;
  config: TConfigOf[K];
  updatedAt: Date | null;
};

/**
 * Whether a business without a row has the automation on. Birthday greetings went out whenever an active birthday
 * template existed before automations had a switch: no row keeps that. Win-back is new, so it waits to be asked.
 */
export const ENABLED_WITHOUT_ROW: Record<TAutomationKind, boolean> = { win_back: false, birthday: true };

/** A stored config read through its schema: fields added later get their defaults, a damaged one reads as defaults. */
export function configOf<K extends TAutomationKind>(kind: K, stored: unknown): TConfigOf[K] {
  const schema = kind === 'win_back' ? ZWinBackConfig : ZBirthdayConfig;
  const parsed = schema.safeParse(stored ?? {});
  return (parsed.success ? parsed.data : schema.parse({})) as TConfigOf[K];
}

/** One automation of a business as it stands: its row, or the defaults when it has never been saved. */
export async function readAutomation<K extends TAutomationKind>({
  db,
  businessId,
  kind,
}: {
  db: TExecutor;
  businessId: string;
  kind: K;
}): Promise<TAutomationState<K>> {
  const [row] = await db
    .select({ enabled: automations.enabled, config: automations.config, updatedAt: automations.updatedAt })
    .from(automations)
    .where(and(eq(automations.businessId, businessId), eq(automations.kind, kind)))
    .limit(1);
  if (!row) return { enabled: ENABLED_WITHOUT_ROW[kind], config: configOf(kind, {}), updatedAt: null };
  return { enabled: row.enabled, config: configOf(kind, row.config), updatedAt: row.updatedAt };
}
