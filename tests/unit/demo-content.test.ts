import { beforeAll, describe, expect, it } from 'vitest';
import { LocalContentSource } from '@/content/local/local-source';
import type { Story } from '@/content/types';
import { locales } from '@/i18n/routing';

/**
 * The demo content looks real (issue 62): a VAT number and phone numbers in valid formats, still
 * fictional, and no listing that shows one picture for two stories.
 */
let source: LocalContentSource;

beforeAll(async () => {
  source = await LocalContentSource.open('content');
}, 60_000);

/** An Italian VAT number (partita IVA): `IT` and 11 digits, the last a Luhn check digit. */
function isItalianVat(vat: string): boolean {
  const match = /^IT(\d{11})$/.exec(vat);
  if (!match) return false;
  const digits = [...match[1]!].map(Number);
  const sum = digits.slice(0, 10).reduce((total, digit, index) => {
    if (index % 2 === 0) return total + digit;
    const doubled = digit * 2;
    return total + (doubled > 9 ? doubled - 9 : doubled);
  }, 0);
  return (10 - (sum % 10)) % 10 === digits[10];
}

/** A number as written for people in E.164's shape: `+`, country code, 7 to 15 digits in all. */
const E164 = /^\+[1-9][\d ]{6,17}$/;
const digitsOf = (phone: string) => phone.replace(/\D/g, '');

async function stories(component: string, language?: string): Promise<Story[]> {
  const { stories: found } = await source.getStories({
    filter_query: { component: { in: component } },
    per_page: 100,
    ...(language ? { language } : {}),
  });
  return found;
}

/** Every string of a value, with the key it sits under. */
function* strings(value: unknown, key = ''): Generator<[string, string]> {
  if (typeof value === 'string') yield [key, value];
  else if (Array.isArray(value)) for (const item of value) yield* strings(item, key);
  else if (value && typeof value === 'object') {
    for (const [name, child] of Object.entries(value)) yield* strings(child, name);
  }
}

describe('the checker of Italian VAT numbers', () => {
  it('takes a valid number and refuses a wrong check digit or a placeholder', () => {
    expect(isItalianVat('IT03718450178')).toBe(true);
    expect(isItalianVat('IT03718450179')).toBe(false);
    expect(isItalianVat('IT0371845017')).toBe(false);
    // a row of zeros passes the checksum: the content test refuses it apart
    expect(isItalianVat('IT00000000000')).toBe(true);
  });
});

describe('the company’s numbers in the demo content', () => {
  it('are a valid Italian VAT number and E.164 phone numbers in the global settings', async () => {
    for (const locale of locales) {
      const { story } = await source.getStory('global', { language: locale });
      const settings = story.content as unknown as { vat_number: string; phone: string };
      expect(isItalianVat(settings.vat_number)).toBe(true);
      expect(settings.vat_number).not.toMatch(/^IT0+$/);
      expect(settings.phone).toMatch(E164);
      // a Brescia landline: +39, then the area code 030 with its 0
      expect(settings.phone).toMatch(/^\+39 030 \d{3} \d{4}$/);
    }
  });

  it('are phone numbers in E.164’s shape wherever the pages show one, and the same in their links', async () => {
    const phones: string[] = [];
    const links: string[] = [];
    for (const story of await stories('page')) {
      for (const [key, text] of strings(story.content)) {
        if (key === 'phone') phones.push(text);
        if (text.startsWith('tel:')) links.push(text.slice(4));
      }
    }
    expect(phones.length).toBeGreaterThanOrEqual(3);
    for (const phone of phones) {
      expect(phone).toMatch(E164);
      expect(digitsOf(phone)).not.toMatch(/0{5}/);
    }
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(link).toMatch(/^\+[1-9]\d{6,14}$/);
    for (const link of links) expect(phones.map(digitsOf)).toContain(digitsOf(link));
  });

  it('leave no placeholder number in any story', async () => {
    const placeholders: string[] = [];
    const everything: Story[] = [];
    for (const language of locales) {
      for (let page = 1; ; page++) {
        const answer = await source.getStories({ language, page, per_page: 100 });
        everything.push(...answer.stories);
        if (page * answer.perPage >= answer.total) break;
      }
    }
    expect(everything.length).toBeGreaterThan(500);
    for (const story of everything) {
      for (const [, text] of strings(story.content)) {
        if (/IT0{11}|\b0{3} 0{4}\b|\b00 00 00 00\b/.test(text)) {
          placeholders.push(`${story.full_slug}: ${text.slice(0, 80)}`);
        }
      }
    }
    expect(placeholders).toEqual([]);
  });
});

describe('the listings of the demo content', () => {
  it.each([
    ['news', 'blog-post'],
    ['events', 'event'],
    ['job openings', 'job-position'],
    ['downloads', 'download'],
  ])('show no picture twice among the %s, in any language', async (_, component) => {
    for (const locale of locales) {
      const listed = await stories(component, locale);
      const byImage = new Map<string, string[]>();
      for (const story of listed) {
        const image = (story.content as { image?: { filename?: string } }).image?.filename;
        if (image) byImage.set(image, [...(byImage.get(image) ?? []), story.full_slug]);
      }
      const shared = [...byImage].filter(([, slugs]) => slugs.length > 1);
      expect(shared, locale).toEqual([]);
    }
  });
});
