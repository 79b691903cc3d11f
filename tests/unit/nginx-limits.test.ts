import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { tooManyRequestsPage } from '../../server/unavailable-page';
import de from '../../src/i18n/messages/de.json';
import en from '../../src/i18n/messages/en.json';
import es from '../../src/i18n/messages/es.json';
import fr from '../../src/i18n/messages/fr.json';
import it_ from '../../src/i18n/messages/it.json';

const conf = readFileSync('deploy/nginx/fortarc.conf', 'utf8');
const messages = { it: it_, en, es, fr, de };

/** The body of `map <source> <name> { ... }` in the shipped file. */
function mapBody(name: string): string {
  const match = new RegExp(`map \\S+ \\$${name} \\{\\n([\\s\\S]*?)\\n\\}`).exec(conf);
  if (!match) throw new Error(`no map for $${name} in deploy/nginx/fortarc.conf`);
  return match[1]!;
}

describe('the 429 pages of deploy/nginx/fortarc.conf', () => {
  it('are the site’s own, one per language, from the messages', () => {
    const body = mapBody('fortarc_limited_page');
    for (const lang of ['it', 'en', 'es', 'fr', 'de'] as const) {
      const key = lang === 'it' ? 'default' : lang;
      const expected = `    ${key} '${tooManyRequestsPage(lang)}';`;
      expect(body.split('\n'), `regenerate the ${lang} line`).toContain(expected);
      expect(tooManyRequestsPage(lang)).toContain(messages[lang].Errors.tooManyRequests);
      expect(tooManyRequestsPage(lang)).toContain(`<html lang="${lang}">`);
    }
    // nginx would read `$` as a variable and a quote as the value's end
    expect(body.replaceAll(/'[^']*'/g, '')).not.toContain('<');
    expect(body).not.toContain('$');
  });
});
