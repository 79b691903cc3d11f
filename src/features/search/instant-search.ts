import { INSTANT_SEARCH_PATH, type InstantResults } from './instant-results';

/** Time to wait after a key before asking: one request per pause, not per letter. */
const DEBOUNCE_MS = 150;
const MIN_LENGTH = 2;

let counter = 0;

/**
 * The header's search field as a combobox (WAI-ARIA 1.2, list autocomplete): as one types, the
 * first results in a list under the field, announced by count; Up and Down choose, Enter (or a
 * click) opens the chosen page with `navigate` (the client router) or, with none chosen, sends the
 * form to the search page; Escape closes the list, and a second Escape empties the field. The list
 * is in `document.body`, outside what React renders, so a navigation never touches it.
 */
export function enhanceSearchField(
  input: HTMLInputElement,
  navigate: (href: string) => void,
): () => void {
  const id = `instant-search-${(counter += 1)}`;
  const list = document.createElement('ul');
  list.id = `${id}-list`;
  list.setAttribute('role', 'listbox');
  list.className = 'instant-search-list';
  list.hidden = true;
  const status = document.createElement('p');
  status.setAttribute('role', 'status');
  status.className = 'sr-only';
  document.body.append(list, status);

  input.setAttribute('role', 'combobox');
  input.setAttribute('aria-autocomplete', 'list');
  input.setAttribute('aria-expanded', 'false');
  input.setAttribute('aria-controls', list.id);

  let options: HTMLLIElement[] = [];
  let active = -1;
  let timer: number | undefined;
  let request: AbortController | undefined;
  let shownTerm = '';

  const place = () => {
    const box = input.getBoundingClientRect();
    const width = Math.max(box.width + 44, 320);
    list.style.top = `${box.bottom}px`;
    list.style.left = `${Math.max(8, Math.min(box.left, window.innerWidth - width - 8))}px`;
    list.style.width = `${Math.min(width, window.innerWidth - 16)}px`;
  };
  const choose = (index: number) => {
    options[active]?.setAttribute('aria-selected', 'false');
    active = index;
    const option = options[active];
    if (option) {
      option.setAttribute('aria-selected', 'true');
      input.setAttribute('aria-activedescendant', option.id);
      option.scrollIntoView({ block: 'nearest' });
    } else input.removeAttribute('aria-activedescendant');
  };
  const close = () => {
    list.hidden = true;
    input.setAttribute('aria-expanded', 'false');
    choose(-1);
  };
  const open = () => {
    if (options.length === 0) return;
    place();
    list.hidden = false;
    input.setAttribute('aria-expanded', 'true');
  };

  const follow = (option: HTMLLIElement | undefined) => {
    const href = option?.dataset.href;
    if (!href) return;
    close();
    navigate(href);
  };

  const render = (results: InstantResults) => {
    list.setAttribute('aria-label', results.listLabel);
    list.replaceChildren();
    const entries = [
      ...results.hits.map((hit) => ({ href: hit.path, kind: hit.kind, title: hit.title })),
      { href: results.all.href, kind: '', title: [{ text: results.all.label, match: false }] },
    ];
    options = entries.map((entry, index) => {
      const option = document.createElement('li');
      option.id = `${id}-option-${index}`;
      option.setAttribute('role', 'option');
      option.setAttribute('aria-selected', 'false');
      option.dataset.href = entry.href;
      if (entry.kind) {
        const kind = document.createElement('span');
        kind.className = 'instant-search-kind';
        kind.textContent = entry.kind;
        option.append(kind);
      } else option.classList.add('instant-search-all');
      const title = document.createElement('span');
      for (const part of entry.title) {
        if (part.match) {
          const mark = document.createElement('mark');
          mark.textContent = part.text;
          title.append(mark);
        } else title.append(document.createTextNode(part.text));
      }
      option.append(title);
      // a click (not a blur) decides: keep the focus in the field until the page is opened
      option.addEventListener('mousedown', (event) => event.preventDefault());
      option.addEventListener('click', () => follow(option));
      return option;
    });
    list.append(...options);
    active = -1;
    status.textContent = results.status;
    open();
  };

  const ask = () => {
    const term = input.value.trim();
    if (term.length < MIN_LENGTH) {
      shownTerm = '';
      options = [];
      list.replaceChildren();
      close();
      return;
    }
    if (term === shownTerm) return open();
    request?.abort();
    request = new AbortController();
    const locale = document.documentElement.lang;
    fetch(`${INSTANT_SEARCH_PATH}?${new URLSearchParams({ q: term, locale })}`, {
      signal: request.signal,
    })
      .then((answer) => (answer.ok ? (answer.json() as Promise<InstantResults>) : null))
      .then((results) => {
        if (!results || input.value.trim() !== term) return;
        shownTerm = term;
        render(results);
      })
      .catch(() => {
        // aborted by the next key, or offline: the form still goes to the search page
      });
  };

  const onInput = () => {
    window.clearTimeout(timer);
    timer = window.setTimeout(ask, DEBOUNCE_MS);
  };
  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (list.hidden) {
        open();
        if (list.hidden) return;
      }
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      const next = active + step;
      choose(next < -1 ? options.length - 1 : next >= options.length ? -1 : next);
    } else if (event.key === 'Enter' && !list.hidden && active >= 0) {
      event.preventDefault();
      follow(options[active]);
    } else if (event.key === 'Escape') {
      if (!list.hidden) {
        event.preventDefault();
        close();
      } else if (input.value) {
        event.preventDefault();
        input.value = '';
        shownTerm = '';
      }
    }
  };
  const onBlur = () => window.setTimeout(() => document.activeElement !== input && close(), 0);
  const onFocus = () => shownTerm && input.value.trim() === shownTerm && open();
  const onMove = () => !list.hidden && place();

  input.addEventListener('input', onInput);
  input.addEventListener('keydown', onKey);
  input.addEventListener('blur', onBlur);
  input.addEventListener('focus', onFocus);
  window.addEventListener('resize', onMove);
  window.addEventListener('scroll', onMove, { passive: true });
  // typed before this code arrived
  if (input.value.trim().length >= MIN_LENGTH) ask();

  return () => {
    request?.abort();
    window.clearTimeout(timer);
    input.removeEventListener('input', onInput);
    input.removeEventListener('keydown', onKey);
    input.removeEventListener('blur', onBlur);
    input.removeEventListener('focus', onFocus);
    window.removeEventListener('resize', onMove);
    window.removeEventListener('scroll', onMove);
    for (const name of [
      'role',
      'aria-autocomplete',
      'aria-expanded',
      'aria-controls',
      'aria-activedescendant',
    ]) {
      input.removeAttribute(name);
    }
    list.remove();
    status.remove();
  };
}
