import {
  isEntitledToRelease,
  RELEASE_MAIL_MESSAGES,
  RELEASE_MESSAGES,
  type ReleaseMails,
  type ReleaseUnsubscribeResponse,
} from '@codebazaar/shared';
import { httpErrors } from '@fastify/sensible';

import type { JobQueue } from '../../integrations/jobs/job-queue';
import type { Mailer } from '../../integrations/mail/mailer';
import { isUuid } from '../../lib/ids';
import { renderMarkdown } from '../../lib/markdown';
import type { AuthUser } from '../../plugins/auth';
import type { Outbox } from '../../plugins/outbox';
import { releaseMail, type NoticeFile } from './release-notices.mail';
import type { ChangelogProjectRow, ReleaseNoticesRepository } from './release-notices.repository';
import { createUnsubscribeLinks } from './unsubscribe-links';
/**
 * One holder's mail about one release, recorded once per (release, holder): its occurrence is
 * `release-mail:<release>:<holder>`, so recording it again adds nothing (ADR 015).
 */
export const RELEASE_HOLDER_MAIL = 'release.holder-mail';
/** The job that records the mails of one batch of holders, at its turn (the throttle). */
export const MAIL_BATCH_JOB = 'release-notices.mail-batch';
/** The changelog page shows this many releases, newest first; its feed FEED_ENTRIES. */
export const CHANGELOG_RELEASES = 100;
export const FEED_ENTRIES = 50;

const MINUTE_MS = 60_000;

type MailBatchJob = { releaseId: string; userIds: string[] };

/** A release as the releases module reads it (app.releases): not yanked in lists. */
interface ReadRelease {
  id: string;
  version: string;
  notes: string;
  publishedAt: Date;
  backdatedTo: Date | null;
  files: NoticeFile[];
}

export interface ReleaseNoticesDeps {
  /** The releases module's reads: one release with its project, a project's releases. */
  releases: {
    get(releaseId: string): Promise<
      | (ReadRelease & {
          projectId: string;
          projectTitle: string;
          projectStatus: 'draft' | 'published';
          authorId: string;
          yanked: boolean;
        })
      | null
    >;
    list(projectId: string): Promise<ReadRelease[]>;
  };
  outbox: Pick<Outbox, 'record' | 'relay'>;
  jobs: Pick<JobQueue, 'enqueue' | 'work'>;
  mailer: Mailer;
  /** Queues a webhook event to the seller's subscribed endpoints (app.webhooks.emit). */
  emitWebhook: (
    sellerId: string,
    type: 'release.published',
    data: unknown,
    cause: string,
  ) => Promise<number>;
  /** Signs unsubscribe links (derived from the stored-token key, like download links). */
  linkKey: Buffer;
  publicUrl: string;
  /** Release mails sent per minute at most (RELEASE_MAILS_PER_MINUTE). */
  mailsPerMinute: number;
  clock: () => Date;
}

/** A release as its changelog and feed show it. */
export interface ChangelogRelease {
  id: string;
  version: string;
  notes: string;
  notesHtml: string;
  publishedAt: Date;
  files: NoticeFile[];
}

export interface Changelog {
  project: ChangelogProjectRow;
  releases: ChangelogRelease[];
}

/** Whether an unsubscribe link can be followed, and what its page shows. */
export type UnsubscribeLink =
  { valid: false } | { valid: true; projectId: string; projectTitle: string | null };

/** What a holder's mail row carries: whose mail it is. */
function mailedUser(payload: unknown): string | null {
  const userId = (payload as { userId?: unknown } | null)?.userId;
  return typeof userId === 'string' && isUuid(userId) ? userId : null;
}

/**
 * What follows a published release (docs/product-rules.md#release-notices-and-changelog): its
 * holders' mails, throttled and once each; the seller's `release.published` webhooks; the
 * unsubscribe links and each holder's choice; and the public changelog's content.
 */
