import path from 'node:path';
import { fileURLToPath } from 'node:url';

import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifySensible from '@fastify/sensible';
import Fastify, { type FastifyInstance, type FastifyReply, type RouteOptions } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import pino from 'pino';

import type { Config } from './config';
import type { Database } from './db/client';
import type { AiEngine } from './integrations/ai/ai-engine';
import { createAiEngine } from './integrations/ai/create-ai-engine';
import { createMailer, type Mailer } from './integrations/mail/mailer';
import { createPaymentProvider } from './integrations/payments/create-provider';
import { createMediaStorage, type MediaStorage } from './integrations/media/media-storage';
import type { PaymentProvider } from './integrations/payments/payment-provider';
import adminPlugin from './modules/admin/admin.plugin';
import adminRoutes from './modules/admin/admin.routes';
import aiPlugin from './modules/ai/ai.plugin';
import apiTokensPlugin from './modules/api-tokens/api-tokens.plugin';
import { createApiTokenResolver } from './modules/api-tokens/api-tokens.repository';
import apiTokensRoutes from './modules/api-tokens/api-tokens.routes';
import aiRoutes from './modules/ai/ai.routes';
import authPlugin from './modules/auth/auth.plugin';
import authRoutes from './modules/auth/auth.routes';
import { createSessionResolver } from './modules/auth/auth.session';
import { requestIdOf } from './lib/request-id';
import blogPlugin from './modules/blog/blog.plugin';
import blogRoutes from './modules/blog/blog.routes';
import bundlesPlugin from './modules/bundles/bundles.plugin';
import bundlesPublicRoutes from './modules/bundles/bundles-public.routes';
import bundlesRoutes from './modules/bundles/bundles.routes';
import dashboardPlugin from './modules/dashboard/dashboard.plugin';
import dashboardRoutes from './modules/dashboard/dashboard.routes';
import cartPlugin from './modules/cart/cart.plugin';
import cartRoutes from './modules/cart/cart.routes';
import checkoutPlugin from './modules/checkout/checkout.plugin';
import checkoutRoutes from './modules/checkout/checkout.routes';
import ordersRoutes from './modules/checkout/orders.routes';
import discountsPlugin from './modules/discounts/discounts.plugin';
import disputesPlugin from './modules/disputes/disputes.plugin';
import disputesRoutes from './modules/disputes/disputes.routes';
import balancesPlugin from './modules/balances/balances.plugin';
import balancesRoutes from './modules/balances/balances.routes';
import discountsRoutes from './modules/discounts/discounts.routes';
import githubAuthRoutes from './modules/github/github-auth.routes';
import githubPaymentsRoutes from './modules/github/github-payments.routes';
import githubAccessRoutes from './modules/github/github-access.routes';
import entitlementsPlugin from './modules/entitlements/entitlements.plugin';
import githubPlugin from './modules/github/github.plugin';
import githubRoutes from './modules/github/github.routes';
import healthRoutes from './modules/health/health.routes';
import homePlugin from './modules/home/home.plugin';
import homeRoutes from './modules/home/home.routes';
import { createLicenseEvents, type LicenseEvents } from './modules/licenses/license-events';
import downloadsPlugin from './modules/downloads/downloads.plugin';
import downloadsRoutes from './modules/downloads/downloads.routes';
import { createAccessEvents, type AccessEvents } from './modules/github/access-events';
import licenseKeysPlugin from './modules/license-keys/license-keys.plugin';
import licenseKeysRoutes from './modules/license-keys/license-keys.routes';
import licensesPlugin from './modules/licenses/licenses.plugin';
import licensesRoutes from './modules/licenses/licenses.routes';
import mediaFiles from './modules/media/media-files';
import mediaPlugin from './modules/media/media.plugin';
import mediaRoutes from './modules/media/media.routes';
import legalPlugin from './modules/legal/legal.plugin';
import legalRoutes from './modules/legal/legal.routes';
import newsletterPlugin from './modules/newsletter/newsletter.plugin';
import newsletterRoutes from './modules/newsletter/newsletter.routes';
import paymentsPlugin from './modules/payments/payments.plugin';
import paymentsRoutes from './modules/payments/payments.routes';
import projectsPlugin from './modules/projects/projects.plugin';
import projectsRoutes from './modules/projects/projects.routes';
import refundRequestRoutes from './modules/refunds/refund-request.routes';
import billingRoutes from './modules/receipts/billing.routes';
import receiptsPlugin from './modules/receipts/receipts.plugin';
import settingsPlugin from './modules/settings/settings.plugin';
import settingsRoutes from './modules/settings/settings.routes';
import receiptsRoutes from './modules/receipts/receipts.routes';
import refundsPlugin from './modules/refunds/refunds.plugin';
import refundsRoutes from './modules/refunds/refunds.routes';
import changelogRoutes from './modules/release-notices/changelog.routes';
import releaseNoticesPlugin from './modules/release-notices/release-notices.plugin';
import releaseNoticesRoutes from './modules/release-notices/release-notices.routes';
import releasesPlugin from './modules/releases/releases.plugin';
import releasesRoutes from './modules/releases/releases.routes';
import accountNoticesRoutes from './modules/reports/account-notices.routes';
import reportsAdminRoutes from './modules/reports/reports-admin.routes';
import reportsPlugin from './modules/reports/reports.plugin';
import reportsRoutes from './modules/reports/reports.routes';
import reviewsPlugin from './modules/reviews/reviews.plugin';
import reviewsRoutes from './modules/reviews/reviews.routes';
import demoFiles from './modules/sandbox/demo-files';
import sandboxPlugin from './modules/sandbox/sandbox.plugin';
import sandboxRoutes from './modules/sandbox/sandbox.routes';
import toolsPlugin from './modules/tools/tools.plugin';
import toolsRoutes from './modules/tools/tools.routes';
import usersPlugin from './modules/users/users.plugin';
import usersRoutes from './modules/users/users.routes';
import updatesPlugin from './modules/updates/updates.plugin';
import updatesRoutes from './modules/updates/updates.routes';
import { webhookSchemas, webhooksDocument } from './modules/webhooks/webhook-payloads';
import webhooksPlugin, { type WebhooksPluginOptions } from './modules/webhooks/webhooks.plugin';
import webhooksRoutes from './modules/webhooks/webhooks.routes';
import sessionAuth from './plugins/auth';
import changes from './plugins/changes';
import errorHandler from './plugins/error-handler';
import frontCache, { FrontCache } from './plugins/front-cache';
import inputGuard from './plugins/input-guard';
import backups from './plugins/backups';
import jobs from './plugins/jobs';
import outboxPlugin from './plugins/outbox';
import lifecycle from './plugins/lifecycle';
import { errorLogSerializer, requestLogSerializer } from './plugins/log-redaction';
import metrics from './plugins/metrics';
import openApi from './plugins/openapi';
import rateLimit from './plugins/rate-limit';
import { jsonRequestLine, OneLinePerRequest } from './plugins/request-log';
import securityHeaders from './plugins/security-headers';
import blogHead from './seo/blog-head';
import legalHead from './seo/legal-head';
import projectHead from './seo/project-head';
import robots from './seo/robots';
import rss from './seo/rss';
import sitemap from './seo/sitemap';
import spa from './seo/spa';

