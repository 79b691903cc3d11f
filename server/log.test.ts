import { describe, expect, it } from 'vitest';
import {
  accessFields,
  logFormatFor,
  logLine,
  requestIdFor,
  requestLevel,
  withRequestId,
} from './log';

const NOW = new Date('2026-11-26T10:00:00.000Z');

describe('log lines', () => {
  it('are one JSON object per line, with the request id of the request being handled', () => {
    const line = withRequestId('req-12345678', () =>
      logLine('json', 'info', ['Serving on %s', 'http://localhost:3000'], {}, NOW),
    );
    expect(JSON.parse(line)).toEqual({
      time: '2026-11-26T10:00:00.000Z',
      level: 'info',
      msg: 'Serving on http://localhost:3000',
      requestId: 'req-12345678',
    });
    expect(line).not.toContain('\n');
  });

  it('keep an error message, name and stack as fields', () => {
    const error = new TypeError('bad thing');
    const alone = JSON.parse(logLine('json', 'error', [error], {}, NOW));
    expect(alone).toMatchObject({ level: 'error', msg: 'bad thing', errorName: 'TypeError' });
    expect(alone.stack).toContain('bad thing');
    const said = JSON.parse(logLine('json', 'error', ['render failed:', error], {}, NOW));
    expect(said).toMatchObject({ msg: 'render failed:', error: 'bad thing' });
  });

  it('outside a request carry no request id; as text, an id only on warnings and errors', () => {
    expect(JSON.parse(logLine('json', 'info', ['x'], {}, NOW))).not.toHaveProperty('requestId');
    expect(withRequestId('req-12345678', () => logLine('text', 'info', ['ok']))).toBe('ok');
    expect(withRequestId('req-12345678', () => logLine('text', 'error', ['no']))).toBe(
      'no (request req-12345678)',
    );
  });
});

describe('request ids', () => {
  it('keep a sane id from the load balancer and make one otherwise', () => {
    expect(requestIdFor('0123456789abcdef0123456789abcdef')).toBe(
      '0123456789abcdef0123456789abcdef',
    );
    for (const bad of [
      undefined,
      'short',
      'has space in it',
      'x'.repeat(129),
      ['a', 'b'],
      '<script>',
    ]) {
      expect(requestIdFor(bad as string | undefined)).toMatch(/^[0-9a-f-]{36}$/);
    }
  });
});

describe('the log format', () => {
  it('is what LOG_FORMAT says, else text on a terminal and JSON for a service', () => {
    expect(logFormatFor('json', true)).toBe('json');
    expect(logFormatFor('text', false)).toBe('text');
    expect(logFormatFor(undefined, true)).toBe('text');
    expect(logFormatFor(undefined, false)).toBe('json');
  });
});

describe('access fields', () => {
  it('say what was asked and answered, and when the client left first', () => {
    expect(
      accessFields({ method: 'GET', url: '/en', status: 200, ms: 12.345, completed: true }),
    ).toEqual({ method: 'GET', path: '/en', status: 200, ms: 12.3 });
    expect(
      accessFields({ method: 'GET', url: '/en', status: 200, ms: 1, completed: false }),
    ).toMatchObject({ aborted: true });
  });
});

describe('which requests are logged', () => {
  it('by default only the ones that failed, were cut short or were slow', () => {
    expect(requestLevel('problems', 200, 12, true)).toBeUndefined();
    expect(requestLevel('problems', 404, 12, true)).toBeUndefined();
    expect(requestLevel('problems', 503, 12, true)).toBe('error');
    expect(requestLevel('problems', 200, 12, false)).toBe('warn');
    expect(requestLevel('problems', 200, 1500, true)).toBe('warn');
  });

  it('every one with LOG_REQUESTS=all', () => {
    expect(requestLevel('all', 200, 12, true)).toBe('info');
    expect(requestLevel('all', 500, 12, true)).toBe('error');
  });
});
