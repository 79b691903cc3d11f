/** Where Storyblok serves its bridge (app.storyblok.com); the content server answers the same path. */
export const BRIDGE_PATH = '/f/storyblok-v2-latest.js';

/**
 * A stand-in for Storyblok's bridge script, for tests and local previews without an account. Like
 * the real one it gives `window.StoryblokBridge` with `on(events, callback)`, and hands its
 * listeners the events the editor posts to the preview's window (`{action: 'input', story}`,
 * `{action: 'change', storyId}`, `{action: 'published', storyId}`). A click on a marked block is
 * posted to the editor (the parent window) as the real bridge does, to select it there.
 */
export const BRIDGE_STAND_IN = `(() => {
  const ACTIONS = ['input', 'change', 'published', 'unpublished', 'enterEditmode', 'customEvent'];
  class StoryblokBridge {
    constructor(options = {}) {
      this.options = options;
      this.listeners = {};
      window.addEventListener('message', (event) => {
        const data = event.data;
        if (!data || typeof data !== 'object' || !ACTIONS.includes(data.action)) return;
        for (const listener of this.listeners[data.action] || []) listener(data);
      });
      document.addEventListener('click', (event) => {
        const target = event.target instanceof Element ? event.target.closest('[data-blok-c]') : null;
        if (!target || window.parent === window) return;
        event.preventDefault();
        window.parent.postMessage(
          { action: 'editable', event: 'click', blok: JSON.parse(target.getAttribute('data-blok-c')) },
          '*',
        );
      }, true);
    }
    on(events, callback) {
      for (const name of [].concat(events)) (this.listeners[name] ||= []).push(callback);
    }
    isInEditor() {
      return window.parent !== window;
    }
    pingEditor(callback) {
      if (callback) callback(this);
    }
  }
  window.StoryblokBridge = StoryblokBridge;
})();
`;
