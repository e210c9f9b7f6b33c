import type { TLocation } from '@regulars/contracts';
import type { locations } from '../db/schema/index.ts';

export function toLocation(row: typeof locations.$inferSelect, qrCodeCount: number): TLocation {
  return {
    id: row.id,
    name: row.name,
    address: row.address,
    timeZone: row.timeZone,
    qrCodeCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
