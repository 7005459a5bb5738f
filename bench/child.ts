import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export interface Child<T> {
  ready: T;
  process: ChildProcess;
  /** Asks the process to close its server (and drop its database) and waits until it exits. */
  stop(): Promise<void>;
}

/**
 * Forks a TypeScript helper of bench/ with IPC and resolves with its first message that is not
 * { type: 'progress' } (progress lines are printed with the label).
 */
export function startChild<T extends { type: string }>(
  file: string,
  label: string,
  opts: { env?: Record<string, string>; execArgv?: string[] } = {},
): Promise<Child<T>> {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const child = fork(path.join(here, file), [], {
    // BENCH_CHILD_NODE_ARGS adds Node options, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof".
    execArgv: [
      ...(opts.execArgv ?? []),
      ...(process.env.BENCH_CHILD_NODE_ARGS ?? '').split(' ').filter(Boolean),
      '--import',
      'tsx',
    ],
    env: { ...process.env, ...opts.env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.connected) child.send({ type: 'stop' });
    await exited;
  };
  return new Promise((resolve, reject) => {
    let started = false;
    child.on('message', (m: T | { type: 'progress'; text: string }) => {
      if (m.type === 'progress' && 'text' in m) console.log(`[${label}] ${m.text}`);
      else if (!started) {
        started = true;
        resolve({ ready: m as T, process: child, stop });
      }
    });
    child.once('exit', (code) => reject(new Error(`${label} exited early (code ${code})`)));
    child.once('error', reject);
  });
}

/** Sends `message` and resolves with the child's next message of type `type`. */
export function ask<R extends { type: string }>(
  child: ChildProcess,
  message: object,
  type: R['type'],
  timeoutMs = 30_000,
): Promise<R> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.off('message', onMessage);
      reject(new Error(`no ${type} answer within ${timeoutMs} ms`));
    }, timeoutMs);
    const onMessage = (m: R) => {
      if (m?.type !== type) return;
      clearTimeout(timer);
      child.off('message', onMessage);
      resolve(m);
    };
    child.on('message', onMessage);
    child.send(message);
  });
}
