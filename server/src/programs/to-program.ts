import { parseProgramConfig, type TProgram } from '@regulars/contracts';
import type { loyaltyPrograms } from '../db/schema/index.ts';

type TProgramRow = typeof loyaltyPrograms.$inferSelect;

/**
 * The API shape of a program row. The stored config is re-read through its type's schema so a
 * config saved before a field existed comes back with that field's default.
 */
export function toProgram(row: TProgramRow): TProgram {
  const parsed = parseProgramConfig(row.type, row.config);
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    type: row.type,
    status: row.status,
    config: parsed.success ? parsed.data : row.config,
    createdAt: row.createdAt.toISOString(),
  } as TProgram;
}
