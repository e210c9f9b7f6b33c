import { type AnyPgColumn, foreignKey, primaryKey } from 'drizzle-orm/pg-core';

/*
 * Keys of tenant tables hold business_id, so that a table distributed by business_id (Citus, docs/SCALING.md) can
 * keep them: every key and every reference then stays inside one business's shard. test/citus-readiness.test.ts
 * fails for a key that does not.
 */

type TTenantRow = { id: AnyPgColumn; businessId: AnyPgColumn };

/**
 * `(id, business_id)`: id first, so a lookup by id alone (a signed link's message id, before its business is known)
 * still probes the index as it did when id was the key; PostgreSQL and Citus need only that both are in it.
 */
export function tenantPrimaryKey(table: string, t: TTenantRow) {
  return primaryKey({ name: `${table}_pkey`, columns: [t.id, t.businessId] });
}

/**
 * A reference to a row of another tenant table (or the same), within the row's own business. For `on delete set
 * null` the migration names the one column to clear (`set null (customer_id)`, PostgreSQL 15+): the default would
 * clear business_id too, which is NOT NULL.
 */
export function tenantForeignKey(name: string, own: { businessId: AnyPgColumn; column: AnyPgColumn }, to: TTenantRow) {
  return foreignKey({ name, columns: [own.businessId, own.column], foreignColumns: [to.businessId, to.id] });
}
