import { createEventBus, type EventBus } from '../../lib/event-bus';

/** `created`: a license holder wrote a first review of a project (not an edit); with its id. */
export type ReviewEventName = 'created';

export type ReviewEvents = EventBus<ReviewEventName>;

export const createReviewEvents = (log: { error: (obj: object, msg: string) => void }) =>
  createEventBus<ReviewEventName>(['created'], log);
