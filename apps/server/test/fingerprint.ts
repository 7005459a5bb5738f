import { sql } from 'drizzle-orm';

import type { Database } from '../src/db/client';

const tableLists = new WeakMap<Database, Promise<string[]>>();

async function tablesOf(database: Database): Promise<string[]> {
  const result = await database.db.execute(
    sql`select tablename from pg_tables where schemaname = 'public' order by tablename`,
  );
  return (result as unknown as { rows: { tablename: string }[] }).rows.map((r) => r.tablename);
}

/**
 * Every table of the app's schema with its row count and a checksum of its rows (order-free):
 * equal fingerprints before and after a request mean the request changed nothing.
 */
export async function databaseFingerprint(database: Database): Promise<Record<string, string>> {
  let tables = tableLists.get(database);
  if (!tables) {
    tables = tablesOf(database);
    tableLists.set(database, tables);
  }
  const names = await tables;
  const query = names
    .map(
      (name) =>
        `select '${name}' as name, count(*)::text || ':' || ` +
        `coalesce(md5(string_agg(md5(t::text), '' order by md5(t::text))), '') as print ` +
        `from "${name}" t`,
    )
    .join(' union all ');
  const result = await database.db.execute(sql.raw(query));
  const rows = (result as unknown as { rows: { name: string; print: string }[] }).rows;
  return Object.fromEntries(rows.map((r) => [r.name, r.print]));
}
