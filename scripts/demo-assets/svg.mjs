// Tiny SVG string builder: elements, a document with its own <defs>, and text.
import { FONT } from './palette.mjs';

const ESC = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
export const esc = (s) => String(s).replace(/[&<>"]/g, (c) => ESC[c]);
const fmt = (v) => (typeof v === 'number' ? String(Math.round(v * 100) / 100) : v);

/** One element; `children` may be a string or a (nested) array of strings. */
export function el(tag, attrs = {}, children) {
  let a = '';
  for (const [k, v] of Object.entries(attrs)) {
    if (v === undefined || v === null || v === false) continue;
    a += ` ${k}="${esc(fmt(v))}"`;
  }
  if (children === undefined || children === null) return `<${tag}${a}/>`;
  const inner = Array.isArray(children)
    ? children.flat(Infinity).filter(Boolean).join('')
    : children;
  return `<${tag}${a}>${inner}</${tag}>`;
}

export const g = (attrs, ...children) => el('g', attrs, children);
export const rect = (x, y, w, h, fill, extra = {}) =>
  el('rect', { x, y, width: w, height: h, fill, ...extra });
export const circle = (cx, cy, r, fill, extra = {}) => el('circle', { cx, cy, r, fill, ...extra });
export const ellipse = (cx, cy, rx, ry, fill, extra = {}) =>
  el('ellipse', { cx, cy, rx, ry, fill, ...extra });
export const path = (d, fill, extra = {}) => el('path', { d, fill, ...extra });
export const line = (x1, y1, x2, y2, stroke, width = 1, extra = {}) =>
  el('line', { x1, y1, x2, y2, stroke, 'stroke-width': width, ...extra });
/** Closed polygon from [[x, y], ...]. */
export const poly = (pts, fill, extra = {}) =>
  el('polygon', { points: pts.map((p) => p.map(fmt).join(',')).join(' '), fill, ...extra });
export const polyline = (pts, stroke, width, extra = {}) =>
  el('polyline', {
    points: pts.map((p) => p.map(fmt).join(',')).join(' '),
    fill: 'none',
    stroke,
    'stroke-width': width,
    ...extra,
  });

/** Text; options: size, weight, fill, anchor, family, ls (letter spacing), opacity. */
export function text(x, y, str, o = {}) {
  return el(
    'text',
    {
      x,
      y,
      'font-family': o.family ?? FONT,
      'font-size': o.size ?? 16,
      'font-weight': o.weight ?? 'normal',
      'font-style': o.style,
      fill: o.fill ?? '#000',
      'text-anchor': o.anchor ?? 'start',
      'letter-spacing': o.ls,
      opacity: o.opacity,
      transform: o.transform,
    },
    esc(str),
  );
}

/** An SVG document that collects gradients/filters/clips and hands back url(#id) references. */
export class Doc {
  constructor(w, h) {
    this.w = w;
    this.h = h;
    this.defs = [];
    this.n = 0;
  }
  id(prefix) {
    this.n += 1;
    return `${prefix}${this.n}`;
  }
  /** Linear gradient; stops are [offset, colour, opacity?]; default direction top -> bottom. */
  lin(stops, { x1 = 0, y1 = 0, x2 = 0, y2 = 1, user = false } = {}) {
    const id = this.id('l');
    const units = user ? 'userSpaceOnUse' : undefined;
    this.defs.push(
      el('linearGradient', { id, x1, y1, x2, y2, gradientUnits: units }, stops.map(stop)),
    );
    return `url(#${id})`;
  }
  /** Radial gradient; with user=true cx/cy/r are in user space. */
  rad(stops, { cx = 0.5, cy = 0.5, r = 0.5, fx, fy, user = false, transform } = {}) {
    const id = this.id('r');
    const units = user ? 'userSpaceOnUse' : undefined;
    this.defs.push(
      el(
        'radialGradient',
        { id, cx, cy, r, fx, fy, gradientUnits: units, gradientTransform: transform },
        stops.map(stop),
      ),
    );
    return `url(#${id})`;
  }
  /** Gaussian blur filter (use sparingly: only for glows). */
  blur(std) {
    const id = this.id('f');
    this.defs.push(
      el('filter', { id, x: '-50%', y: '-50%', width: '200%', height: '200%' }, [
        el('feGaussianBlur', { stdDeviation: std }),
      ]),
    );
    return `url(#${id})`;
  }
  clip(content) {
    const id = this.id('c');
    this.defs.push(el('clipPath', { id }, content));
    return `url(#${id})`;
  }
  render(body) {
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" width="${this.w}" height="${this.h}" ` +
      `viewBox="0 0 ${this.w} ${this.h}"><defs>${this.defs.join('')}</defs>${[body]
        .flat(Infinity)
        .filter(Boolean)
        .join('')}</svg>`
    );
  }
}

function stop([offset, color, opacity]) {
  return el('stop', { offset, 'stop-color': color, 'stop-opacity': opacity });
}
