import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { createTestApp, createUser, type TestContext } from '../../../test/helper';
import { createProject, paidProject } from '../../../test/payments-fixtures';
import { createProjectsRepository } from './projects.repository';
import { createProjectsService } from './projects.service';

/**
 * Details asked for together (a burst of readers of different projects, none cached) are read
 * together: one query of the projects and one of their updates for the whole burst. Each
 * reader still gets their own project's detail, and a draft, a missing project or a bad id gets
 * nothing, whatever else is in the batch.
 */

let ctx: TestContext;
let published: string[];
let draft: string;

beforeAll(async () => {
  ctx = await createTestApp();
  const author = await createUser(ctx);
  published = [];
  for (let i = 0; i < 6; i += 1) {
    published.push(
      await createProject(ctx, author, {
        title: `Batched ${i}`,
        ...(i % 2 === 0 ? paidProject(1000 + i * 100) : {}),
        updatesMonths: i % 2 === 0 ? 12 : null,
      }),
    );
  }
  draft = await createProject(ctx, author, {
    title: 'Batched draft',
    status: 'draft',
    publishedAt: null,
  });
});
afterAll(() => ctx?.close());

type KnownPolicies = Parameters<TestContext['app']['updates']['projectsUpdates']>[2];

function serviceWithSpies() {
  const repo = createProjectsRepository(ctx.database.db);
  const findPublishedByIds = vi.spyOn(repo, 'findPublishedByIds');
  const updatesOf = vi.fn((ids: string[], showPrice: boolean, policies?: KnownPolicies) =>
    ctx.app.updates.projectsUpdates(ids, showPrice, policies),
  );
  const service = createProjectsService(repo, { updatesOf });
  return { service, findPublishedByIds, updatesOf };
}

describe('project details read together', () => {
  it('share one query of the projects and one of their updates, each reader getting their own', async () => {
    const { service, findPublishedByIds, updatesOf } = serviceWithSpies();
    const missing = '00000000-0000-4000-8000-000000000000';
    const asked = [...published, draft, missing, 'not-an-id'];

    const answers = await Promise.allSettled(asked.map((id) => service.publicDetail(id)));

    expect(findPublishedByIds).toHaveBeenCalledTimes(1);
    expect(updatesOf).toHaveBeenCalledTimes(1);
    // The bad id never reaches the database.
    expect(findPublishedByIds.mock.calls[0]![0]).toEqual([...published, draft, missing]);
    for (const [i, id] of published.entries()) {
      const answer = answers[i]!;
      expect(answer.status).toBe('fulfilled');
      const { project, updates } = (answer as PromiseFulfilledResult<any>).value; // eslint-disable-line @typescript-eslint/no-explicit-any
      expect(project._id).toBe(id);
      expect(project.title).toBe(`Batched ${i}`);
      expect(updates.updatesMonths).toBe(i % 2 === 0 ? 12 : null);
      // A signed-out visitor sees no renewal price.
      expect(updates.renewalPrice).toBeNull();
    }
    for (const answer of answers.slice(published.length)) {
      expect(answer.status).toBe('rejected');
      expect((answer as PromiseRejectedResult).reason.statusCode).toBe(404);
    }
  });

  it('keep the public and the member details apart (prices only for members)', async () => {
    const { service, findPublishedByIds } = serviceWithSpies();
    const [open, member] = await Promise.all([
      service.publicDetail(published[0]!),
      service.memberDetail(published[0]!),
    ]);
    expect(findPublishedByIds).toHaveBeenCalledTimes(2);
    expect(open.project.license.price).toBeNull();
    expect(member!.detail.project.license.price).toBe(10);
  });

  it('answer the same as one read alone', async () => {
    const alone = await serviceWithSpies().service.publicDetail(published[1]!);
    const { service } = serviceWithSpies();
    const together = await Promise.all(published.map((id) => service.publicDetail(id)));
    expect(together[1]).toEqual(alone);
  });
});
