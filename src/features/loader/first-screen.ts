import { LOADER_FADE_MS, LOADER_MAX_MS } from './constants';

/**
 * The attribute that holds a script the production server kept back (server/first-screen.ts):
 * `<script type="text/plain" data-held-src="…">`. The first-screen script requests each one once
 * the first screen's images have arrived, so the page's own scripts do not share a slow connection
 * with them.
 */
export const HELD_SCRIPT_ATTRIBUTE = 'data-held-src';

/**
 * The attribute the server's first-screen pass puts on the first block after the first screen, or
 * on the footer (server/first-screen-view.ts): once the parser has reached it, the first screen is
 * parsed, and the script below goes on without waiting for the rest of the document (the blocks
 * below, the footer and the RSC payload: over half of a product page's bytes).
 */
export const REST_ATTRIBUTE = 'data-rest';

/**
 * The attribute the first-screen script puts on `<html>` while the first screen is still being
 * parsed, and takes off once it is (or at `LOADER_MAX_MS`). Until then the loader's stylesheet
 * (`loader.css`) keeps everything in `<body>` but the loader out of rendering, so a browser that
 * paints when its parser yields draws the loader from the first bytes of `<body>`, and never a
 * half-parsed header or title (which then moved as the rest arrived: a layout shift under the
 * loader). Set by the script, so without JavaScript nothing is held.
 */
export const PARSING_ATTRIBUTE = 'data-parsing';

/** The performance mark of the moment the first screen is ready (tests and benchmarks read it). */
export const FIRST_SCREEN_READY_MARK = 'first-screen-ready';

/** Fonts in flight get this long to settle before the first screen is called ready without them. */
export const FONT_WAIT_MS = 100;

/**
 * Runs while the document is parsed, right after the loader (`previousElementSibling`), long before
 * the page's scripts. Once the first screen is parsed (the parser has reached `REST_ATTRIBUTE`, or
 * the first stylesheet link at the end of the body, or `DOMContentLoaded`: Chrome stops the parser
 * at a stylesheet in the body until it has loaded, which held `DOMContentLoaded` back by a second
 * on slow 4G), it looks at the images in the first screen, and
 * - when they have arrived, preloads the scripts the server kept back that the parser has read so
 *   far, at the low priority of the async scripts they stand for (from then on they no longer
 *   share the connection with the images, and the stylesheets still come first), and runs every
 *   one once the parser has read the whole document (Next's entry script is at its end).
 *   Not before: React would hydrate while the parser waits at the first stylesheet link, miss the
 *   links after it, and insert them again at the end of the body. A second copy of a sheet is a
 *   second request; and when the first link's sheet then arrived last, Chrome applied it among
 *   sheets already applied, collected the page's font faces again, and the brand face, cached by
 *   then, replaced the fallback that `font-display: optional` was keeping: every line of text
 *   moved;
 * - until the first screen is parsed, holds the rest of the page out of rendering under the
 *   loader (`PARSING_ATTRIBUTE`); then it is laid out and painted whole, under the loader;
 * - when the first screen is ready, marks `FIRST_SCREEN_READY_MARK` and fades the loader over
 *   `LOADER_FADE_MS` (at once with reduced motion), then hides it.
 *
 * Ready means: parsed; the first screen's styles applied (its rules are in `<head>`, the server's
 * critical CSS; without them, the stylesheets in `<head>` hold this script back until they have
 * loaded); its images decoded; the fonts settled, or `FONT_WAIT_MS` passed; then one more frame.
 * At `LOADER_MAX_MS` both go ahead whatever is missing.
 *
 * It is a string so that the Content-Security-Policy can allow exactly this text
 * (server/security-headers.ts). A function's compiled source would differ between Next's build and
 * the server's.
 */
export const FIRST_SCREEN_SCRIPT = `((d,a,f,m,w,r,z)=>{let l=d.currentScript.previousElementSibling,n,k,o,u,release=()=>{if(u)return;u=1;const h=[...d.querySelectorAll('['+a+']')],run=()=>{for(const p of d.querySelectorAll('['+a+']')){const s=d.createElement('script');s.src=p.getAttribute(a);s.async=1;p.replaceWith(s)}};for(const p of h){const e=d.createElement('link');e.rel='preload';e.as='script';e.fetchPriority='low';e.href=p.getAttribute(a);d.head.append(e)}d.readyState=='loading'?d.addEventListener('DOMContentLoaded',run):run()},go=()=>{show();release();if(n)return;n=1;performance.mark('${FIRST_SCREEN_READY_MARK}');if(matchMedia('(prefers-reduced-motion:reduce)').matches)return l.hidden=1;l.offsetWidth;l.setAttribute('data-leaving','');setTimeout(()=>l.hidden=1,f)},show=()=>d.documentElement.removeAttribute(z),ready=()=>{if(k)return;k=1;o&&o.disconnect();show();const i=[...d.images].filter(i=>{if(i.loading=='lazy')return;const r=i.getBoundingClientRect();return r.width&&r.bottom>0&&r.top<innerHeight});Promise.all(i.map(i=>i.complete||new Promise(r=>{i.addEventListener('load',r);i.addEventListener('error',r)}))).then(release);Promise.all([...i.map(i=>i.decode().catch(()=>{})),d.fonts&&Promise.race([d.fonts.ready,new Promise(r=>setTimeout(r,w))])]).then(()=>requestAnimationFrame(go))};l.setAttribute('data-script','');d.documentElement.setAttribute(z,'');setTimeout(go,m-performance.now());if(d.readyState!='loading')return ready();d.addEventListener('DOMContentLoaded',ready);o=new MutationObserver(()=>d.querySelector('['+r+'],body>link[rel=stylesheet]')&&ready());o.observe(d.body,{childList:true,subtree:true})})(document,'${HELD_SCRIPT_ATTRIBUTE}',${LOADER_FADE_MS},${LOADER_MAX_MS},${FONT_WAIT_MS},'${REST_ATTRIBUTE}','${PARSING_ATTRIBUTE}')`;
