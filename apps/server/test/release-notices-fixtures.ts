import crypto from 'node:crypto';

import type { FastifyInstance } from 'fastify';

import type { Db } from '../src/db/client';
import { licenses, releaseFiles, releases } from '../src/db/schema';
import type { TestContext } from './helper';

/** A release's file as a test gives it (its storage key and format are made up). */
export interface TestReleaseFile {
  name: string;
  size: number;
  sha256?: string;
}

export interface TestRelease {
  version: string;
  notes?: string;
  publishedAt?: Date;
  backdatedTo?: Date | null;
  yankedAt?: Date | null;
  files?: TestReleaseFile[];
}

/**
 * Inserts a release and its files as the releases module stores them, without publishing it:
 * no `release.published` event. Returns its id.
 */
export async function insertRelease(
  ctx: Pick<TestContext, 'database'>,
  projectId: string,
  release: TestRelease,
): Promise<string> {
  const [row] = await ctx.database.db
    .insert(releases)
    .values({
      projectId,
      version: release.version,
      notes: release.notes ?? '',
      source: 'upload',
      publishedAt: release.publishedAt ?? new Date(),
      backdatedTo: release.backdatedTo ?? null,
      yankedAt: release.yankedAt ?? null,
    })
    .returning({ id: releases.id });
  const files = release.files ?? [{ name: `project-${release.version}.zip`, size: 2048 }];
  if (files.length > 0) {
    await ctx.database.db.insert(releaseFiles).values(
      files.map((f) => {
        const sha256 = f.sha256 ?? crypto.createHash('sha256').update(f.name).digest('hex');
        return {
          releaseId: row!.id,
          name: f.name,
          storageKey: `${sha256}.zip`,
          format: 'zip' as const,
          sizeBytes: f.size,
          sha256,
        };
      }),
    );
  }
  return row!.id;
}

/**
 * Records `release.published` for the release in a transaction of its own, as the releases
 * module does in the transaction that publishes it, and hands its rows to the queue.
 */
export async function recordPublished(
  app: FastifyInstance,
  releaseId: string,
  occurrence = `release.published:${releaseId}`,
): Promise<void> {
  const rows = await app.database.db.transaction((tx) =>
    app.outbox.record(tx as unknown as Db, 'release.published', releaseId, { occurrence }),
  );
  await app.outbox.relay(rows);
}

/** Inserts and publishes a release: its id (the caller settles the effects). */
export async function publishRelease(
  ctx: Pick<TestContext, 'database' | 'app'>,
  projectId: string,
  release: TestRelease,
): Promise<string> {
  const id = await insertRelease(ctx, projectId, release);
  await recordPublished(ctx.app, id);
  return id;
}

/** An active license of `projectId` for `buyerId`, with its term of updates (null: for life). */
export async function insertHolderLicense(
  ctx: Pick<TestContext, 'database'>,
  projectId: string,
  buyerId: string,
  opts: { updatesUntil?: Date | null; status?: 'active' | 'refunded' } = {},
): Promise<string> {
  const [row] = await ctx.database.db
    .insert(licenses)
    .values({
      projectId,
      buyerId,
      kind: 'paid',
      totalCents: 3000,
      feeCents: 500,
      sellerCents: 2500,
      paymentReference: `test_${crypto.randomBytes(8).toString('hex')}`,
      status: opts.status ?? 'active',
      updatesUntil: opts.updatesUntil ?? null,
    })
    .returning({ id: licenses.id });
  return row!.id;
}
