import { describe, expect, it, vi } from 'vitest';

import { createViewBuffer, type QueuedView } from './view-buffer';

const view = (projectId: string, visitorKey = 'u:1', day = '2026-11-24'): QueuedView => ({
  projectId,
  visitorKey,
  day,
});

describe('createViewBuffer', () => {
  it('writes queued views in one call per batch and counts them as pending until then', async () => {
    const write = vi.fn(async (_views: QueuedView[]) => {});
    const buffer = createViewBuffer({ write, batchSize: 2, flushMs: 60_000 });
    expect(buffer.add(view('p1', 'u:1'))).toBe(true);
    expect(buffer.add(view('p1', 'u:2'))).toBe(true);
    expect(buffer.add(view('p2', 'u:1'))).toBe(true);
    expect(buffer.pending('p1')).toBe(2);
    expect(buffer.pending('p2')).toBe(1);
    expect(write).not.toHaveBeenCalled();

    await buffer.flush();
    expect(write.mock.calls.map(([views]) => views.length)).toEqual([2, 1]);
    expect(buffer.pending('p1')).toBe(0);
    expect(buffer.pending('p2')).toBe(0);
    await buffer.close();
  });

  it('queues the same view once', async () => {
    const write = vi.fn(async (_views: QueuedView[]) => {});
    const buffer = createViewBuffer({ write, flushMs: 60_000 });
    expect(buffer.add(view('p1'))).toBe(true);
    expect(buffer.add(view('p1'))).toBe(false);
    expect(buffer.add(view('p1', 'u:1', '2026-11-25'))).toBe(true);
    expect(buffer.pending('p1')).toBe(2);
    await buffer.close();
    expect(write).toHaveBeenCalledWith([view('p1'), view('p1', 'u:1', '2026-11-25')]);
  });

  it('flushes on its own after flushMs', async () => {
    vi.useFakeTimers();
    try {
      const write = vi.fn(async (_views: QueuedView[]) => {});
      const buffer = createViewBuffer({ write, flushMs: 1_000 });
      buffer.add(view('p1'));
      await vi.advanceTimersByTimeAsync(999);
      expect(write).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      expect(write).toHaveBeenCalledTimes(1);
      expect(buffer.pending('p1')).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps views the database refused and writes them on the next flush', async () => {
    const onError = vi.fn();
    let fail = true;
    const written: QueuedView[] = [];
    const buffer = createViewBuffer({
      write: async (views) => {
        if (fail) throw new Error('connection refused');
        written.push(...views);
      },
      flushMs: 60_000,
      onError,
    });
    buffer.add(view('p1', 'u:1'));
    buffer.add(view('p1', 'u:2'));
    await buffer.flush();
    expect(onError).toHaveBeenCalledWith(expect.any(Error), 0);
    expect(buffer.pending('p1')).toBe(2);

    fail = false;
    await buffer.flush();
    expect(written).toHaveLength(2);
    expect(buffer.pending('p1')).toBe(0);
    await buffer.close();
  });

  it('drops views beyond maxQueued and says how many', async () => {
    const onError = vi.fn();
    const buffer = createViewBuffer({
      write: async () => {
        throw new Error('down');
      },
      flushMs: 60_000,
      maxQueued: 2,
      onError,
    });
    buffer.add(view('p1', 'u:1'));
    buffer.add(view('p1', 'u:2'));
    expect(buffer.add(view('p1', 'u:3'))).toBe(false);
    expect(onError).toHaveBeenLastCalledWith(expect.any(Error), 1);
    expect(buffer.pending('p1')).toBe(2);
  });

  it('lets a flush asked for during a write wait for the views queued after it started', async () => {
    let release!: () => void;
    const batches: QueuedView[][] = [];
    const buffer = createViewBuffer({
      write: async (views) => {
        batches.push(views);
        if (batches.length === 1) await new Promise<void>((resolve) => (release = resolve));
      },
      flushMs: 60_000,
    });
    buffer.add(view('p1', 'u:1'));
    const first = buffer.flush();
    buffer.add(view('p1', 'u:2'));
    const second = buffer.flush();
    expect(buffer.pending('p1')).toBe(2);
    release();
    await Promise.all([first, second]);
    expect(batches).toEqual([[view('p1', 'u:1')], [view('p1', 'u:2')]]);
    expect(buffer.pending('p1')).toBe(0);
  });
});
