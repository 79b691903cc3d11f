/** The three engines the journeys run in, in the order they run. */
export const ENGINES = ['chromium', 'firefox', 'webkit'] as const;
export type EngineName = (typeof ENGINES)[number];

/** A key as the drivers name it; `Shift+Tab` holds Shift. */
export type Key =
  | 'Tab'
  | 'Shift+Tab'
  | 'Enter'
  | 'Space'
  | 'Escape'
  | 'ArrowDown'
  | 'ArrowUp'
  | 'ArrowLeft'
  | 'ArrowRight'
  | 'End'
  | 'Home';

/** A page in one engine: what the journeys need, the same over Playwright, BiDi and WebDriver. */
export interface EnginePage {
  readonly engine: EngineName;
  /** Loads `url` (absolute) as a new document and waits for its load event. */
  goto(url: string): Promise<void>;
  url(): Promise<string>;
  /** A real click on the first element matching `selector`, scrolled into view. */
  click(selector: string): Promise<void>;
  /** Focuses the first element matching `selector`, then types `text` as keys. */
  type(selector: string, text: string): Promise<void>;
  press(key: Key): Promise<void>;
  /** Runs `fn` in the page; `fn` must be self-contained (it is sent as source). */
  evaluate<R, A = undefined>(fn: (arg: A) => R | Promise<R>, arg?: A): Promise<R>;
  back(): Promise<void>;
  /** The layout viewport's size, in CSS pixels. */
  setViewport(width: number, height: number): Promise<void>;
  /** Removes every cookie, then sets the given ones on `origin` (`http://host:port`). */
  resetCookies(origin: string, cookies: Record<string, string>): Promise<void>;
  /** Console errors and uncaught exceptions since the last call, each with its page's URL. */
  takeErrors(): Promise<string[]>;
  /**
   * Runs `run` on a page with JavaScript off, with this page's cookies. Chromium only: Firefox
   * 153's BiDi has no `emulation.setScriptingEnabled`, and WebDriver classic no switch at all.
   */
  withoutJavaScript?: (run: (page: EnginePage) => Promise<void>) => Promise<void>;
}

/** An engine's running browser, with one page the journeys share. */
export interface EngineSession {
  page: EnginePage;
  /**
   * Whether `error` means the browser or its page is gone (crashed, hung, closed): then what the
   * browser last wrote, to say why, or '' when it wrote nothing; `undefined` for any other error.
   */
  lost(error: unknown): Promise<string | undefined>;
  close(): Promise<void>;
}

/** How the engines are started: requests off this machine go to `proxy`, which refuses them. */
export interface LaunchOptions {
  proxyPort: number;
  /** The browser asks pages for reduced motion (`prefers-reduced-motion: reduce`). */
  reducedMotion: boolean;
}
