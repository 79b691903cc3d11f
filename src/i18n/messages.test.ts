import { describe, expect, it } from 'vitest';
import de from './messages/de.json';
import en from './messages/en.json';
import es from './messages/es.json';
import fr from './messages/fr.json';
import it_ from './messages/it.json';

function keys(messages: object, prefix = ''): string[] {
  return Object.entries(messages).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null
      ? keys(value, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );
}

describe('the messages', () => {
  it('have every key in all five languages', () => {
    const italian = keys(it_).sort();
    for (const [name, messages] of Object.entries({ en, es, fr, de })) {
      expect(keys(messages).sort(), name).toEqual(italian);
    }
  });
});
