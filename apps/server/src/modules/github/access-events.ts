import { createEventBus, type EventBus } from '../../lib/event-bus';

/**
 * A row was added to the access trail (access_events), emitted with its id once it is written;
 * the webhooks module tells sellers about grants and removals.
 */
export type AccessEventName = 'recorded';

export type AccessEvents = EventBus<AccessEventName>;

export const createAccessEvents = (log: { error: (obj: object, msg: string) => void }) =>
  createEventBus<AccessEventName>(['recorded'], log);
