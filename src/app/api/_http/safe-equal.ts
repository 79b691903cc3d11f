import { createHash, timingSafeEqual } from 'node:crypto';

/** Whether two secrets are equal, in time that tells nothing about how much of a guess was right. */
export function safeEqual(given: string, expected: string): boolean {
  // Hashing first gives both sides one length, so the length of the secret is not told either.
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}