export function createReleaseNoticesService(
  repo: ReleaseNoticesRepository,
  deps: ReleaseNoticesDeps,
) {
  const { publicUrl } = deps;
  const changelogUrl = (projectId: string) => `${publicUrl}/project/${projectId}/changelog`;

  const links = createUnsubscribeLinks(deps.linkKey, publicUrl);

  /** The release, while it should be announced: not yanked, and its project published. */
  async function announced(releaseId: string) {
    const release = await deps.releases.get(releaseId);
    if (!release || release.yanked || release.projectStatus !== 'published') return null;
    return release;
  }

  /**
   * Whether the user may choose their release mails of the project: they hold an active license
   * of it. A project they cannot see (unknown, or not published) is not found.
   */
  async function holderOrRefuse(user: AuthUser, projectId: string): Promise<void> {
    const project = isUuid(projectId) ? await repo.project(projectId) : null;
    if (!project) throw httpErrors.notFound(RELEASE_MESSAGES.projectNotFound);
    if (await repo.holder(project.id, user.id)) return;
    if (project.status !== 'published') throw httpErrors.notFound(RELEASE_MESSAGES.projectNotFound);
    throw httpErrors.forbidden(RELEASE_MAIL_MESSAGES.notHolder);
  }

  const service = {
    /** Registers the job of the mail batches (the plugin calls it once). */
    registerJobs: () =>
      deps.jobs.work<MailBatchJob>(MAIL_BATCH_JOB, ({ releaseId, userIds }) =>
        service.recordHolderMails(releaseId, userIds),
      ),

    /**
     * Outbox effect of `release.published`: the holders to mail, in batches of the per-minute
     * limit, one job per batch a minute apart. A re-run (or a run beside it) enqueues the same
     * batches again at worst, and each holder's mail is recorded once whatever the batch.
     */
    async planHolderMails(releaseId: string): Promise<number> {
      const release = await announced(releaseId);
      if (!release) return 0;
      const holders = (await repo.holders(release.projectId)).filter((h) => !h.optedOut);
      const size = Math.max(1, deps.mailsPerMinute);
      const start = deps.clock().getTime();
      for (let i = 0; i * size < holders.length; i += 1) {
        const userIds = holders.slice(i * size, (i + 1) * size).map((h) => h.userId);
        await deps.jobs.enqueue<MailBatchJob>(
          MAIL_BATCH_JOB,
          { releaseId, userIds },
          {
            singletonKey: `release-mail:${releaseId}:${i}`,
            startAfter: new Date(start + i * MINUTE_MS),
          },
        );
      }
      return holders.length;
    },

    /**
     * A batch's turn: one outbox row per holder, in one transaction, each named by the release
     * and the holder, so a holder recorded by an earlier run (or a concurrent one) is not
     * recorded again; the rows are then handed to the queue and each sends one mail.
     */
    async recordHolderMails(releaseId: string, userIds: string[]): Promise<void> {
      if (!(await announced(releaseId))) return;
      const rows = await repo.transaction(async (tx) => {
        const ids: string[] = [];
        for (const userId of userIds) {
          ids.push(
            ...(await deps.outbox.record(tx, RELEASE_HOLDER_MAIL, releaseId, {
              occurrence: `release-mail:${releaseId}:${userId}`,
              payload: { userId },
            })),
          );
        }
        return ids;
      });
      await deps.outbox.relay(rows);
    },

    /**
     * Outbox effect of one holder's mail: sent when the release is still out and the holder
     * still holds an active license and has not opted out since. A holder entitled to the
     * release is told to download it; one whose updates ended before it, to renew.
     */
    async sendHolderMail(releaseId: string, payload: unknown): Promise<void> {
      const userId = mailedUser(payload);
      const release = userId ? await announced(releaseId) : null;
      if (!userId || !release) return;
      const holder = await repo.holder(release.projectId, userId);
      if (!holder || holder.optedOut) return;
      const entitled = isEntitledToRelease(holder.updatesUntil, release);
      await deps.mailer.send(
        releaseMail({
          to: holder,
          project: { title: release.projectTitle },
          release: { ...release, notesHtml: renderMarkdown(release.notes) },
          files: release.files,
          updatesEnded: entitled ? null : holder.updatesUntil,
          links: {
            library: `${publicUrl}/dashboard?tab=purchases`,
            changelog: changelogUrl(release.projectId),
            unsubscribe: links.url(holder.userId, release.projectId),
          },
          publicUrl,
        }),
      );
    },

    /**
     * Outbox effect of `release.published`: the seller's endpoints subscribed to it get the
     * release (webhook-payloads.ts); the outbox row names the deliveries, so a re-run sends
     * nothing twice.
     */
    async queueWebhook(releaseId: string, outboxId: string): Promise<void> {
      const release = await deps.releases.get(releaseId);
      if (!release) return;
      await deps.emitWebhook(
        release.authorId,
        'release.published',
        {
          release: {
            id: release.id,
            projectId: release.projectId,
            projectTitle: release.projectTitle,
            version: release.version,
            notes: release.notes,
            publishedAt: release.publishedAt.toISOString(),
            backdatedTo: release.backdatedTo?.toISOString() ?? null,
            files: release.files,
            url: changelogUrl(release.projectId),
          },
        },
        outboxId,
      );
    },

    /** The unsubscribe link of a holder's release mails of a project. */
    unsubscribeUrl: links.url,

    /** GET /releases/unsubscribe: whether the link is one of ours, and the project it names. */
    async unsubscribeLink(token: string | undefined): Promise<UnsubscribeLink> {
      const read = links.read(token);
      if (!read) return { valid: false };
      const project = await repo.project(read.projectId);
      return { valid: true, projectId: read.projectId, projectTitle: project?.title ?? null };
    },

    /** POST /releases/unsubscribe (one-click): no more release mails of the link's project. */
    async unsubscribe(token: string | undefined): Promise<ReleaseUnsubscribeResponse> {
      const read = links.read(token);
      if (!read) throw httpErrors.badRequest(RELEASE_MESSAGES.unsubscribeInvalid);
      await repo.optOut(read.userId, read.projectId);
      return {
        subscribed: false,
        projectId: read.projectId,
        message: RELEASE_MAIL_MESSAGES.unsubscribed,
      };
    },

    /** GET /projects/{id}/release-mails: the signed-in holder's choice. */
    async mailSubscription(user: AuthUser, projectId: string): Promise<ReleaseMails> {
      await holderOrRefuse(user, projectId);
      return { subscribed: !(await repo.isOptedOut(user.id, projectId)) };
    },

    /** PUT /projects/{id}/release-mails */
    async setMailSubscription(
      user: AuthUser,
      projectId: string,
      subscribed: boolean,
    ): Promise<ReleaseMails> {
      await holderOrRefuse(user, projectId);
      if (subscribed) await repo.optIn(user.id, projectId);
      else await repo.optOut(user.id, projectId);
      return { subscribed };
    },

    /**
     * The public changelog of a published project: its releases that are not yanked, newest
     * first, with their notes rendered and their files; null for a draft or unknown project.
     */
    async changelog(projectId: string, limit = CHANGELOG_RELEASES): Promise<Changelog | null> {
      const project = isUuid(projectId) ? await repo.publishedProject(projectId) : null;
      if (!project) return null;
      const rows = (await deps.releases.list(project.id)).slice(0, limit);
      return {
        project,
        releases: rows.map((r) => ({
          id: r.id,
          version: r.version,
          notes: r.notes,
          notesHtml: renderMarkdown(r.notes),
          publishedAt: r.publishedAt,
          files: r.files,
        })),
      };
    },
  };
  return service;
}

export type ReleaseNoticesService = ReturnType<typeof createReleaseNoticesService>;
