/** A string attribute of a rich-text node or mark; empty strings count as absent. */
export function attr(attrs: Record<string, unknown> | undefined, key: string): string | undefined {
  const value = attrs?.[key];
  return typeof value === 'string' && value !== '' ? value : undefined;
}
