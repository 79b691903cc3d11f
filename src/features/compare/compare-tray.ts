import { compareSearch, MAX_COMPARED, MIN_COMPARED } from '@/catalogue/compare-query';
import { COMPARE_CONTROLS, STORAGE_KEY, TRAY_ATTRIBUTE } from './compare-loader';
import type { TrayTexts } from './tray-texts';
import './compare-tray.css';

/** The comparison page's table names the products it compares (src/site/compare/). */
const COMPARED_TABLE = 'table[data-compared]';

let chosen: string[] = [];
let texts: TrayTexts | undefined;
let tray: HTMLElement | undefined;
let status: HTMLElement | undefined;
/** The tray could not get its words: the controls do what they do without JavaScript. */
let unavailable = false;

/** The slugs chosen in this tab, or none when storage cannot be read (private modes, policies). */
function readChosen(): string[] {
  try {
    const value: unknown = JSON.parse(window.sessionStorage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((slug) => typeof slug === 'string') : [];
  } catch {
    return [];
  }
}

const fill = (message: string, values: Record<string, string | number>) =>
  message.replace(/\{(\w+)\}/g, (whole, key: string) => String(values[key] ?? whole));

function save() {
  try {
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(chosen));
  } catch {
    // storage refused: the tray still holds the choice until the page is left
  }
}

const slugOfLink = (link: HTMLAnchorElement) =>
  new URL(link.href).searchParams.get('p')?.split(',')[0] ?? '';

const nameOf = (slug: string) => texts?.products[slug] ?? slug;

/**
 * Every compare control on the page shows whether its product is chosen: a checkbox is ticked; a
 * link is a pressed toggle that says "In comparison" (its words in `[data-compare-label]` when it
 * has more, such as a name for screen readers), and takes the product out when pressed again.
 */
function syncControls() {
  for (const control of document.querySelectorAll<HTMLElement>(COMPARE_CONTROLS)) {
    if (control instanceof HTMLInputElement) control.checked = chosen.includes(control.value);
    else if (control instanceof HTMLAnchorElement) {
      const pressed = chosen.includes(slugOfLink(control));
      control.setAttribute('role', 'button');
      control.setAttribute('aria-pressed', String(pressed));
      const label = control.querySelector<HTMLElement>('[data-compare-label]') ?? control;
      control.dataset.addLabel ??= label.textContent ?? '';
      const words = pressed && texts ? texts.texts.inComparison : control.dataset.addLabel;
      if (label.textContent !== words) label.textContent = words;
    }
  }
}

function announce(message: string) {
  if (!status) return;
  // a new text node each time, so the same words twice are announced twice
  status.textContent = '';
  window.setTimeout(() => status && (status.textContent = message), 50);
}

function add(slug: string): boolean {
  if (chosen.includes(slug)) return true;
  if (chosen.length >= MAX_COMPARED) {
    if (texts) announce(texts.texts.full);
    return false;
  }
  chosen = [...chosen, slug];
  if (texts) announce(fill(texts.texts.added, { name: nameOf(slug) }));
  return true;
}

function remove(slug: string) {
  if (!chosen.includes(slug)) return;
  chosen = chosen.filter((other) => other !== slug);
  if (texts) announce(fill(texts.texts.removed, { name: nameOf(slug) }));
}

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Record<string, string> = {},
  ...children: Array<Node | string>
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  node.append(...children);
  return node;
}

function button(label: string, attributes: Record<string, string>, onClick: () => void) {
  const node = element('button', { type: 'button', ...attributes }, label);
  node.addEventListener('click', onClick);
  return node;
}

/** What the tray's content was last built from: it is rebuilt only when that changes. */
let built: { texts: TrayTexts; chosen: string } | undefined;

/** The tray's content: the chosen products, each removable, and the way to compare them. */
function build(tray: HTMLElement, { texts: words, path }: TrayTexts) {
  const items = chosen.map((slug, index) =>
    element(
      'li',
      {},
      element('span', {}, nameOf(slug)),
      button(
        '',
        {
          class: 'compare-tray-remove',
          'aria-label': fill(words.remove, { name: nameOf(slug) }),
          'data-tray-focus': `remove-${index}`,
        },
        () => change(() => remove(slug)),
      ),
    ),
  );
  const compare =
    chosen.length >= MIN_COMPARED
      ? element(
          'a',
          {
            class: 'button button-primary button-compact',
            href: `${path}${compareSearch(chosen)}`,
            'data-tray-focus': 'compare',
          },
          fill(words.compare, { count: chosen.length }),
        )
      : element('p', { class: 'compare-tray-note' }, words.oneMore);
  const clear = button(
    words.clear,
    { class: 'compare-tray-clear', 'data-tray-focus': 'clear' },
    () => change(() => (chosen = [])),
  );
  tray.replaceChildren(
    element('ul', {}, ...items),
    element('div', { class: 'compare-tray-actions' }, compare, clear),
  );
}

/**
 * The tray as it is now. Every change of the page calls this (a client navigation brings new
 * controls), so the content is rebuilt only when the choice or the words changed: a rebuild under
 * the visitor's press would swallow the click.
 */
