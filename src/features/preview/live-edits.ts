import type { Locale } from '@/i18n/routing';

/** What the bridge hands its listeners (Storyblok's event payload, the parts used here). */
export interface BridgeEvent {
  action?: string;
  storyId?: number | string;
  story?: { id: number; uuid: string; name: string; content: unknown };
}

const EDITS_URL = '/api/draft/story';

/** Typing fires an event per key; the page is rendered again once the editor pauses. */
export const INPUT_PAUSE_MS = 250;

/**
 * The preview's side of live editing: the latest unsaved story is sent to the server
 * (`/api/draft/story`) and the page rendered again from it, one render at a time, so a fast
 * typist never queues renders; a save drops the unsaved edits and reloads the saved draft.
 */
export function liveEdits({
  locale,
  refresh,
  send = (url, init) => fetch(url, init),
  reload = () => window.location.reload(),
}: {
  locale: Locale;
  refresh: () => void;
  send?: (url: string, init: RequestInit) => Promise<Response>;
  reload?: () => void;
}) {
  let pending: BridgeEvent['story'];
  let timer: ReturnType<typeof setTimeout> | undefined;
  let sending = false;

  async function flush() {
    timer = undefined;
    if (sending || !pending) return;
    const story = pending;
    pending = undefined;
    sending = true;
    try {
      const answer = await send(EDITS_URL, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ story, locale }),
      });
      if (answer.ok) refresh();
    } catch {
      // the next edit tries again; the saved draft is still shown
    } finally {
      sending = false;
      if (pending) timer = setTimeout(flush, INPUT_PAUSE_MS);
    }
  }

  return {
    input(event?: BridgeEvent) {
      if (!event?.story) return;
      pending = event.story;
      if (timer) clearTimeout(timer);
      timer = setTimeout(flush, INPUT_PAUSE_MS);
    },
    async saved(event?: BridgeEvent) {
      if (timer) clearTimeout(timer);
      pending = undefined;
      const id = Number(event?.storyId ?? event?.story?.id);
      if (Number.isInteger(id) && id > 0) {
        await send(`${EDITS_URL}?id=${id}`, { method: 'DELETE' }).catch(() => undefined);
      }
      reload();
    },
  };
}
