import { createEventBus, type EventBus } from '../../lib/event-bus';

/**
 * What happens to a project that other modules react to, emitted with the project id.
 * `saleTermsChanged`: its price or license type changed, it left the marketplace, or it
 * was deleted; checkouts opened before must not be paid (the payments module cancels them).
 */
export type ProjectEventName = 'saleTermsChanged';

export type ProjectEvents = EventBus<ProjectEventName>;

export const createProjectEvents = (log: { error: (obj: object, msg: string) => void }) =>
  createEventBus<ProjectEventName>(['saleTermsChanged'], log);
