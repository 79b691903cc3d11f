import { describe, expect, it } from 'vitest';
import {
  assertFontReferences,
  fontReferences,
  resolveFontReference,
  weightRange,
} from './font-references';
import { fontDefinitions, type FontDefinition } from './fonts';

const face = (overrides: Partial<FontDefinition>): FontDefinition => ({
  family: 'Archivo',
  style: 'normal',
  weight: '100 900',
  src: 'fonts/archivo.woff2',
  type: 'woff2',
  fallbackFamily: ['sans-serif'],
  media: 'U+0000-00FF',
  selector: 'body',
  ...overrides,
});

const variable = face({});
const mono400 = face({ family: 'Mono', weight: '400', src: 'fonts/mono-400.woff2' });
const mono700Italic = face({
  family: 'Mono',
  weight: '700',
  style: 'italic',
  src: 'fonts/mono-700-italic.woff2',
});
const definitions = [variable, mono400, mono700Italic];

describe('resolveFontReference', () => {
  it('returns the definition that serves a valid reference', () => {
    expect(
      resolveFontReference(definitions, { family: 'Archivo', weight: 400, style: 'normal' }),
    ).toBe(variable);
    expect(
      resolveFontReference(definitions, { family: 'Mono', weight: 700, style: 'italic' }),
    ).toBe(mono700Italic);
  });

  it('matches the family as CSS does, whatever its case', () => {
    expect(
      resolveFontReference(definitions, { family: 'archivo', weight: 700, style: 'normal' }),
    ).toBe(variable);
  });

  it('refuses an unknown family with the catalogue message', () => {
    expect(() =>
      resolveFontReference(definitions, { family: 'Inter', weight: 400, style: 'normal' }),
    ).toThrow(new Error('font family Inter not found, please define in module options'));
  });

  it('refuses a known family without that weight or style with the catalogue message', () => {
    expect(() =>
      resolveFontReference(definitions, { family: 'Mono', weight: 500, style: 'normal' }),
    ).toThrow(new Error('font variance with Mono 500 normal not found'));
    expect(() =>
      resolveFontReference(definitions, { family: 'Archivo', weight: 400, style: 'italic' }),
    ).toThrow(new Error('font variance with Archivo 400 italic not found'));
  });

  it('lets a variable range cover every weight inside it, bounds included, and none outside', () => {
    for (const weight of [100, 101, 450, 899, 900]) {
      expect(
        resolveFontReference(definitions, { family: 'Archivo', weight, style: 'normal' }),
        String(weight),
      ).toBe(variable);
    }
    for (const weight of [99, 901, 950]) {
      expect(
        () => resolveFontReference(definitions, { family: 'Archivo', weight, style: 'normal' }),
        String(weight),
      ).toThrow(`font variance with Archivo ${weight} normal not found`);
    }
  });

  it('lets a single weight cover only itself', () => {
    expect(
      resolveFontReference(definitions, { family: 'Mono', weight: 400, style: 'normal' }),
    ).toBe(mono400);
    expect(() =>
      resolveFontReference(definitions, { family: 'Mono', weight: 401, style: 'normal' }),
    ).toThrow('font variance with Mono 401 normal not found');
  });
});

describe('weightRange', () => {
  it('reads one weight and a range', () => {
    expect(weightRange(mono400)).toEqual([400, 400]);
    expect(weightRange(variable)).toEqual([100, 900]);
    expect(weightRange(face({ weight: ' 200   700 ' }))).toEqual([200, 700]);
  });

  it('refuses a weight that is not one or two weights in order', () => {
    for (const weight of ['', 'bold', '900 100', '100 500 900', '0', '1001', '400.5']) {
      expect(() => weightRange(face({ weight })), weight).toThrow(
        `font Archivo: weight "${weight}" must be one weight or a range "min max" of 1 to 1000`,
      );
    }
  });
});

describe('the site', () => {
  it('defines a face for every font reference (what next.config.ts checks at build)', () => {
    expect(() => assertFontReferences(fontDefinitions, fontReferences)).not.toThrow();
  });

  it('fails on the first bad reference among good ones', () => {
    expect(() =>
      assertFontReferences(fontDefinitions, [
        ...fontReferences,
        { family: 'Archivo', weight: 400, style: 'italic' },
      ]),
    ).toThrow('font variance with Archivo 400 italic not found');
  });
});
