/**
 * Moves an embedded (PGlite) marketplace into an empty PostgreSQL database: the schema by the
 * project's migrations, then every table's rows in foreign-key order, then the sequences, then
 * the background jobs still to run, handed to pg-boss (the queue on PostgreSQL, ADR 010).
 */
import { sql } from 'drizzle-orm';
import pg from 'pg';

import { createPostgresDatabase, type Database } from '../db/client';
import { createPgBossJobQueue } from '../integrations/jobs/pg-boss-job-queue';
import { assertEmptyPostgres } from './empty-target';
import { migrationTag } from './manifest';

export interface CopyReport {
  tables: { name: string; rows: number }[];
  sequences: number;
  jobs: number;
}

const BATCH = 500;

type Rows<T> = { rows: T[] };
async function query<T>(database: Database, text: string): Promise<T[]> {
  const result = await database.db.execute(sql.raw(text));
  return (result as unknown as Rows<T>).rows;
}

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Tables of the public schema, each after the tables its foreign keys point to. */
export async function tablesInDependencyOrder(source: Database): Promise<string[]> {
  const tables = (
    await query<{ name: string }>(
      source,
      `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind in ('r', 'p') order by c.relname`,
    )
  ).map((r) => r.name);
  const edges = await query<{ child: string; parent: string }>(
    source,
    `select c.relname as child, p.relname as parent from pg_constraint k
       join pg_class c on c.oid = k.conrelid join pg_class p on p.oid = k.confrelid
       join pg_namespace n on n.oid = c.relnamespace
      where k.contype = 'f' and n.nspname = 'public'`,
  );
  const parents = new Map(tables.map((t) => [t, new Set<string>()]));
  for (const e of edges) if (e.child !== e.parent) parents.get(e.child)?.add(e.parent);
  const ordered: string[] = [];
  const done = new Set<string>();
  while (ordered.length < tables.length) {
    const ready = tables.filter(
      (t) => !done.has(t) && [...parents.get(t)!].every((p) => done.has(p)),
    );
    if (ready.length === 0) throw new Error('foreign keys form a cycle; cannot order the copy');
    for (const t of ready) {
      ordered.push(t);
      done.add(t);
    }
  }
  return ordered;
}

interface JobRow {
  id: string;
  name: string;
  payload: object;
  singleton_key: string;
  attempts: number;
  retry_limit: number;
  backoff_ms: number;
  max_backoff_ms: number;
  run_after: string | Date;
}

/**
 * Copies `source` (migrated, not written to meanwhile) into the empty PostgreSQL database at
 * `targetUrl`. Rows go in one transaction: a failed copy leaves only the migrated schema.
 */
export async function copyDatabase(opts: {
  source: Database;
  targetUrl: string;
  log?: (line: string) => void;
}): Promise<CopyReport> {
  const { source, targetUrl } = opts;
  const log = opts.log ?? (() => {});
  await assertEmptyPostgres(targetUrl);
  await source.migrate();
  const target = createPostgresDatabase(targetUrl, 2);
  const report: CopyReport = { tables: [], sequences: 0, jobs: 0 };
  try {
    await target.migrate();
    const [from, to] = [await migrationTag(source.db), await migrationTag(target.db)];
    if (from !== to) throw new Error(`schema differs after migrating: ${from} and ${to}`);

    const client = new pg.Client({ connectionString: targetUrl });
    await client.connect();
    try {
      await client.query('begin');
      const tables = await tablesInDependencyOrder(source);
      // Some migrations insert rows (the receipt counter, settings): the source has them too,
      // with their current values, so the target's fresh copies make way.
      for (const table of [...tables].reverse()) await client.query(`delete from ${ident(table)}`);
      for (const table of tables) {
        // The embedded queue's rows become pg-boss jobs below.
        if (table === 'jobs') continue;
        const columns = (
          await client.query<{ column_name: string }>(
            `select column_name from information_schema.columns
              where table_schema = 'public' and table_name = $1 and is_generated = 'NEVER'
              order by ordinal_position`,
            [table],
          )
        ).rows.map((r) => ident(r.column_name));
        if (columns.length === 0) continue;
        const list = columns.join(', ');
        let rows = 0;
        let after = '(0,0)';
        for (;;) {
          // Keyset pages in physical order; rows travel as JSON, which keeps every type's text
          // form (bytea as hex, timestamps with zone, arrays, jsonb) for PostgreSQL to read back.
          const page = await query<{ ctid: string; row: string }>(
            source,
            `select t.ctid::text as ctid, row_to_json(t)::text as row from ${ident(table)} t
              where t.ctid > '${after}'::tid order by t.ctid limit ${BATCH}`,
          );
          if (page.length === 0) break;
          await client.query(
            `insert into ${ident(table)} (${list}) overriding system value
             select ${list} from json_populate_recordset(null::${ident(table)}, $1::json)`,
            [`[${page.map((r) => r.row).join(',')}]`],
          );
          rows += page.length;
          after = page[page.length - 1]!.ctid;
        }
        report.tables.push({ name: table, rows });
        log(`  ${table}: ${rows} rows`);
      }
      const sequences = await query<{ name: string; last_value: string | null }>(
        source,
        `select sequencename as name, last_value::text as last_value from pg_sequences
          where schemaname = 'public'`,
      );
      for (const s of sequences) {
        if (s.last_value === null) continue;
        await client.query(`select setval($1, $2::bigint, true)`, [
          `public.${ident(s.name)}`,
          s.last_value,
        ]);
        report.sequences += 1;
      }
      await client.query('commit');
    } catch (err) {
      await client.query('rollback').catch(() => {});
      throw err;
    } finally {
      await client.end();
    }

    // Jobs not finished yet (queued, or claimed by a server that is gone) keep their name,
    // payload, singleton key, due time and the retries they have left.
    const due = await query<JobRow>(
      source,
      `select id, name, payload, singleton_key, attempts, retry_limit, backoff_ms,
              max_backoff_ms, run_after from jobs where state in ('queued', 'active')
        order by run_after`,
    );
    if (due.length > 0) {
      const queue = await createPgBossJobQueue({
        connectionString: targetUrl,
        onError: (err) => log(`  job queue: ${(err as Error).message}`),
      });
      try {
        for (const job of due) {
          const sent = await queue.enqueue(job.name, job.payload, {
            singletonKey: job.singleton_key === job.id ? undefined : job.singleton_key,
            startAfter: new Date(job.run_after),
            retryLimit: Math.max(0, job.retry_limit - job.attempts),
            backoff: { delayMs: job.backoff_ms, maxDelayMs: job.max_backoff_ms },
          });
          if (sent) report.jobs += 1;
        }
      } finally {
        await queue.stop();
      }
    }
    log(`  ${report.sequences} sequences, ${report.jobs} jobs`);
    return report;
  } finally {
    await target.close();
  }
}