function render() {
  if (!texts || !tray) return;
  const focused = tray.contains(document.activeElement)
    ? (document.activeElement as HTMLElement).dataset.trayFocus
    : undefined;
  const rebuilt = built?.texts !== texts || built.chosen !== chosen.join(',');
  if (rebuilt) {
    build(tray, texts);
    built = { texts, chosen: chosen.join(',') };
  }
  tray.hidden = chosen.length === 0 || document.querySelector(COMPARED_TABLE) !== null;
  // the page keeps its last lines clear of the tray (compare-tray.css)
  document.documentElement.style.setProperty(
    '--compare-tray-space',
    tray.hidden ? '0px' : `${tray.offsetHeight}px`,
  );
  // The emptied tray hides: the focus goes back to the page's content.
  if (focused && tray.hidden) document.getElementById('main')?.focus();
  // A removed product's button is gone: the focus goes to its neighbour, else to comparing.
  if (focused && rebuilt && !tray.hidden) {
    const removes = tray.querySelectorAll<HTMLElement>('.compare-tray-remove');
    const index = focused.startsWith('remove-') ? Number(focused.slice(7)) : -1;
    const next =
      tray.querySelector<HTMLElement>(`[data-tray-focus="${focused}"]`) ??
      removes[Math.min(index, removes.length - 1)] ??
      tray.querySelector<HTMLElement>('[data-tray-focus="compare"]') ??
      tray.querySelector<HTMLElement>('[data-tray-focus="clear"]');
    next?.focus();
  }
}

function change(update: () => unknown) {
  update();
  save();
  syncControls();
  render();
}

/**
 * What a use of a control asks for, read when it happened: a card's checkbox says what it wants,
 * a product page's link toggles. Uses held while the tray loaded are all read before any is
 * applied, since applying one puts every control in step with the choice.
 */
function intentOf(event: Event): (() => unknown) | undefined {
  const control = event.target instanceof Element ? event.target.closest(COMPARE_CONTROLS) : null;
  if (control instanceof HTMLInputElement) {
    const { value, checked } = control;
    return () => (checked ? add(value) : remove(value));
  }
  if (control instanceof HTMLAnchorElement && !unavailable) {
    event.preventDefault();
    const slug = slugOfLink(control);
    return () => (chosen.includes(slug) ? remove(slug) : add(slug));
  }
  return undefined;
}

function handle(event: Event) {
  const intent = intentOf(event);
  if (intent) change(intent);
}

function onClick(event: MouseEvent) {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return;
  if (event.target instanceof Element && event.target.closest('a.compare-toggle')) handle(event);
}

/** A product page's link is a toggle button once the tray runs: Space presses it too. */
function onKey(event: KeyboardEvent) {
  if (event.key !== ' ' || !(event.target instanceof Element)) return;
  if (event.target.matches('a.compare-toggle[role="button"]')) handle(event);
}

/** On the comparison page, its products are the choice: what the visitor removed there is gone. */
function adoptComparison() {
  const table = document.querySelector<HTMLElement>(COMPARED_TABLE);
  const compared = table?.dataset.compared?.split(',').filter(Boolean);
  if (compared && compared.join(',') !== chosen.join(',')) {
    chosen = compared.slice(0, MAX_COMPARED);
    save();
  }
}

async function loadTexts(): Promise<TrayTexts | undefined> {
  const locale = document.documentElement.lang || 'it';
  try {
    const response = await fetch(`/api/compare?locale=${encodeURIComponent(locale)}`);
    return response.ok ? ((await response.json()) as TrayTexts) : undefined;
  } catch {
    return undefined;
  }
}

/** Whether a change of the page is the tray's own (its list, its announcements). */
const ownChange = (record: MutationRecord) =>
  (tray?.contains(record.target) ?? false) || (status?.contains(record.target) ?? false);

/**
 * The tray: the products chosen in this tab, across pages, in a bar at the foot of the window
 * with the way to compare them. It hides the server's no-JavaScript compare bars, keeps every
 * compare control in step with the choice (also those a client navigation brings), and takes
 * over the first uses the loader held for it. Started once; later calls only handle their events.
 */
export function startCompareTray(events: Event[] = []) {
  const root = document.documentElement;
  if (!root.hasAttribute(TRAY_ATTRIBUTE)) {
    chosen = readChosen();
    // boxes ticked before the page came to life count, up to the most that can be compared
    for (const box of document.querySelectorAll<HTMLInputElement>(COMPARE_CONTROLS)) {
      if (box.checked && !chosen.includes(box.value)) chosen.push(box.value);
    }
    chosen = chosen.slice(0, MAX_COMPARED);
    save();
    // `on` hides the server's no-JavaScript compare bars: the tray takes their place
    root.setAttribute(TRAY_ATTRIBUTE, 'on');
    status = element('div', { class: 'sr-only', role: 'status' });
    tray = element('section', { class: 'compare-tray' });
    tray.hidden = true;
    document.body.append(tray, status);
    document.addEventListener('change', handle);
    document.addEventListener('click', onClick);
    document.addEventListener('keydown', onKey);
    let pending = false;
    new MutationObserver((records) => {
      if (pending || records.every(ownChange)) return;
      pending = true;
      requestAnimationFrame(() => {
        pending = false;
        adoptComparison();
        syncControls();
        render();
      });
    }).observe(document.body, { childList: true, subtree: true });
    adoptComparison();
    const held = events;
    void loadTexts().then((loaded) => {
      texts = loaded;
      if (texts && tray) {
        tray.setAttribute('aria-label', texts.texts.tray);
        // the controls chosen before the words arrived say "In comparison" now
        syncControls();
        render();
        return;
      }
      // No words to show the tray with: the page's own compare bars come back, and a product
      // page's link leads to the comparison as it does without JavaScript.
      unavailable = true;
      root.setAttribute(TRAY_ATTRIBUTE, 'off');
      const link = held
        .map((event) => event.target)
        .find((t) => t instanceof Element && t.closest('a.compare-toggle'));
      if (link instanceof Element) window.location.assign(link.closest('a')!.href);
    });
  }
  const intents = events.map(intentOf);
  change(() => intents.forEach((intent) => intent?.()));
}