export interface AppDeps {
  config: Config;
  database: Database;
  mailer?: Mailer;
  /** Defaults to what the configuration asks for (createPaymentProvider); null: no payments. */
  paymentProvider?: PaymentProvider | null;
  /** Defaults to the engine the configuration asks for (built-in unless AI_API_KEY is set). */
  aiEngine?: AiEngine;
  /** Where log lines go (default stdout): tests read them to check that no secret is logged. */
  logStream?: { write(line: string): void };
  /** Called for every route as it is added: tests collect the route table from it. */
  onRoute?: (route: RouteOptions) => void;
  /** The time, for rules that expire (checkouts); tests move it instead of waiting. */
  clock?: () => Date;
  /** Where uploaded images go; defaults to what the configuration asks for (DATA_DIR or S3). */
  mediaStorage?: MediaStorage;
  /** Webhook delivery settings (tests: short waits, their own name resolution). */
  webhooks?: WebhooksPluginOptions['delivery'];
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    mailer: Mailer;
    /**
     * AI helpers: the built-in engine or an OpenAI-compatible API
     * (docs/ARCHITECTURE.md#outside-services).
     */
    aiEngine: AiEngine;
    /**
     * The effects of a license's activation, refund, suspension and restoration: recorded in the
     * outbox by the licenses service, registered by the modules that carry them out (ADR 015).
     */
    licenseEvents: LicenseEvents;
    /** A row was added to the access trail (the GitHub module emits, webhooks listen). */
    accessEvents: AccessEvents;
    /** The built-in test processor or Stripe (integrations/payments); null: payments are off. */
    paymentProvider: PaymentProvider | null;
    /** The time, for rules that expire (AppDeps.clock; the system clock by default). */
    clock: () => Date;
    /** Uploaded images: files under DATA_DIR/media, or an S3-compatible bucket. */
    mediaStorage: MediaStorage;
  }
}

