import pg from 'pg';

/** Refuses a PostgreSQL database that has any table or a migrations record. */
export async function assertEmptyPostgres(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>(
      `select count(*) as n from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where c.relkind in ('r', 'p', 'v', 'm', 'S')
          and n.nspname not in ('pg_catalog', 'information_schema')
          and n.nspname not like 'pg_toast%' and n.nspname not like 'pg_temp%'`,
    );
    if (Number(rows[0]!.n) > 0) {
      throw new Error(
        `the PostgreSQL database ${redactUrl(url)} is not empty (${rows[0]!.n} tables or ` +
          'sequences): give an empty database (CREATE DATABASE …)',
      );
    }
  } finally {
    await client.end();
  }
}

/** A connection URL without its password, for messages. */
export function redactUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return '(the given URL)';
  }
}
