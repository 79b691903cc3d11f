import {
  CONSENT_LIFETIME_DAYS,
  CONSENT_VERSION,
  OPTIONAL_CATEGORIES,
  type OptionalCategory,
} from './categories';

/** The visitor's choice: when it was made, under which version, and each optional category. */
export interface ConsentChoice {
  version: number;
  /** When it was made (ms since the epoch). */
  decidedAt: number;
  granted: Record<OptionalCategory, boolean>;
}

/** A necessary cookie: it only records the choice, so it needs no consent itself. */
export const CONSENT_COOKIE = 'fortarc_consent';

const DAY_MS = 24 * 60 * 60 * 1000;
export const CONSENT_LIFETIME_MS = CONSENT_LIFETIME_DAYS * DAY_MS;

/** `v=1&at=<ms>&analytics=0&media=1`: readable in a browser's cookie list, and nothing else. */
export function serializeChoice(choice: ConsentChoice): string {
  const fields = new URLSearchParams({ v: String(choice.version), at: String(choice.decidedAt) });
  for (const category of OPTIONAL_CATEGORIES) {
    fields.set(category, choice.granted[category] ? '1' : '0');
  }
  return fields.toString();
}

/**
 * The stored choice, or undefined when there is none to honour: absent, unreadable, made under an
 * older version of the categories, or older than six months (then the visitor is asked again).
 */
export function parseChoice(value: string | undefined, now: number): ConsentChoice | undefined {
  if (!value) return undefined;
  const fields = new URLSearchParams(value);
  const version = Number(fields.get('v'));
  const decidedAt = Number(fields.get('at'));
  if (version !== CONSENT_VERSION || !Number.isSafeInteger(decidedAt)) return undefined;
  if (decidedAt > now + DAY_MS || now - decidedAt >= CONSENT_LIFETIME_MS) return undefined;
  const granted = {} as Record<OptionalCategory, boolean>;
  for (const category of OPTIONAL_CATEGORIES) {
    const flag = fields.get(category);
    if (flag !== '0' && flag !== '1') return undefined;
    granted[category] = flag === '1';
  }
  return { version, decidedAt, granted };
}

/** The value of cookie `name` in a `document.cookie` string. */
export function cookieValue(cookies: string, name: string): string | undefined {
  for (const part of cookies.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0 || part.slice(0, separator).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(separator + 1).trim());
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/** The `document.cookie` assignment that stores `choice` for as long as it is honoured. */
export function choiceCookie(choice: ConsentChoice, secure: boolean): string {
  const maxAge = Math.max(
    0,
    Math.floor((choice.decidedAt + CONSENT_LIFETIME_MS - Date.now()) / 1000),
  );
  return [
    `${CONSENT_COOKIE}=${encodeURIComponent(serializeChoice(choice))}`,
    'Path=/',
    `Max-Age=${maxAge}`,
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}
