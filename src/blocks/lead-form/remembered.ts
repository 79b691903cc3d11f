/**
 * `load`, remembered per key for `ttlMs`: a form post reads the catalogue and the global settings
 * from this, not from the content source each time. A failed load is not remembered.
 */
export function remembered<K, V>(
  load: (key: K) => Promise<V>,
  ttlMs: number,
  now: () => number = Date.now,
): (key: K) => Promise<V> {
  const entries = new Map<K, { at: number; value: Promise<V> }>();
  return (key) => {
    const entry = entries.get(key);
    if (entry && now() - entry.at < ttlMs) return entry.value;
    const value = load(key);
    entries.set(key, { at: now(), value });
    value.catch(() => {
      if (entries.get(key)?.value === value) entries.delete(key);
    });
    return value;
  };
}
