/** Reads the manifest's answer: the latest build's id, or undefined for anything else. */
export function latestBuildId(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const id = (body as { id?: unknown }).id;
  return typeof id === 'string' && id.length > 0 ? id : undefined;
}
