import type { TExecutor } from '../db/client.ts';
import { rawQuery } from '../db/raw-sql.ts';

/**
 * Every table with a `business_id` column (the tenant tables, as the schema is now, not as a list kept by hand),
 * ordered so that a table comes before every table it references: deleting in this order never trips a foreign key,
 * cascading or not.
 */
export async function tenantTablesChildrenFirst(db: TExecutor): Promise<string[]> {
  const tables = (
    await rawQuery<{ table_name: string }>(db, {
      text: `select c.table_name from information_schema.columns c
        join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
        where c.table_schema = 'public' and c.column_name = 'business_id' and t.table_type = 'BASE TABLE'
        order by c.table_name`,
      values: [],
    })
  ).map((r) => r.table_name);
  const edges = await rawQuery<{ child: string; parent: string }>(db, {
    text: `select cl.relname as child, pl.relname as parent from pg_constraint k
      join pg_class cl on cl.oid = k.conrelid join pg_class pl on pl.oid = k.confrelid
      join pg_namespace n on n.oid = cl.relnamespace
      where k.contype = 'f' and n.nspname = 'public' and k.conrelid <> k.confrelid`,
    values: [],
  });
  return childrenFirst(tables, edges);
}

/** A depth-first order in which every referencing table precedes the tables it references (a cycle: as found). */
export function childrenFirst(tables: string[], edges: { child: string; parent: string }[]): string[] {
  const included = new Set(tables);
  const referencedBy = new Map<string, string[]>();
  for (const { child, parent } of edges) {
    if (!included.has(child) || !included.has(parent)) continue;
    referencedBy.set(parent, [...(referencedBy.get(parent) ?? []), child]);
  }
  const order: string[] = [];
  const seen = new Set<string>();
  const visit = (table: string) => {
    if (seen.has(table)) return;
    seen.add(table);
    for (const child of referencedBy.get(table) ?? []) visit(child);
    order.push(table);
  };
  for (const table of tables) visit(table);
  // Visiting puts a table after its referencing tables' own post-order: parents last when the list is read as built.
  return order;
}
