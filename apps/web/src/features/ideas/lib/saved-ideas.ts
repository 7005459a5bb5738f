import { ideaSchema, type Idea } from '@codebazaar/shared';
import { useCallback, useSyncExternalStore } from 'react';
import { z } from 'zod';

/** Save for later keeps ideas only in this browser. */
export const SAVED_IDEAS_KEY = 'codebazaar_saved_ideas';

const savedIdeasSchema = z.array(ideaSchema);
const EMPTY: Idea[] = [];

const listeners = new Set<() => void>();
let cache: { raw: string | null; ideas: Idea[] } = { raw: null, ideas: EMPTY };

function readRaw(): string | null {
  try {
    return window.localStorage.getItem(SAVED_IDEAS_KEY);
  } catch {
    return null;
  }
}

/** The stored list; anything unreadable counts as empty. The same array while nothing changed. */
function snapshot(): Idea[] {
  const raw = readRaw();
  if (raw === cache.raw) return cache.ideas;
  let ideas = EMPTY;
  if (raw) {
    try {
      const parsed = savedIdeasSchema.safeParse(JSON.parse(raw));
      if (parsed.success) ideas = parsed.data;
    } catch {
      // ignored: a corrupt entry reads as no saved ideas
    }
  }
  cache = { raw, ideas };
  return ideas;
}

function write(ideas: Idea[]) {
  try {
    if (ideas.length === 0) window.localStorage.removeItem(SAVED_IDEAS_KEY);
    else window.localStorage.setItem(SAVED_IDEAS_KEY, JSON.stringify(ideas));
  } catch {
    // Storage full or disabled: nothing we can keep.
  }
  listeners.forEach((l) => l());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Other tabs saving or removing ideas.
  const onStorage = (e: StorageEvent) => {
    if (e.key === null || e.key === SAVED_IDEAS_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The saved ideas (newest first) and the functions to change them. */
export function useSavedIdeas() {
  const ideas = useSyncExternalStore(subscribe, snapshot, () => EMPTY);
  const isSaved = useCallback((id: string) => ideas.some((i) => i.id === id), [ideas]);
  const save = useCallback((idea: Idea) => {
    const current = snapshot();
    if (!current.some((i) => i.id === idea.id)) write([idea, ...current]);
  }, []);
  const remove = useCallback((id: string) => {
    write(snapshot().filter((i) => i.id !== id));
  }, []);
  return { ideas, isSaved, save, remove };
}
