import type {
  CreateWebhookInput,
  UpdateWebhookInput,
  Webhook,
  WebhookDelivery,
  WebhookDeliveryList,
  WebhookList,
  WebhookWithSecret,
} from '@codebazaar/shared';
import {
  MAX_WEBHOOKS_PER_SELLER,
  WEBHOOK_MANUAL_SENDS_PER_MINUTE,
  WEBHOOK_TEST_EVENT,
  type WebhookEventType,
} from '@codebazaar/shared/rules';
import { httpErrors } from '@fastify/sensible';

import type { TokenCipher } from '../../integrations/github/token-crypto';
import type { JobInfo, JobQueue } from '../../integrations/jobs/job-queue';
import type { Mailer } from '../../integrations/mail/mailer';
import { isUuid, uuidFromKey } from '../../lib/ids';
import { tooManyRequests } from '../../lib/too-many-requests';
import type { AuthUser } from '../../plugins/auth';
import {
  postWebhook,
  resolveTarget,
  WebhookUrlError,
  type Lookup,
  type SendResult,
} from './webhook-http';
import { newMessageId, newWebhookSecret, webhookHeaders } from './webhook-signature';
import type { DeliveryRow, EndpointRow, WebhooksRepository } from './webhooks.repository';

/** How deliveries are sent and retried; tests shorten the waits and resolve names themselves. */
export interface WebhookDeliveryOptions {
  lookup: Lookup;
  /** The wait before each retry: its length + 1 is the number of attempts of an event. */
  retryDelaysMs: readonly number[];
  timeoutMs: number;
  maxResponseBytes: number;
  /** Events in a row that fail every attempt before the endpoint is switched off. */
  disableAfterFailures: number;
}

/**
 * After the first attempt: 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h, so eight attempts spread
 * over a little more than a day.
 */
export const RETRY_DELAYS_MS: readonly number[] = [
  5_000,
  5 * 60_000,
  30 * 60_000,
  2 * 3600_000,
  5 * 3600_000,
  10 * 3600_000,
  10 * 3600_000,
];

export const DEFAULT_DELIVERY_OPTIONS: Omit<WebhookDeliveryOptions, 'lookup'> = {
  retryDelaysMs: RETRY_DELAYS_MS,
  timeoutMs: 10_000,
  maxResponseBytes: 64 * 1024,
  disableAfterFailures: 5,
};

/** The log keeps this many of an endpoint's latest deliveries. */
export const DELIVERY_LOG_LIMIT = 50;

export const DELIVER_JOB = 'webhooks.deliver';

/** A run that holds an attempt this long without finishing is taken to have died. */
const SENDING_LEASE_MS = 2 * 60_000;

export const WEBHOOK_MESSAGES = {
  notFound: 'Webhook not found',
  deliveryNotFound: 'Delivery not found',
  tooMany: `You can have at most ${MAX_WEBHOOKS_PER_SELLER} webhooks; delete one first`,
  disabled: 'This webhook is switched off; switch it on first',
  tooManySends: `You can send at most ${WEBHOOK_MANUAL_SENDS_PER_MINUTE} test events and redeliveries a minute; try again shortly`,
  disabledByFailures: (n: number) =>
    `Switched off after ${n} events in a row failed every delivery attempt`,
} as const;

type DeliverJob = { deliveryId: string };

export interface WebhooksServiceDeps {
  repo: WebhooksRepository;
  cipher: TokenCipher;
  jobs: JobQueue;
  mailer: Mailer;
  clock: () => Date;
  publicUrl: string;
  allowPrivate: boolean;
  /** Outside production: loopback addresses are allowed (docs/product-rules.md#webhooks). */
  allowLoopback: boolean;
  delivery: WebhookDeliveryOptions;
  /** Told each settled delivery attempt's outcome (the metrics). */
  onAttempt?: (outcome: 'succeeded' | 'retrying' | 'failed') => void;
  log: {
    warn: (obj: object, msg: string) => void;
    error: (obj: object, msg: string) => void;
  };
}

const toWebhook = (row: EndpointRow): Webhook => ({
  id: row.id,
  url: row.url,
  events: row.events as WebhookEventType[],
  description: row.description,
  enabled: row.enabled,
  disabledReason: row.disabledReason,
  createdAt: row.createdAt.toISOString(),
});

const toDelivery = (row: DeliveryRow): WebhookDelivery => ({
  id: row.id,
  messageId: row.messageId,
  eventType: row.eventType as WebhookDelivery['eventType'],
  status: row.status,
  attempts: row.attempts,
  responseStatus: row.responseStatus,
  responseBody: row.responseBody,
  error: row.error,
  durationMs: row.durationMs,
  nextAttemptAt: row.nextAttemptAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
  lastAttemptAt: row.lastAttemptAt?.toISOString() ?? null,
});

