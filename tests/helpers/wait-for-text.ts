/**
 * Asks for `url` every 100 ms until its body contains `text` or `deadline` (a `Date.now()`) has
 * passed, and resolves to the last body: the caller asserts on it, so a miss shows what was served.
 */
export async function bodyOnceItContains(
  url: string,
  text: string,
  deadline: number,
): Promise<string> {
  for (;;) {
    const body = await (await fetch(url)).text();
    if (body.includes(text) || Date.now() >= deadline) return body;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
