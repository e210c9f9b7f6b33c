/** The rows of a raw `db.execute`: node-postgres answers { rows }, PGlite's drizzle driver too; both read the same. */
export function rowsOf<T>(result: unknown): T[] {
  return Array.isArray(result) ? result : (result as { rows: T[] }).rows;
}
