/** A reader of the value at a dot path (`seo.title`, `body.0.name`), split once, not per story. */
export function pathReader(path: string): (content: unknown) => unknown {
  const keys = path.split('.');
  if (keys.length === 1) {
    return (content) =>
      content !== null && typeof content === 'object'
        ? (content as Record<string, unknown>)[path]
        : undefined;
  }
  return (content) => {
    let current: unknown = content;
    for (const key of keys) {
      if (current === null || typeof current !== 'object') return undefined;
      current = (current as Record<string, unknown>)[key];
    }
    return current;
  };
}
