import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { LeadStore } from '../lead-store';

/**
 * A form's answer to a post without JavaScript, for the page that shows it (post, redirect, get):
 * the errors and the values typed, so the page can show them again. Kept in the leads store for
 * ANSWER_LIFETIME_MS, sealed (AES-256-GCM) with a key that is only in the page's URL: the store
 * alone cannot read it, the URL alone holds nothing, and a guessed id opens nothing.
 */
export const ANSWER_LIFETIME_MS = 30 * 60 * 1000;

const ID_BYTES = 16;
const KEY_BYTES = 32;
const TICKET = /^([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/;

/** Keeps `answer`; resolves with the ticket the page's URL carries (`?application=<ticket>`). */
export async function keepFormAnswer(
  store: Pick<LeadStore, 'keepAnswer'>,
  answer: unknown,
  now = Date.now(),
): Promise<string> {
  const id = randomBytes(ID_BYTES).toString('base64url');
  const key = randomBytes(KEY_BYTES);
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const sealed = Buffer.concat([cipher.update(JSON.stringify(answer), 'utf8'), cipher.final()]);
  const text = Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url');
  await store.keepAnswer(id, text, new Date(now + ANSWER_LIFETIME_MS));
  return `${id}.${key.toString('base64url')}`;
}

/** The answer a ticket names, while it is kept; undefined for anything else. */
export async function readFormAnswer(
  store: Pick<LeadStore, 'answer'>,
  ticket: string,
  now = new Date(),
): Promise<unknown> {
  const match = TICKET.exec(ticket);
  if (!match) return undefined;
  const sealed = await store.answer(match[1]!, now);
  if (!sealed) return undefined;
  try {
    const bytes = Buffer.from(sealed, 'base64url');
    const decipher = createDecipheriv(
      'aes-256-gcm',
      Buffer.from(match[2]!, 'base64url'),
      bytes.subarray(0, 12),
    );
    decipher.setAuthTag(bytes.subarray(12, 28));
    const text = Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]);
    return JSON.parse(text.toString('utf8'));
  } catch {
    return undefined;
  }
}
