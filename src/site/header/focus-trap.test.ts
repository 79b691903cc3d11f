import { describe, expect, it } from 'vitest';
import { wrapTarget } from './focus-trap';

const items = ['close', 'search', 'products', 'contacts'];

describe('wrapTarget', () => {
  it('lets Tab move on by itself inside the list', () => {
    expect(wrapTarget(items, 'search', false)).toBeNull();
    expect(wrapTarget(items, 'search', true)).toBeNull();
  });

  it('cycles from the last to the first and back', () => {
    expect(wrapTarget(items, 'contacts', false)).toBe('close');
    expect(wrapTarget(items, 'close', true)).toBe('contacts');
  });

  it('brings focus in from outside', () => {
    expect(wrapTarget(items, 'body', false)).toBe('close');
    expect(wrapTarget(items, null, true)).toBe('contacts');
  });

  it('does nothing without focusable elements', () => {
    expect(wrapTarget([], 'close', false)).toBeNull();
  });
});
