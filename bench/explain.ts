/**
 * EXPLAIN ANALYZE of the queries behind the public reads, on a filled PostgreSQL database (for
 * example the scratch database of a running `bench/public-load.ts`, or one filled by it):
 *
 *   node --import tsx bench/explain.ts postgres://postgres@127.0.0.1:5432/cb_bench_xxxx
 *
 * It runs the projects repository's own queries (captured through Drizzle's logger, so they are
 * exactly what the app sends): the detail, a first and a deep listing page, and a search page
 * with its count. Each runs once to warm the buffers, then once under EXPLAIN (ANALYZE, BUFFERS).
 */
import { listProjectsQuerySchema } from '@codebazaar/shared';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';

import type { Db } from '../apps/server/src/db/client';
import * as schema from '../apps/server/src/db/schema';
import { createProjectsRepository } from '../apps/server/src/modules/projects/projects.repository';
import { createProjectsService } from '../apps/server/src/modules/projects/projects.service';

const url = process.argv[2] ?? process.env.BENCH_DATABASE_URL;
if (!url) {
  console.error('Usage: node --import tsx bench/explain.ts <postgres url of a filled database>');
  process.exit(2);
}

const captured: { sql: string; params: unknown[] }[] = [];
const pool = new pg.Pool({ connectionString: url, max: 2 });
const db = drizzle({
  client: pool,
  schema,
  casing: 'snake_case',
  logger: { logQuery: (sql, params) => captured.push({ sql, params }) },
}) as unknown as Db;
const service = createProjectsService(createProjectsRepository(db), { countCacheTtlMs: 0 });

async function explain(label: string, run: () => Promise<unknown>) {
  await run();
  captured.length = 0;
  await run();
  for (const q of captured) {
    const plan = await pool.query(`EXPLAIN (ANALYZE, BUFFERS) ${q.sql}`, q.params);
    console.log(`\n=== ${label}\n${q.sql}\n`);
    for (const row of plan.rows as { 'QUERY PLAN': string }[]) console.log(row['QUERY PLAN']);
  }
}

async function main() {
  const { rows } = await pool.query<{ id: string }>(
    "select id from projects where status = 'published' order by id offset 1234 limit 1",
  );
  const id = rows[0]!.id;
  const list = (q: Record<string, unknown>) => () =>
    service.list(listProjectsQuerySchema.parse(q), null);
  await explain('detail (anonymous)', () => service.publicDetail(id));
  await explain('listing, page 1', list({ page: 1, limit: 20 }));
  await explain(
    'listing, category + sort, page 5',
    list({ category: 'web', sortBy: 'stats.views', sortOrder: 'desc', page: 5, limit: 20 }),
  );
  await explain('listing, page 200 (deep)', list({ page: 200, limit: 20 }));
  await explain('search "dashboard", page 3', list({ search: 'dashboard', page: 3, limit: 20 }));
  await pool.end();
}

main().catch(async (err: unknown) => {
  console.error(err);
  await pool.end();
  process.exit(1);
});
