/**
 * Reads `read()` every 100 ms until `done` holds for what it read or `deadline` (a `Date.now()`)
 * has passed, and resolves to the last reading: the caller asserts on it, so a miss shows what
 * was served.
 */
export async function pollUntil<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  deadline: number,
): Promise<T> {
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() >= deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The body of `url` once it contains `text` (or the last one read by `deadline`). */
export function bodyOnceItContains(url: string, text: string, deadline: number): Promise<string> {
  return pollUntil(
    async () => (await fetch(url)).text(),
    (body) => body.includes(text),
    deadline,
  );
}
