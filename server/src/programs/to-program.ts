import { parseProgramConfig, type TProgram } from '@regulars/contracts';
import type { loyaltyPrograms } from '../db/schema/index.ts';

type TProgramRow = typeof loyaltyPrograms.$inferSelect;

/**
 * Configs already read through their schema, by type and stored JSON: every check-in reads all the business's
 * programs, and the schema's parse cost more than the rules. A cache of a pure function (the same stored config
 * always reads the same), so a second server process needs nothing from it; cleared when it grows past its bound.
 */
const parsedConfigs = new Map<string, unknown>();
const MAX_PARSED_CONFIGS = 1_000;

/**
 * The API shape of a program row. The stored config is re-read through its type's schema so a
 * config saved before a field existed comes back with that field's default.
 */
export function toProgram(row: TProgramRow): TProgram {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    type: row.type,
    status: row.status,
    config: parsedConfig(row.type, row.config),
    createdAt: row.createdAt.toISOString(),
  } as TProgram;
}

function parsedConfig(type: TProgramRow['type'], config: unknown): unknown {
  const key = `${type}:${JSON.stringify(config)}`;
  if (parsedConfigs.has(key)) return parsedConfigs.get(key);
  const parsed = parseProgramConfig(type, config);
  // Frozen: one object serves every reader, so none may change it for the others.
  const value = deepFreeze(parsed.success ? parsed.data : config);
  if (parsedConfigs.size >= MAX_PARSED_CONFIGS) parsedConfigs.clear();
  parsedConfigs.set(key, value);
  return value;
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}
