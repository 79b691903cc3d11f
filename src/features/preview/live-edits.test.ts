import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { INPUT_PAUSE_MS, liveEdits } from './live-edits';

const story = (name: string) => ({ id: 5, uuid: 'u5', name, content: { component: 'page' } });

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('liveEdits', () => {
  it('sends the latest story once the editor pauses, then renders the page again', async () => {
    const send = vi.fn(async () => new Response('{}'));
    const refresh = vi.fn();
    const edits = liveEdits({ locale: 'en', refresh, send, reload: vi.fn() });
    edits.input({ action: 'input', story: story('A') });
    edits.input({ action: 'input', story: story('AB') });
    expect(send).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(INPUT_PAUSE_MS);
    expect(send).toHaveBeenCalledOnce();
    const [url, init] = send.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/draft/story');
    expect(JSON.parse(String(init.body))).toEqual({ story: story('AB'), locale: 'en' });
    expect(refresh).toHaveBeenCalledOnce();
  });

  it('does not render again when the server refused the edit', async () => {
    const refresh = vi.fn();
    const send = vi.fn(async () => new Response('{}', { status: 403 }));
    const edits = liveEdits({ locale: 'it', refresh, send, reload: vi.fn() });
    edits.input({ story: story('A') });
    await vi.advanceTimersByTimeAsync(INPUT_PAUSE_MS);
    expect(refresh).not.toHaveBeenCalled();
  });

  it('on a save drops the unsaved edits and reloads the saved draft', async () => {
    const send = vi.fn(async () => new Response('{}'));
    const reload = vi.fn();
    const edits = liveEdits({ locale: 'en', refresh: vi.fn(), send, reload });
    edits.input({ story: story('A') });
    await edits.saved({ action: 'change', storyId: 5 });
    await vi.advanceTimersByTimeAsync(INPUT_PAUSE_MS * 2);
    expect(send.mock.calls.map((call) => (call as unknown as [string])[0])).toEqual([
      '/api/draft/story?id=5',
    ]);
    expect(reload).toHaveBeenCalledOnce();
  });
});
