import { FONT_WAIT_MS, LOADER_FADE_MS, LOADER_MAX_MS } from './constants';

/** The performance mark of the moment the first screen is ready and the loader starts to leave. */
export const FIRST_SCREEN_READY_MARK = 'first-screen-ready';
/** The performance mark of the moment the loader is hidden, its fade over. */
export const LOADER_HIDDEN_MARK = 'loader-hidden';
/** On the loader while it fades (`loader.css`). */
export const LEAVING_ATTRIBUTE = 'data-leaving';

/**
 * Runs while the document is parsed, right after the loader (`previousElementSibling`), which the
 * server draws `hidden`: the script shows it, so without JavaScript the page is readable at its
 * first paint. Once the first screen is ready (the document parsed, its high-priority images
 * decoded, the fonts ready or `FONT_WAIT_MS` passed, then one more frame), or at `LOADER_MAX_MS`
 * whatever is missing, the loader fades over `LOADER_FADE_MS` (at once with reduced motion) and is
 * hidden. It is a string so that the Content-Security-Policy can allow exactly this text
 * (server/security-headers.ts); `loader-script.test.ts` runs it.
 */
export const LOADER_SCRIPT = `((loader) => {
  loader.hidden = false;
  let leaving = false;
  const hide = () => {
    loader.hidden = true;
    performance.mark('${LOADER_HIDDEN_MARK}');
  };
  const leave = () => {
    if (leaving) return;
    leaving = true;
    performance.mark('${FIRST_SCREEN_READY_MARK}');
    if (matchMedia('(prefers-reduced-motion: reduce)').matches) return hide();
    loader.setAttribute('${LEAVING_ATTRIBUTE}', '');
    setTimeout(hide, ${LOADER_FADE_MS});
  };
  const ready = () => {
    const images = [...document.querySelectorAll('img[fetchpriority="high"]')];
    const fonts = new Promise((settled) => {
      document.fonts.ready.then(settled);
      setTimeout(settled, ${FONT_WAIT_MS});
    });
    const decoded = images.map((image) => image.decode().catch(() => {}));
    Promise.all([...decoded, fonts]).then(() => requestAnimationFrame(leave));
  };
  setTimeout(leave, ${LOADER_MAX_MS} - performance.now());
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', ready);
  else ready();
})(document.currentScript.previousElementSibling);`;
