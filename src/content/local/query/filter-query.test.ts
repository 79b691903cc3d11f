import { describe, expect, it } from 'vitest';
import { pathReader } from './field-path';
import { compileFilterQuery } from './filter-query';

const content = {
  component: 'product',
  name: 'Pioneer Pulse 403',
  current: '400',
  efficiency: '88.5',
  launched: '2025-03-01 10:00',
  materiale: ['alluminio', 'acciaio-inossidabile'],
  featured: true,
  note: '',
  discontinued: null,
  tags: [],
  seo: { title: 'Pulse' },
  body: [{ component: 'hero', name: 'first' }],
};

const holds = (query: Parameters<typeof compileFilterQuery>[0]) =>
  compileFilterQuery(query, (path) => {
    const read = pathReader(path);
    return () => read(content);
  })(0);

describe('filter_query', () => {
  it('answers in, not_in and comma lists', () => {
    expect(holds({ component: { in: 'page,product' } })).toBe(true);
    expect(holds({ component: { not_in: 'page,product' } })).toBe(false);
    expect(holds({ missing: { not_in: 'x' } })).toBe(true);
  });

  it('answers like and not_like with the * wildcard', () => {
    expect(holds({ name: { like: 'Pioneer*' } })).toBe(true);
    expect(holds({ name: { like: '*pulse*' } })).toBe(false);
    expect(holds({ name: { not_like: '*Voyager*' } })).toBe(true);
    expect(holds({ note: { like: '' } })).toBe(true);
  });

  it('answers every value of is', () => {
    expect(holds({ note: { is: 'empty' }, missing: { is: 'empty' } })).toBe(true);
    expect(holds({ name: { is: 'not_empty' } })).toBe(true);
    expect(holds({ tags: { is: 'empty_array' }, materiale: { is: 'not_empty_array' } })).toBe(true);
    expect(holds({ featured: { is: 'true' } })).toBe(true);
    expect(holds({ featured: { is: 'false' } })).toBe(false);
    expect(holds({ discontinued: { is: 'null' }, name: { is: 'not_null' } })).toBe(true);
    expect(() => holds({ name: { is: 'maybe' } })).toThrow(/cannot be "maybe"/);
  });

  it('answers any_in_array and all_in_array', () => {
    expect(holds({ materiale: { any_in_array: 'leghe-di-rame,alluminio' } })).toBe(true);
    expect(holds({ materiale: { all_in_array: 'alluminio,leghe-di-rame' } })).toBe(false);
    expect(holds({ materiale: { all_in_array: 'alluminio,acciaio-inossidabile' } })).toBe(true);
  });

  it('compares dates, integers and floats', () => {
    expect(holds({ launched: { gt_date: '2025-01-01 00:00' } })).toBe(true);
    expect(holds({ launched: { lt_date: '2025-01-01 00:00' } })).toBe(false);
    expect(holds({ current: { gt_int: '350' }, efficiency: { lt_float: '88.6' } })).toBe(true);
    expect(holds({ current: { lt_int: '350' } })).toBe(false);
  });

  it('follows dot paths into nested fields and blocks', () => {
    expect(holds({ 'seo.title': { in: 'Pulse' }, 'body.0.name': { in: 'first' } })).toBe(true);
  });

  it('combines __or alternatives with the other fields', () => {
    expect(
      holds({
        component: { in: 'product' },
        __or: [{ name: { in: 'x' } }, { current: { in: '400' } }],
      }),
    ).toBe(true);
    expect(holds({ __or: [{ name: { in: 'x' } }, { current: { in: '1' } }] })).toBe(false);
  });

  it('rejects an unknown operator with a 400 naming it', () => {
    expect(() => holds({ name: { sounds_like: 'x' } })).toThrow(
      expect.objectContaining({ status: 400, message: expect.stringContaining('sounds_like') }),
    );
  });
});
