import { createEventBus, type EventBus } from '../../lib/event-bus';

/**
 * What happens to a project that other modules react to, emitted with the project id.
 * `saleTermsChanged`: its price or license type changed, it left the marketplace, or it
 * was deleted; checkouts opened before must not be paid (the checkout module cancels them).
 * `published`: a project went on the marketplace (it was new or a draft); webhooks tell its seller.
 */
export type ProjectEventName = 'saleTermsChanged' | 'published';

export type ProjectEvents = EventBus<ProjectEventName>;

export const createProjectEvents = (log: { error: (obj: object, msg: string) => void }) =>
  createEventBus<ProjectEventName>(['saleTermsChanged', 'published'], log);
