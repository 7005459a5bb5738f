/**
 * In-process notifications between modules that must not import each other's services: one
 * module emits after its change has been committed, others subscribe at start-up. A listener
 * must not make the emitter's write fail, so its errors are caught and logged here; a listener
 * that needs retries records its own failures.
 */
export type Listener = (id: string) => Promise<void>;

export interface EventBus<Name extends string> {
  on(event: Name, listener: Listener): void;
  /** Runs every listener of the event, one after the other. */
  emit(event: Name, id: string): Promise<void>;
}

export function createEventBus<Name extends string>(
  names: readonly Name[],
  log: { error: (obj: object, msg: string) => void },
): EventBus<Name> {
  const listeners = new Map<Name, Listener[]>(names.map((n) => [n, []]));
  return {
    on(event, listener) {
      listeners.get(event)!.push(listener);
    },
    async emit(event, id) {
      for (const listener of listeners.get(event)!) {
        try {
          await listener(id);
        } catch (err) {
          log.error({ err, id, event }, 'event listener failed');
        }
      }
    },
  };
}
