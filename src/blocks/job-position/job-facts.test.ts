import { describe, expect, it } from 'vitest';
import { employmentType, isOpen, splitLocation } from './job-facts';

describe('job opening facts', () => {
  it('knows the employment types and ignores others', () => {
    expect(employmentType('full-time')).toBe('full-time');
    expect(employmentType('freelance')).toBeUndefined();
    expect(employmentType(undefined)).toBeUndefined();
  });

  it('is open without a closing date or before it', () => {
    const now = new Date('2026-11-22T10:00:00Z');
    expect(isOpen({}, now)).toBe(true);
    expect(isOpen({ valid_through: '' }, now)).toBe(true);
    expect(isOpen({ valid_through: '2027-01-31 23:59' }, now)).toBe(true);
    expect(isOpen({ valid_through: '2026-11-01 23:59' }, now)).toBe(false);
  });

  it('splits a location into locality and country', () => {
    expect(splitLocation('Esslingen am Neckar, Germania')).toEqual({
      locality: 'Esslingen am Neckar',
      country: 'Germania',
    });
    expect(splitLocation('Brescia')).toEqual({ locality: 'Brescia' });
    expect(splitLocation('  ')).toEqual({});
  });
});
