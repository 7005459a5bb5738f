import type { FastifyInstance } from 'fastify';

import type { ChangeTopic } from '../src/plugins/changes';

/** Waiters of each app's next change, by topic; each app and topic subscribes once. */
const waiting = new WeakMap<FastifyInstance, Map<ChangeTopic, (() => void)[]>>();

/**
 * Resolves when `app` next hears a change of `topic`: its own write, or another instance's
 * through PostgreSQL. A write on one instance answers once its own notification came back; the
 * other instance reads its copy on its own connection, a moment later on a busy machine. Tests
 * that read on the other instance right after a write ask for this promise before the write and
 * wait for it after, so that they check the cache is cleared by the notification, not by luck.
 */
export function nextChange(app: FastifyInstance, topic: ChangeTopic): Promise<void> {
  let topics = waiting.get(app);
  if (!topics) {
    topics = new Map();
    waiting.set(app, topics);
  }
  let waiters = topics.get(topic);
  if (!waiters) {
    const list: (() => void)[] = [];
    waiters = list;
    topics.set(topic, list);
    app.changes.subscribe(topic, () => {
      for (const done of list.splice(0)) done();
    });
  }
  const list = waiters;
  return new Promise((resolve) => list.push(resolve));
}
