import { describe, expect, it } from 'vitest';
import { RELOAD_GUARD_MS, mayReload } from './reload-guard';

function memoryStorage(): Pick<Storage, 'getItem' | 'setItem'> {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
  };
}

describe('the reload guard', () => {
  it('allows a path once per 10 s, and again after that', () => {
    const storage = memoryStorage();
    expect(RELOAD_GUARD_MS).toBe(10_000);
    expect(mayReload('/en/products', 1_000, storage)).toBe(true);
    expect(mayReload('/en/products', 1_001, storage)).toBe(false);
    expect(mayReload('/en/products', 10_999, storage)).toBe(false);
    expect(mayReload('/en/products', 11_000, storage)).toBe(true);
    expect(mayReload('/en/products', 12_000, storage)).toBe(false);
  });

  it('keeps each path apart', () => {
    const storage = memoryStorage();
    expect(mayReload('/en', 5_000, storage)).toBe(true);
    expect(mayReload('/en/products', 5_000, storage)).toBe(true);
    expect(mayReload('/en', 6_000, storage)).toBe(false);
  });

  it('reloads nothing without storage, or when storage refuses', () => {
    expect(mayReload('/en', 5_000, undefined)).toBe(false);
    const refusing = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(mayReload('/en', 5_000, refusing)).toBe(false);
  });

  it('treats a corrupted record as no record', () => {
    const storage = memoryStorage();
    storage.setItem('fortarc.reloaded:/en', 'not a time');
    expect(mayReload('/en', 5_000, storage)).toBe(true);
  });
});
