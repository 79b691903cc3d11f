import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOADING_BAR } from './constants';
import { createLoadingBar, GIVE_UP_MS, type BarView } from './loading-bar-machine';

let views: BarView[];
let bar: ReturnType<typeof createLoadingBar>;

beforeEach(() => {
  vi.useFakeTimers();
  views = [];
  bar = createLoadingBar(
    {
      setTimeout: (run, ms) => setTimeout(run, ms),
      clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
    },
    (view) => views.push(view),
  );
});

afterEach(() => {
  bar.stop();
  vi.useRealTimers();
});

describe('the top loading bar', () => {
  it('shows nothing for a navigation that ends within the throttle', () => {
    bar.send({ type: 'start', until: 'url', path: '/en' });
    vi.advanceTimersByTime(LOADING_BAR.throttleMs - 1);
    bar.send({ type: 'url' });
    expect(views.some((view) => view.shown)).toBe(false);
    expect(bar.view()).toEqual({ phase: 'idle', shown: false, error: false });
    vi.advanceTimersByTime(GIVE_UP_MS);
    expect(views.some((view) => view.shown)).toBe(false);
  });

  it('appears after the throttle, fills on finish, fades after the hide delay, then resets', () => {
    bar.send({ type: 'start', until: 'url', path: '/en' });
    vi.advanceTimersByTime(LOADING_BAR.throttleMs);
    expect(bar.view()).toEqual({ phase: 'loading', shown: true, error: false });
    vi.advanceTimersByTime(300);
    bar.send({ type: 'url' });
    expect(bar.view()).toEqual({ phase: 'finished', shown: true, error: false });
    vi.advanceTimersByTime(LOADING_BAR.hideDelayMs - 1);
    expect(bar.view().phase).toBe('finished');
    vi.advanceTimersByTime(1);
    expect(bar.view().phase).toBe('hiding');
    vi.advanceTimersByTime(LOADING_BAR.resetDelayMs);
    expect(bar.view()).toEqual({ phase: 'idle', shown: false, error: false });
  });

  it('waits for its own end when the navigation reports it, not for the URL', () => {
    bar.send({ type: 'start', until: 'done', path: '/en' });
    vi.advanceTimersByTime(LOADING_BAR.throttleMs);
    bar.send({ type: 'url' });
    expect(bar.view().phase).toBe('loading');
    bar.send({ type: 'done' });
    expect(bar.view().phase).toBe('finished');
  });

  it('shows the error variant on a failed navigation, even a fast one', () => {
    bar.send({ type: 'start', until: 'url', path: '/en' });
    vi.advanceTimersByTime(50);
    bar.send({ type: 'fail' });
    expect(bar.view()).toEqual({ phase: 'finished', shown: true, error: true });
    bar.send({ type: 'url' });
    expect(bar.view().error).toBe(true);
    vi.advanceTimersByTime(LOADING_BAR.hideDelayMs + LOADING_BAR.resetDelayMs);
    expect(bar.view()).toEqual({ phase: 'idle', shown: false, error: false });
  });

  it('turns a finished bar into the error variant when the error view mounts after the URL', () => {
    bar.send({ type: 'start', until: 'url', path: '/en' });
    vi.advanceTimersByTime(LOADING_BAR.throttleMs);
    bar.send({ type: 'url' });
    bar.send({ type: 'fail' });
    expect(bar.view()).toEqual({ phase: 'finished', shown: true, error: true });
  });

  it('ignores a failure when no navigation is under way', () => {
    bar.send({ type: 'fail' });
    expect(views).toEqual([]);
  });

  it('keeps a shown bar when a second navigation starts, and restarts a fading one', () => {
    bar.send({ type: 'start', until: 'url', path: '/en' });
    vi.advanceTimersByTime(LOADING_BAR.throttleMs);
    bar.send({ type: 'start', until: 'url', path: '/en' });
    expect(bar.view()).toEqual({ phase: 'loading', shown: true, error: false });
    bar.send({ type: 'url' });
    vi.advanceTimersByTime(LOADING_BAR.hideDelayMs);
    expect(bar.view().phase).toBe('hiding');
    bar.send({ type: 'start', until: 'url', path: '/en' });
    expect(bar.view()).toEqual({ phase: 'loading', shown: false, error: false });
    vi.advanceTimersByTime(LOADING_BAR.resetDelayMs);
    expect(bar.view().phase).toBe('loading');
  });

  it('gives up on a navigation that never reports its end', () => {
    bar.send({ type: 'start', until: 'url', path: '/en' });
    vi.advanceTimersByTime(GIVE_UP_MS);
    expect(bar.view().phase).toBe('finished');
    vi.advanceTimersByTime(LOADING_BAR.hideDelayMs + LOADING_BAR.resetDelayMs);
    expect(bar.view().phase).toBe('idle');
  });
});
