import type { IncomingMessage, ServerResponse } from 'node:http';

import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';

/** Where Stripe.js and its card fields load from, when Stripe is the payment provider. */
const STRIPE_CSP = {
  script: ['https://js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
};

/** The page the GitHub popup comes back to (docs/product-rules.md#github-popup). */
const POPUP_RETURN = '/auth/github/callback';

/** Helmet's headers for this configuration, as [name, value] pairs. */
function helmetHeaders(opts: { stripe: boolean; https: boolean }): [string, string][] {
  const { stripe } = opts;
  const middleware = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...(stripe ? STRIPE_CSP.script : [])],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // blob: shows the object URLs of files the person picked (cover, screenshot and blog
        // image previews, docs/product-rules.md#project-media) before they are uploaded. An
        // object URL belongs to the page's own origin and is only made by its own script, so it
        // lets in no outside image; blob: is allowed for images alone (no scripts, frames or
        // fetches).
        imgSrc: ["'self'", 'data:', 'https:', 'blob:'],
        connectSrc: ["'self'", ...(stripe ? STRIPE_CSP.connect : [])],
        frameSrc: ["'self'", 'https:', ...(stripe ? STRIPE_CSP.frame : [])],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    // The legacy twin of frame-ancestors 'none', for browsers that predate CSP level 2.
    xFrameOptions: { action: 'deny' },
    // HSTS only makes sense when we are served over HTTPS.
    hsts: opts.https,
    crossOriginEmbedderPolicy: false,
    // The GitHub popup must keep its opener while it visits GitHub and comes back.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  });
  // Nothing in this configuration depends on the request (no nonces): the headers helmet sets
  // on one answer are the headers of every answer, so they are read off once here.
  const headers: [string, string][] = [];
  const recorder = {
    setHeader(name: string, value: unknown) {
      headers.push([name, String(value)]);
    },
    removeHeader() {},
  };
  middleware({} as IncomingMessage, recorder as unknown as ServerResponse, () => {});
  return headers;
}

/**
 * The security headers of every answer (helmet's, worked out once at start-up) and its request
 * id, in one synchronous hook: this runs for every request, so it does no per-request parsing
 * or allocation beyond setting the headers.
 */
export default fp<{ stripe: boolean; publicUrl: string }>(
  async (app: FastifyInstance, opts) => {
    const headers = helmetHeaders({
      stripe: opts.stripe,
      https: opts.publicUrl.startsWith('https://'),
    });
    // The popup's return page goes without COOP: coming back from GitHub (no COOP) to a page
    // with one would put it in a new browsing context group and cut it off from its opener.
    const popupHeaders = headers.filter(
      ([name]) => name.toLowerCase() !== 'cross-origin-opener-policy',
    );
    app.addHook('onRequest', (req, reply, done) => {
      const url = req.url;
      const popup =
        url.startsWith(POPUP_RETURN) &&
        (url.length === POPUP_RETURN.length || url[POPUP_RETURN.length] === '?');
      const raw = reply.raw;
      for (const [name, value] of popup ? popupHeaders : headers) raw.setHeader(name, value);
      reply.header('x-request-id', req.id);
      done();
    });
  },
  { name: 'security-headers' },
);
