import { sql } from 'drizzle-orm';

import type { Database } from '../apps/server/src/db/client';

/**
 * Fills an empty, migrated database with generated authors and projects, set-based with
 * generate_series (one INSERT … SELECT per batch), so 100,000 projects take seconds on
 * PostgreSQL and well under a few minutes on PGlite. Values are deterministic functions of
 * the row number: every run builds the same marketplace.
 */

const list = (text: string) => text.split('|');
const q = (items: string[]) => `ARRAY[${items.map((s) => `'${s.replace(/'/g, "''")}'`).join(',')}]`;

const ADJECTIVES = list(
  'Realtime|Minimal|Open|Smart|Modular|Serverless|Offline-first|Secure|Headless|' +
    'Lightweight|Scalable|Collaborative|Typed|Reactive|Portable|Cloud|Self-hosted|' +
    'Fast|Visual|Automated',
);
const SUBJECTS = list(
  'Sales|Inventory|Invoice|Habit|Recipe|Fitness|Budget|Chat|Weather|Kanban|' +
    'Markdown|Portfolio|Crypto|Podcast|Booking|CRM|Analytics|Survey|Music|Photo|' +
    'Expense|Event|Learning|Travel|Job Board|Forum|Newsletter|Helpdesk|Payroll|' +
    'Monitoring',
);
const KINDS = list(
  'Dashboard|Tracker|API|Starter Kit|CLI|Library|Mobile App|Desktop App|Bot|Engine|' +
    'Toolkit|Template|Plugin|SDK|Game|Component Library|Rate Limiter|Scraper|Editor|' +
    'Admin Panel',
);
const AUDIENCES = list(
  'small teams|freelancers|startups|students|indie hackers|agencies|online shops|' +
    'clinics|schools|remote teams',
);
const TECH = list(
  'react|typescript|node.js|python|django|fastapi|go|rust|vue|svelte|flutter|swift|' +
    'kotlin|postgresql|redis|graphql|tailwind|next.js|electron|tauri|unity|godot|' +
    'docker|aws|firebase',
);
const TOPICS = list(
  'reporting|charts|auth|payments|realtime|ai|open-source|saas|productivity|' +
    'devtools|testing|e-commerce|education|health|finance|gaming|social|maps|' +
    'security|automation',
);
const SENTENCES = list(
  'Ships with authentication, role-based access and an admin area.|' +
    'Includes a test suite, CI configuration and deployment scripts.|' +
    'Designed to be extended: every module is documented and replaceable.|' +
    'Works offline and syncs when the connection returns.|' +
    'Comes with seed data, screenshots and a step-by-step setup guide.|' +
    'Charts, filters and CSV export are built in.|' +
    'Accessible, responsive and tested on current browsers.|' +
    'Clean architecture with typed APIs end to end.',
);
const CATEGORIES = ['web', 'mobile', 'desktop', 'api', 'library', 'tool', 'game', 'other'];

export interface FillOptions {
  projects: number;
  users: number;
  batchSize?: number;
  onProgress?: (done: number, total: number) => void;
}

