import { customType } from 'drizzle-orm/pg-core';

/** Bytes in a column (PGlite answers a Uint8Array, node-postgres a Buffer): read as a Buffer either way. */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});
