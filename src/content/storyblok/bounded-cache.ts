import type { ICacheProvider, IMemoryType, ISbResult } from 'storyblok-js-client';

/** What the client may keep of published answers: entries, and characters of their JSON. */
export const CACHE_LIMITS = { entries: 2000, chars: 32 * 1024 * 1024 };

/**
 * The official client's memory cache, bounded: its own (`type: 'memory'`) keeps every published
 * answer until the space's content version moves, and each filter combination or search term of
 * a visitor is an answer of its own. This one forgets the least recently used past
 * `CACHE_LIMITS`. One store for the process, as the client's own is shared by every client.
 */
export function boundedCache(limits = CACHE_LIMITS): ICacheProvider {
  const answers = new Map<string, { value: ISbResult; chars: number }>();
  let chars = 0;
  const drop = (key: string) => {
    const slot = answers.get(key);
    if (!slot) return;
    answers.delete(key);
    chars -= slot.chars;
  };
  return {
    get(key) {
      const slot = answers.get(key);
      if (!slot) return Promise.resolve();
      answers.delete(key);
      answers.set(key, slot);
      return Promise.resolve(slot.value as IMemoryType);
    },
    getAll() {
      const all: Record<string, ISbResult> = {};
      for (const [key, { value }] of answers) all[key] = value;
      return Promise.resolve(all as unknown as IMemoryType);
    },
    set(key, value) {
      drop(key);
      const size = JSON.stringify(value.data ?? null).length;
      if (size > limits.chars) return Promise.resolve();
      answers.set(key, { value, chars: size });
      chars += size;
      for (const oldest of answers.keys()) {
        if (answers.size <= limits.entries && chars <= limits.chars) break;
        drop(oldest);
      }
      return Promise.resolve();
    },
    flush() {
      answers.clear();
      chars = 0;
      return Promise.resolve();
    },
  };
}

/** The process's one store, shared by every client as the client's own memory cache is. */
const SHARED = Symbol.for('fortarc.storyblok-answers');
export function sharedBoundedCache(): ICacheProvider {
  const holder = globalThis as { [SHARED]?: ICacheProvider };
  return (holder[SHARED] ??= boundedCache());
}
