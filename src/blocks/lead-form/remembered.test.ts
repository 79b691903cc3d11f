import { describe, expect, it } from 'vitest';
import { remembered } from './remembered';

describe('remembered', () => {
  it('loads a key once within its time, again after it', async () => {
    let clock = 0;
    const loads: string[] = [];
    const read = remembered(
      async (key: string) => {
        loads.push(key);
        return `${key}@${clock}`;
      },
      1000,
      () => clock,
    );
    expect(await read('it')).toBe('it@0');
    clock = 999;
    expect(await read('it')).toBe('it@0');
    expect(await read('en')).toBe('en@999');
    clock = 1000;
    expect(await read('it')).toBe('it@1000');
    expect(loads).toEqual(['it', 'en', 'it']);
  });

  it('does not remember a failure', async () => {
    let fail = true;
    const read = remembered(async () => {
      if (fail) throw new Error('content source down');
      return 'settings';
    }, 60_000);
    await expect(read('it')).rejects.toThrow('down');
    fail = false;
    expect(await read('it')).toBe('settings');
  });
});