/** Seller webhooks (docs/product-rules.md#webhooks): endpoints, signed deliveries, the log. */
export function createWebhooksService(deps: WebhooksServiceDeps) {
  const { repo, cipher, jobs, clock, delivery: opts } = deps;
  const guard = {
    lookup: opts.lookup,
    allowPrivate: deps.allowPrivate,
    allowLoopback: deps.allowLoopback,
  };

  async function loadOwned(user: AuthUser, id: string) {
    const row = isUuid(id) ? await repo.find(id) : null;
    if (!row || row.sellerId !== user.id) throw httpErrors.notFound(WEBHOOK_MESSAGES.notFound);
    return row;
  }

  async function checkUrl(url: string): Promise<void> {
    try {
      await resolveTarget(url, guard);
    } catch (err) {
      if (err instanceof WebhookUrlError) throw httpErrors.badRequest(err.message);
      throw err;
    }
  }

  /**
   * Spends one of the seller's test events and redeliveries of the minute, or refuses with 429
   * and Retry-After. Called once a request is known to send, so a refused one costs nothing.
   */
  async function spendManualSend(sellerId: string): Promise<void> {
    const hit = await repo.countManualSend(sellerId, 60_000);
    if (hit.count <= WEBHOOK_MANUAL_SENDS_PER_MINUTE) return;
    throw tooManyRequests(WEBHOOK_MESSAGES.tooManySends, hit.ttlMs);
  }

  /** Queues one attempt of a delivery (one queued job per delivery and attempt). */
  async function queueAttempt(deliveryId: string, attempt: number, at?: Date): Promise<void> {
    await jobs.enqueue<DeliverJob>(
      DELIVER_JOB,
      { deliveryId },
      {
        singletonKey: `${deliveryId}:${attempt}`,
        ...(at ? { startAfter: at } : {}),
        // The queue retries only a run that died or failed to record its outcome; the
        // receiver's failures are retried by this service on its own schedule.
        retryLimit: 2,
        backoff: { delayMs: 30_000 },
      },
    );
  }

  async function queueNew(
    endpointIds: string[],
    eventType: string,
    data: unknown,
    how: { automatic: boolean; messageId?: string; payload?: unknown },
  ): Promise<DeliveryRow[]> {
    const now = clock();
    const payload = how.payload ?? { type: eventType, timestamp: now.toISOString(), data };
    const rows = await repo.insertDeliveries(
      endpointIds.map((endpointId) => ({
        endpointId,
        messageId: how.messageId ?? newMessageId(),
        eventType,
        payload,
        maxAttempts: how.automatic ? opts.retryDelaysMs.length + 1 : 1,
        automatic: how.automatic,
        createdAt: now,
      })),
    );
    for (const row of rows) await queueAttempt(row.id, 1);
    return rows;
  }

  /**
   * Automatic deliveries caused by an outbox row (`cause`), with ids fixed by it: a re-run of
   * the effect finds the deliveries the first run made and queues only those never attempted.
   */
  async function queueOnce(
    endpointIds: string[],
    eventType: string,
    data: unknown,
    cause: string,
  ): Promise<number> {
    const now = clock();
    const payload = { type: eventType, timestamp: now.toISOString(), data };
    const ids = await repo.insertDeliveriesOnce(
      endpointIds.map((endpointId) => ({
        id: uuidFromKey(`${cause}:${endpointId}`),
        endpointId,
        messageId: newMessageId(),
        eventType,
        payload,
        maxAttempts: opts.retryDelaysMs.length + 1,
        automatic: true,
        createdAt: now,
      })),
    );
    for (const id of ids) await queueAttempt(id, 1);
    return ids.length;
  }

  async function disableMail(endpoint: EndpointRow): Promise<void> {
    const seller = await repo.sellerContact(endpoint.sellerId);
    if (!seller) return;
    await deps.mailer.send({
      to: seller.email,
      subject: 'A webhook of yours was switched off',
      text: [
        `Hello ${seller.name},`,
        '',
        `Codebazaar switched off your webhook ${endpoint.url} after ${opts.disableAfterFailures} events in a row could not be delivered, each after every retry.`,
        '',
        'Check that the address answers with a 2xx status, then switch the webhook on again in your settings:',
        `${deps.publicUrl}/profile#webhooks`,
      ].join('\n'),
    });
  }

  /** The job: one attempt of one delivery. */
  async function deliverJob(payload: DeliverJob, _job: JobInfo): Promise<void> {
    const now = clock();
    const claimed = await repo.claimAttempt(
      payload.deliveryId,
      now,
      new Date(now.getTime() + SENDING_LEASE_MS),
    );
    // Already delivered, given up, or being sent by another run.
    if (!claimed) return;
    const endpoint = await repo.find(claimed.endpointId);
    const secret = endpoint ? cipher.decrypt(endpoint.secretEncrypted) : null;

    let result: SendResult;
    if (!endpoint || !endpoint.enabled) {
      result = {
        ok: false,
        status: null,
        body: null,
        error: 'The webhook is switched off',
        durationMs: 0,
      };
    } else if (!secret) {
      result = {
        ok: false,
        status: null,
        body: null,
        error: 'The signing secret cannot be read',
        durationMs: 0,
      };
    } else {
      const body = JSON.stringify(claimed.payload);
      result = await postWebhook(
        endpoint.url,
        webhookHeaders(secret, claimed.messageId, clock(), body),
        body,
        { ...guard, timeoutMs: opts.timeoutMs, maxResponseBytes: opts.maxResponseBytes },
      );
    }

    const attempt = claimed.attempts;
    const more = !result.ok && endpoint?.enabled === true && attempt < claimed.maxAttempts;
    const nextAttemptAt = more
      ? new Date(clock().getTime() + opts.retryDelaysMs[attempt - 1]!)
      : null;
    const settled = await repo.settleAttempt(claimed.id, attempt, {
      status: result.ok ? 'succeeded' : more ? 'pending' : 'failed',
      responseStatus: result.status,
      responseBody: result.body,
      error: result.error,
      durationMs: result.durationMs,
      nextAttemptAt,
    });
    if (!settled) return;
    deps.onAttempt?.(result.ok ? 'succeeded' : more ? 'retrying' : 'failed');
    if (nextAttemptAt) {
      await queueAttempt(claimed.id, attempt + 1, nextAttemptAt);
      return;
    }
    if (!endpoint) return;
    if (result.ok) {
      await repo.resetFailures(endpoint.id);
    } else if (claimed.automatic && endpoint.enabled) {
      const switchedOff = await repo.countFailure(
        endpoint.id,
        opts.disableAfterFailures,
        WEBHOOK_MESSAGES.disabledByFailures(opts.disableAfterFailures),
      );
      if (switchedOff) {
        await disableMail(endpoint).catch((err: unknown) =>
          deps.log.error({ err, endpointId: endpoint.id }, 'webhook switch-off mail not sent'),
        );
      }
    }
  }

  return {
    /** Registers the delivery job (the plugin calls it once). */
    registerJobs: () => jobs.work<DeliverJob>(DELIVER_JOB, deliverJob),

    async create(user: AuthUser, input: CreateWebhookInput): Promise<WebhookWithSecret> {
      if ((await repo.countOf(user.id)) >= MAX_WEBHOOKS_PER_SELLER) {
        throw httpErrors.conflict(WEBHOOK_MESSAGES.tooMany);
      }
      await checkUrl(input.url);
      const secret = newWebhookSecret();
      const row = await repo.insert({
        sellerId: user.id,
        url: input.url,
        events: [...new Set(input.events)],
        description: input.description ?? '',
        secretEncrypted: cipher.encrypt(secret),
        createdAt: clock(),
      });
      return { ...toWebhook(row), secret };
    },

    async list(user: AuthUser): Promise<WebhookList> {
      return {
        webhooks: (await repo.listOf(user.id)).map(toWebhook),
        loopbackAllowed: deps.allowLoopback,
      };
    },

    async update(user: AuthUser, id: string, input: UpdateWebhookInput): Promise<Webhook> {
      const existing = await loadOwned(user, id);
      if (input.url !== undefined && input.url !== existing.url) await checkUrl(input.url);
      const row = await repo.update(existing.id, {
        ...(input.url !== undefined ? { url: input.url } : {}),
        ...(input.events !== undefined ? { events: [...new Set(input.events)] } : {}),
        ...(input.description !== undefined ? { description: input.description } : {}),
        // Switching on or off by hand starts the failure count afresh.
        ...(input.enabled !== undefined
          ? { enabled: input.enabled, disabledReason: null, consecutiveFailures: 0 }
          : {}),
      });
      if (!row) throw httpErrors.notFound(WEBHOOK_MESSAGES.notFound);
      return toWebhook(row);
    },

    async remove(user: AuthUser, id: string): Promise<void> {
      const existing = await loadOwned(user, id);
      await repo.remove(existing.id);
    },

    async rotateSecret(user: AuthUser, id: string): Promise<WebhookWithSecret> {
      const existing = await loadOwned(user, id);
      const secret = newWebhookSecret();
      const row = await repo.update(existing.id, { secretEncrypted: cipher.encrypt(secret) });
      if (!row) throw httpErrors.notFound(WEBHOOK_MESSAGES.notFound);
      return { ...toWebhook(row), secret };
    },

    /** POST …/test: a `webhook.test` message, sent once. */
    async sendTest(user: AuthUser, id: string): Promise<WebhookDelivery> {
      const endpoint = await loadOwned(user, id);
      if (!endpoint.enabled) throw httpErrors.conflict(WEBHOOK_MESSAGES.disabled);
      await spendManualSend(user.id);
      const [row] = await queueNew(
        [endpoint.id],
        WEBHOOK_TEST_EVENT,
        { webhookId: endpoint.id, message: 'A test event from Codebazaar' },
        { automatic: false },
      );
      return toDelivery(row!);
    },

    async deliveries(user: AuthUser, id: string): Promise<WebhookDeliveryList> {
      const endpoint = await loadOwned(user, id);
      const rows = await repo.listDeliveries(endpoint.id, DELIVERY_LOG_LIMIT);
      return { deliveries: rows.map(toDelivery) };
    },

    /** POST …/deliveries/{deliveryId}/redeliver: the same message (id and body), sent once more. */
    async redeliver(user: AuthUser, id: string, deliveryId: string): Promise<WebhookDelivery> {
      const endpoint = await loadOwned(user, id);
      const original = await repo.findDelivery(deliveryId);
      if (!original || original.endpointId !== endpoint.id) {
        throw httpErrors.notFound(WEBHOOK_MESSAGES.deliveryNotFound);
      }
      if (!endpoint.enabled) throw httpErrors.conflict(WEBHOOK_MESSAGES.disabled);
      await spendManualSend(user.id);
      const [row] = await queueNew([endpoint.id], original.eventType, null, {
        automatic: false,
        messageId: original.messageId,
        payload: original.payload,
      });
      return toDelivery(row!);
    },

    /** Queues an event to every switched-on endpoint of the seller that subscribes to it. */
    async emit(
      sellerId: string,
      type: WebhookEventType,
      data: unknown,
      cause?: string,
    ): Promise<number> {
      const endpoints = await repo.subscribed(sellerId, type);
      if (endpoints.length === 0) return 0;
      if (cause) {
        return queueOnce(
          endpoints.map((e) => e.id),
          type,
          data,
          cause,
        );
      }
      const rows = await queueNew(
        endpoints.map((e) => e.id),
        type,
        data,
        { automatic: true },
      );
      return rows.length;
    },

    // Event sources: the other modules' buses hand over ids; the data is read here.

    /**
     * A license event's effect: one delivery per subscribed endpoint. `cause` (the outbox row)
     * makes a re-run of the effect deliver nothing twice.
     */
    async onLicense(
      type: 'license.created' | 'license.refunded' | 'license.disputed',
      id: string,
      cause?: string,
    ) {
      const row = await repo.license(id);
      if (!row) return;
      const { sellerId, createdAt, ...license } = row;
      await this.emit(
        sellerId,
        type,
        { license: { ...license, createdAt: createdAt.toISOString() } },
        cause,
      );
    },

    async onAccessRecorded(id: string) {
      const row = await repo.accessEvent(id);
      if (!row) return;
      const type =
        row.action === 'invite' || row.action === 'resend'
          ? 'access.granted'
          : row.action === 'revoke' || row.action === 'remove'
            ? 'access.revoked'
            : null;
      if (!type) return;
      const { sellerId, createdAt, ...access } = row;
      await this.emit(sellerId, type, {
        access: { ...access, createdAt: createdAt.toISOString() },
      });
    },

    async onReviewCreated(id: string) {
      const row = await repo.review(id);
      if (!row) return;
      const { sellerId, createdAt, ...review } = row;
      await this.emit(sellerId, 'review.created', {
        review: { ...review, createdAt: createdAt.toISOString() },
      });
    },

    async onProjectPublished(id: string) {
      const row = await repo.project(id);
      if (!row || row.status !== 'published') return;
      const { sellerId, ...project } = row;
      await this.emit(sellerId, 'project.published', {
        project: { ...project, url: `${deps.publicUrl}/project/${project.id}` },
      });
    },
  };
}

export type WebhooksService = ReturnType<typeof createWebhooksService>;