export async function fillDatabase(database: Database, opts: FillOptions): Promise<void> {
  const { db } = database;
  const batch = opts.batchSize ?? 10_000;

  await db.execute(
    sql.raw(`
      INSERT INTO users (username, email, reputation, display_name, bio, created_at)
      SELECT 'bench_user_' || i,
             'bench_user_' || i || '@bench.invalid',
             (i * 37) % 2500,
             'Bench Author ' || i,
             'Builds ' || (${q(TECH)})[1 + i % ${TECH.length}] || ' projects for ' ||
               (${q(AUDIENCES)})[1 + i % ${AUDIENCES.length}] || '.',
             now() - ((i * 13) % 900) * interval '1 day'
      FROM generate_series(1, ${opts.users}) AS g(i)
    `),
  );

  for (let start = 1; start <= opts.projects; start += batch) {
    const end = Math.min(opts.projects, start + batch - 1);
    await db.execute(
      sql.raw(`
        WITH authors AS (
          SELECT array_agg(id ORDER BY id) AS ids, count(*)::int AS n
          FROM users WHERE email LIKE '%@bench.invalid'
        ),
        rows AS (
          SELECT i,
                 (${q(ADJECTIVES)})[1 + i % ${ADJECTIVES.length}] AS adj,
                 (${q(SUBJECTS)})[1 + (i / ${ADJECTIVES.length}) % ${SUBJECTS.length}] AS subject,
                 (${q(KINDS)})[1 + (i / ${ADJECTIVES.length * SUBJECTS.length} + i) % ${KINDS.length}] AS kind,
                 CASE WHEN i % 10 < 5 THEN 'free' WHEN i % 10 < 8 THEN 'paid' ELSE 'freemium' END
                   AS license,
                 now() - ((i * 7919) % (730 * 24 * 60)) * interval '1 minute' AS created
          FROM generate_series(${start}, ${end}) AS g(i)
        )
        INSERT INTO projects (
          author_id, title, description, category, tags, tech_stack, license_type, price_cents,
          fee_pct, free_features, paid_features, free_repo_url, paid_repo_url, demo_url,
          views, downloads, stars, status, published_at, created_at, updated_at
        )
        SELECT a.ids[1 + (r.i * 7919) % a.n],
               r.adj || ' ' || r.subject || ' ' || r.kind,
               'A ' || lower(r.adj) || ' ' || lower(r.subject) || ' ' || lower(r.kind) ||
                 ' for ' || (${q(AUDIENCES)})[1 + r.i % ${AUDIENCES.length}] || ', built with ' ||
                 (${q(TECH)})[1 + (r.i * 3) % ${TECH.length}] || ' and ' ||
                 (${q(TECH)})[1 + (r.i * 7 + 5) % ${TECH.length}] || '. ' ||
                 (${q(SENTENCES)})[1 + r.i % ${SENTENCES.length}] || ' ' ||
                 (${q(SENTENCES)})[1 + (r.i * 5 + 3) % ${SENTENCES.length}],
               (${q(CATEGORIES)})[1 + (r.i * 5) % ${CATEGORIES.length}],
               ARRAY[(${q(TECH)})[1 + (r.i * 3) % ${TECH.length}],
                     (${q(TECH)})[1 + (r.i * 7 + 5) % ${TECH.length}],
                     (${q(TOPICS)})[1 + (r.i * 11) % ${TOPICS.length}]],
               ARRAY[(${q(TECH)})[1 + (r.i * 3) % ${TECH.length}]],
               r.license,
               CASE WHEN r.license = 'free' THEN 0 ELSE ((r.i * 97) % 200 + 5) * 100 - 1 END,
               20,
               CASE WHEN r.license = 'paid' THEN '{}'::text[]
                    ELSE ARRAY['View source code', 'Basic documentation', 'Personal use license'] END,
               CASE WHEN r.license = 'free' THEN '{}'::text[]
                    ELSE ARRAY['Commercial license', 'Priority support', 'Extended examples'] END,
               CASE WHEN r.license = 'paid' THEN NULL
                    ELSE 'https://github.com/bench/project-' || r.i || '-free' END,
               CASE WHEN r.license = 'free' THEN NULL
                    ELSE 'https://github.com/bench/project-' || r.i || '-premium' END,
               CASE WHEN r.i % 3 = 0 THEN 'https://demo.example.com/p/' || r.i END,
               floor(power(((r.i * 7919) % 10007) / 10007.0, 3) * 50000)::int,
               floor(power(((r.i::bigint * 104729) % 10007) / 10007.0, 3) * 5000)::int,
               floor(power(((r.i::bigint * 1299709) % 10007) / 10007.0, 4) * 2000)::int,
               CASE WHEN r.i % 20 = 0 THEN 'draft' ELSE 'published' END,
               CASE WHEN r.i % 20 = 0 THEN NULL ELSE r.created END,
               r.created,
               least(now(), r.created + ((r.i * 31) % 90) * interval '1 day')
        FROM rows r, authors a
      `),
    );
    opts.onProgress?.(end, opts.projects);
  }
  // Fresh statistics (and a visibility map for index-only scans) before anything is timed.
  await db.execute(sql.raw('VACUUM ANALYZE users'));
  await db.execute(sql.raw('VACUUM ANALYZE projects'));
}
