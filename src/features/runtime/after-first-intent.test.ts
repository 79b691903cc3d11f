import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterFirstIntent, INTENT } from './after-first-intent';

class FakeWindow extends EventTarget {
  idle: Array<() => void> = [];
  cancelled: number[] = [];
  requestIdleCallback = (run: () => void) => this.idle.push(run);
  cancelIdleCallback = (id: number) => this.cancelled.push(id);
  setTimeout = globalThis.setTimeout;
  clearTimeout = globalThis.clearTimeout;
}

let win: FakeWindow;
const doc = { readyState: 'loading' as DocumentReadyState };

beforeEach(() => {
  win = new FakeWindow();
  doc.readyState = 'loading';
  vi.stubGlobal('window', win);
  vi.stubGlobal('document', doc);
});
afterEach(() => vi.unstubAllGlobals());

describe('afterFirstIntent', () => {
  it('waits for load, then a sign of life, then an idle moment', () => {
    const run = vi.fn();
    afterFirstIntent(run);
    win.dispatchEvent(new Event('pointermove'));
    expect(win.idle).toHaveLength(0); // a move before `load` is not what it waits for
    doc.readyState = 'complete';
    win.dispatchEvent(new Event('load'));
    expect(win.idle).toHaveLength(0);
    win.dispatchEvent(new Event('keydown'));
    expect(win.idle).toHaveLength(1);
    expect(run).not.toHaveBeenCalled();
    win.idle[0]!();
    expect(run).toHaveBeenCalledOnce();
  });

  it('listens at once on a page that has already loaded, and asks for one idle moment', () => {
    doc.readyState = 'complete';
    afterFirstIntent(() => {});
    for (const type of INTENT) win.dispatchEvent(new Event(type));
    expect(win.idle).toHaveLength(1);
  });

  it('leaves nothing pending once cancelled', () => {
    doc.readyState = 'complete';
    const cancelBefore = afterFirstIntent(() => {});
    cancelBefore();
    win.dispatchEvent(new Event('scroll'));
    expect(win.idle).toHaveLength(0);

    const cancelAfter = afterFirstIntent(() => {});
    win.dispatchEvent(new Event('scroll'));
    cancelAfter();
    expect(win.cancelled).toEqual([1]);
  });

  it('falls back to a short timer where there are no idle callbacks', () => {
    vi.useFakeTimers();
    try {
      const bare = new EventTarget() as EventTarget & Record<string, unknown>;
      bare.setTimeout = globalThis.setTimeout;
      bare.clearTimeout = globalThis.clearTimeout;
      vi.stubGlobal('window', bare);
      doc.readyState = 'complete';
      const run = vi.fn();
      afterFirstIntent(run);
      bare.dispatchEvent(new Event('touchstart'));
      vi.advanceTimersByTime(199);
      expect(run).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(run).toHaveBeenCalledOnce();
    } finally {
      vi.useRealTimers();
    }
  });
});
