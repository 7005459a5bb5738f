import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

import { createCartRepository } from './cart.repository';
import { createCartService, type CartService } from './cart.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The buyer's cart: what they mean to buy, checked as checkout checks a line. */
    cart: CartService;
  }
}

/**
 * Licenses load the project for sale and say who holds what; discounts hold the
 * pay-what-you-want rule of a checkout line. A paid license takes its project out of the cart,
 * as a durable effect of the license's `activated` event (ADR 015).
 */
export default fp(
  async (app: FastifyInstance) => {
    const cart = createCartService(createCartRepository(app.database.db), {
      licenses: app.licenses,
      discounts: app.discounts,
    });
    app.decorate('cart', cart);
    app.licenseEvents.on('activated', 'cart.remove-paid', (licenseId) =>
      cart.removePaid(licenseId),
    );
  },
  { name: 'cart-module', dependencies: ['licenses-module', 'discounts-module'] },
);
