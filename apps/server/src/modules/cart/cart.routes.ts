import {
  cartItemParamsSchema,
  cartResponseSchema,
  errorResponseSchema,
  MAX_CART_ITEMS,
  putCartItemInputSchema,
} from '@codebazaar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { signedInUser } from '../../plugins/auth';
import { perUserPerMinute } from '../../plugins/rate-limit';

const tags = ['cart'];
/** How many cart writes (adds and amount changes) one buyer makes a minute at most. */
export const CART_WRITES_PER_MINUTE = 60;

/** Mounted at /api/cart: the signed-in buyer's own cart. */
export default (async (app) => {
  const cart = app.cart;

  app.get(
    '/',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Your cart, oldest item first, with its subtotal',
        description:
          'Each item says whether it can still be bought (`available`) and why not ' +
          '(`unavailableReason`): unpublished, made free or bought since. The subtotal counts ' +
          'the available items, before discounts, fee and tax.',
        response: { 200: cartResponseSchema },
      },
    },
    async (req) => cart.get(signedInUser(req)),
  );

  app.put(
    '/items/:projectId',
    {
      config: { rateLimit: perUserPerMinute(CART_WRITES_PER_MINUTE) },
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Add a project to your cart, or change your amount',
        description:
          'A published paid or freemium project you do not own and do not hold a paid license ' +
          'of. `amount` (dollars) only for pay what you want, at least its price; without it ' +
          `checkout charges the suggested price, else the price. At most ${MAX_CART_ITEMS} ` +
          `items; at most ${CART_WRITES_PER_MINUTE} writes a minute (429 with Retry-After).`,
        params: cartItemParamsSchema,
        body: putCartItemInputSchema,
        response: {
          200: cartResponseSchema,
          400: errorResponseSchema,
          403: errorResponseSchema,
          404: errorResponseSchema,
          409: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (req) => cart.put(signedInUser(req), req.params.projectId, req.body),
  );

  app.delete(
    '/items/:projectId',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Remove a project from your cart',
        params: cartItemParamsSchema,
        response: { 200: cartResponseSchema, 404: errorResponseSchema },
      },
    },
    async (req) => cart.remove(signedInUser(req), req.params.projectId),
  );
}) satisfies FastifyPluginAsyncZod;