/** Security headers of an answer sent before helmet's hooks run (router-level errors). */
function bareErrorHeaders(publicUrl: string): Record<string, string> {
  return {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    ...(publicUrl.startsWith('https://')
      ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' }
      : {}),
  };
}

const defaultWebDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

/** Builds the whole server: used by main.ts and by every HTTP-level test. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database } = deps;
  // On a developer's machine each request is one readable line; elsewhere pino's JSON lines.
  const readableLog = config.NODE_ENV === 'development' && !deps.logStream;
  // JSON lines go out asynchronously (a write in flight gathers the next ones), so the event
  // loop never waits on the log file or pipe; pino flushes what is left on exit.
  const logLines =
    readableLog || config.LOG_LEVEL === 'silent'
      ? null
      : (deps.logStream ?? pino.destination({ dest: 1, sync: false }));
  const infoLogged = ['trace', 'debug', 'info'].includes(config.LOG_LEVEL);
  const requestLine = logLines && infoLogged ? jsonRequestLine(logLines) : null;
  const front = new FrontCache({ trustProxy: config.TRUST_PROXY });
  const app = Fastify({
    serverFactory: front.serverFactory,
    logController: new OneLinePerRequest(requestLine, readableLog),
    logger:
      config.LOG_LEVEL === 'silent'
        ? false
        : {
            level: config.LOG_LEVEL,
            ...(readableLog
              ? {
                  transport: {
                    target: 'pino-pretty',
                    options: {
                      singleLine: true,
                      translateTime: 'HH:MM:ss',
                      ignore: 'pid,hostname',
                    },
                  },
                }
              : {}),
            // Links the app mails or redirects to carry tokens and emails in their query, and a
            // failed query carries the values it was given.
            serializers: { req: requestLogSerializer, err: errorLogSerializer },
            redact: {
              paths: [
                'req.headers.authorization',
                'req.headers.cookie',
                'res.headers["set-cookie"]',
                '*.password',
                '*.token',
              ],
              censor: '[redacted]',
            },
            ...(logLines ? { stream: logLines } : {}),
          },
    trustProxy: config.TRUST_PROXY,
    // Every log line of a request carries its id (pino's reqId), answered as x-request-id: the
    // caller's own id when it is a sane token, else a new UUID.
    requestIdHeader: false,
    genReqId: (req) => requestIdOf(req.headers),
    // The router refuses a malformed (bad percent-encoding) or over-long URL before any hook,
    // route or error handler runs: answer it like every other client error, without echoing
    // the URL, and with the security headers helmet would have added.
    frameworkErrors: (err, _req, reply: FastifyReply) => {
      const tooLong = err.code === 'FST_ERR_MAX_PARAM_LENGTH';
      void reply
        .code(tooLong ? 414 : 400)
        .headers(bareErrorHeaders(config.publicUrl))
        .send({ error: tooLong ? 'The address is too long' : 'The address is not valid' });
    },
  }).withTypeProvider<ZodTypeProvider>();

  if (deps.onRoute) app.addHook('onRoute', deps.onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.decorate('config', config);
  app.decorate('clock', deps.clock ?? (() => new Date()));
  app.decorate('database', database);
  app.decorate('mailer', deps.mailer ?? createMailer(config, app.log));
  app.decorate('accessEvents', createAccessEvents(app.log));
  app.decorate(
    'paymentProvider',
    deps.paymentProvider !== undefined
      ? deps.paymentProvider
      : createPaymentProvider(config, database.db),
  );
  const stripe = config.stripe !== null;
  app.decorate('aiEngine', deps.aiEngine ?? createAiEngine(config, app.log));
  app.decorate('mediaStorage', deps.mediaStorage ?? createMediaStorage(config));

  await app.register(errorHandler);
  await app.register(lifecycle);
  await app.register(metrics);
  await app.register(securityHeaders, { stripe, publicUrl: config.publicUrl });
  await app.register(inputGuard);
  await app.register(fastifySensible);
  // Responses (HTML, JSON, XML, text) are gzip- or brotli-compressed when the client accepts it;
  // the built SPA's files come pre-compressed from the build (seo/spa.ts). Request bodies are
  // never decompressed: clients send plain JSON.
  await app.register(fastifyCompress, { globalDecompression: false });
  await app.register(fastifyCookie);
  await app.register(rateLimit);
  await app.register(changes);
  await app.register(frontCache, { cache: front, requestLine, readableLog });
  await app.register(jobs);
  await app.register(outboxPlugin);
  app.decorate('licenseEvents', createLicenseEvents(app.outbox, database.db, app.log));
  await app.register(backups);
  await app.register(openApi, { webhooks: webhooksDocument(), schemas: webhookSchemas() });
  const sessionResolver = createSessionResolver(database.db);
  app.changes.subscribe('sessions', sessionResolver.clear);
  await app.register(sessionAuth, {
    resolveSession: sessionResolver.resolve,
    resolveApiToken: createApiTokenResolver(database.db),
    publicUrl: config.publicUrl,
  });

  // Each module's composition root: its repository and service are built once here and
  // decorated on the instance (app.auth, app.projects, ...); the routes below only read them.
  await app.register(authPlugin);
  await app.register(entitlementsPlugin);
  await app.register(githubPlugin);
  await app.register(projectsPlugin);
  await app.register(aiPlugin);
  await app.register(blogPlugin);
  await app.register(dashboardPlugin);
  await app.register(licensesPlugin);
  await app.register(discountsPlugin);
  await app.register(bundlesPlugin);
  await app.register(mediaPlugin);
  await app.register(licenseKeysPlugin);
  await app.register(releasesPlugin);
  await app.register(downloadsPlugin);
  await app.register(settingsPlugin);
  await app.register(receiptsPlugin);
  await app.register(paymentsPlugin);
  await app.register(checkoutPlugin);
  await app.register(updatesPlugin);
  await app.register(cartPlugin);
  await app.register(refundsPlugin);
  await app.register(disputesPlugin);
  await app.register(balancesPlugin);
  await app.register(newsletterPlugin);
  await app.register(reviewsPlugin);
  await app.register(sandboxPlugin);
  await app.register(toolsPlugin);
  await app.register(usersPlugin);
  await app.register(adminPlugin);
  await app.register(reportsPlugin);
  await app.register(homePlugin);
  await app.register(apiTokensPlugin);
  await app.register(legalPlugin);
  await app.register(webhooksPlugin, { delivery: deps.webhooks });
  await app.register(releaseNoticesPlugin);

  await app.register(healthRoutes, { prefix: '/api' });
  await app.register(authRoutes, { prefix: '/api/auth' });
  await app.register(blogRoutes, { prefix: '/api/blog' });
  await app.register(newsletterRoutes, { prefix: '/api/newsletter' });
  await app.register(rss);
  await app.register(sitemap);
  await app.register(robots);
  await app.register(sandboxRoutes, { prefix: '/api/sandbox' });
  await app.register(demoFiles);
  await app.register(projectsRoutes, { prefix: '/api/projects' });
  await app.register(aiRoutes, { prefix: '/api/projects' });
  await app.register(reviewsRoutes, { prefix: '/api/projects' });
  await app.register(updatesRoutes, { prefix: '/api/projects' });
  await app.register(toolsRoutes, { prefix: '/api/tools' });
  await app.register(usersRoutes, { prefix: '/api/users' });
  await app.register(legalRoutes, { prefix: '/api/legal' });
  await app.register(dashboardRoutes, { prefix: '/api/dashboard' });
  await app.register(licensesRoutes, { prefix: '/api/licenses' });
  await app.register(mediaRoutes, { prefix: '/api' });
  await app.register(mediaFiles);
  await app.register(licenseKeysRoutes, { prefix: '/api' });
  await app.register(downloadsRoutes, { prefix: '/api' });
  await app.register(releasesRoutes, { prefix: '/api' });
  await app.register(checkoutRoutes, { prefix: '/api/payments' });
  await app.register(ordersRoutes, { prefix: '/api' });
  await app.register(paymentsRoutes, { prefix: '/api/payments' });
  await app.register(cartRoutes, { prefix: '/api/cart' });
  await app.register(discountsRoutes, { prefix: '/api/seller/discounts' });
  await app.register(bundlesRoutes, { prefix: '/api/seller/bundles' });
  await app.register(bundlesPublicRoutes, { prefix: '/api' });
  await app.register(refundRequestRoutes, { prefix: '/api/licenses' });
  await app.register(receiptsRoutes, { prefix: '/api/licenses' });
  await app.register(billingRoutes, { prefix: '/api/account' });
  await app.register(refundsRoutes, { prefix: '/api/seller/refund-requests' });
  await app.register(disputesRoutes, { prefix: '/api/payments' });
  await app.register(balancesRoutes, { prefix: '/api' });
  await app.register(githubRoutes, { prefix: '/api/github' });
  await app.register(githubAuthRoutes, { prefix: '/api/auth/github' });
  await app.register(githubPaymentsRoutes, { prefix: '/api/payments' });
  await app.register(adminRoutes, { prefix: '/api/admin' });
  await app.register(reportsAdminRoutes, { prefix: '/api/admin' });
  await app.register(settingsRoutes, { prefix: '/api/admin' });
  await app.register(reportsRoutes, { prefix: '/api/reports' });
  await app.register(accountNoticesRoutes, { prefix: '/api/account' });
  await app.register(homeRoutes, { prefix: '/api' });
  await app.register(apiTokensRoutes, { prefix: '/api/account' });
  await app.register(githubAccessRoutes, { prefix: '/api' });
  await app.register(webhooksRoutes, { prefix: '/api/seller/webhooks' });
  await app.register(releaseNoticesRoutes, { prefix: '/api' });

  await app.register(spa, {
    distDir: config.WEB_DIST_DIR ?? defaultWebDist,
    publicUrl: config.publicUrl,
    production: config.NODE_ENV === 'production',
  });
  await app.register(projectHead);
  await app.register(blogHead);
  await app.register(legalHead);
  await app.register(changelogRoutes);
  return app;
}
