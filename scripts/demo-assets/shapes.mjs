// Reusable drawing parts: oblique boxes, knobs, connectors, displays, cables, wheels, brand mark, sparks.
import { C, FONT, FONT_MONO } from './palette.mjs';
import { circle, el, ellipse, g, line, path, rect, text } from './svg.mjs';

/** Oblique projection: one unit of depth moves this far right (x) and up (y). */
export const PX = 0.56;
export const PY = -0.3;

/** Transform that maps local (u = depth, v = down) onto the right-hand side face starting at (x, y). */
export const sideT = (x, y) => `matrix(${PX} ${PY} 0 1 ${x} ${y})`;
/** Transform that maps local (s = across, u = depth) onto the top face starting at (x, y). */
export const topT = (x, y) => `matrix(1 0 ${PX} ${PY} ${x} ${y})`;

/** Bounding box tracker so a drawing can be fitted into the frame afterwards. */
export class BBox {
  constructor() {
    this.x0 = Infinity;
    this.y0 = Infinity;
    this.x1 = -Infinity;
    this.y1 = -Infinity;
  }
  add(x, y) {
    this.x0 = Math.min(this.x0, x);
    this.y0 = Math.min(this.y0, y);
    this.x1 = Math.max(this.x1, x);
    this.y1 = Math.max(this.y1, y);
    return this;
  }
  addRect(x, y, w, h) {
    return this.add(x, y).add(x + w, y + h);
  }
}

/**
 * An oblique box: front face at (x, y, w, h), depth d going back to the right.
 * Faces: front, side, top are colours or gradient urls.
 */
export function box({ x, y, w, h, d, front, side, top, edge = 0.45, bb }) {
  bb?.addRect(x, y + d * PY, w + d * PX, h - d * PY);
  return g(
    {},
    g({ transform: sideT(x + w, y) }, rect(0, 0, d, h, side)),
    g({ transform: topT(x, y) }, rect(0, 0, w, d, top)),
    rect(x, y, w, h, front),
    edge ? line(x, y + 1, x + w, y + 1, '#fff', 2, { opacity: edge }) : '',
    edge ? line(x + w, y, x + w + d * PX, y + d * PY, '#fff', 2, { opacity: edge * 0.8 }) : '',
  );
}

/** Shaded colour helper: returns [front, side, top] for a base colour set. */
export const faces = (front, side, top) => ({ front, side, top });

/** A knob seen from the front: skirt, grip, cap and indicator. */
export function knob(doc, cx, cy, r, { color = 'dark', angle = -40 } = {}) {
  const grip =
    color === 'amber'
      ? doc.rad(
          [
            [0, C.amberLight],
            [1, C.amberStrong],
          ],
          { cx: 0.35, cy: 0.3, r: 0.8 },
        )
      : doc.rad(
          [
            [0, C.s500],
            [1, C.ink2],
          ],
          { cx: 0.35, cy: 0.3, r: 0.8 },
        );
  const a = ((angle - 90) * Math.PI) / 180;
  return g(
    {},
    circle(cx + r * 0.08, cy + r * 0.14, r * 1.12, C.ink, { opacity: 0.35 }),
    circle(cx, cy, r * 1.1, C.s700),
    circle(cx, cy, r, grip),
    circle(cx, cy, r * 0.72, color === 'amber' ? C.amber : C.s700, { opacity: 0.9 }),
    line(
      cx + Math.cos(a) * r * 0.25,
      cy + Math.sin(a) * r * 0.25,
      cx + Math.cos(a) * r * 0.68,
      cy + Math.sin(a) * r * 0.68,
      color === 'amber' ? C.ink : C.amber,
      Math.max(2, r * 0.14),
      { 'stroke-linecap': 'round' },
    ),
  );
}

/** Scale ticks around a knob. */
export function ticks(cx, cy, r, n = 11, colour = C.s300) {
  const out = [];
  for (let i = 0; i < n; i++) {
    const a = ((-135 + (270 * i) / (n - 1) - 90) * Math.PI) / 180;
    out.push(
      line(
        cx + Math.cos(a) * r,
        cy + Math.sin(a) * r,
        cx + Math.cos(a) * r * 1.12,
        cy + Math.sin(a) * r * 1.12,
        colour,
        Math.max(1.2, r * 0.04),
        { 'stroke-linecap': 'round' },
      ),
    );
  }
  return out.join('');
}

/** Dinse-style output socket. */
export function socket(cx, cy, r, ring = C.s500) {
  return g(
    {},
    circle(cx, cy, r * 1.25, C.ink),
    circle(cx, cy, r, ring),
    circle(cx, cy, r * 0.72, C.s700),
    circle(cx, cy, r * 0.38, C.ink),
    circle(cx - r * 0.25, cy - r * 0.3, r * 0.16, '#fff', { opacity: 0.25 }),
  );
}

/** Central (euro) torch connector with pins. */
export function euroSocket(cx, cy, r) {
  const pins = [0, 1].map((i) =>
    circle(cx + (i ? r * 0.4 : -r * 0.4), cy - r * 0.38, r * 0.09, C.s300),
  );
  return g(
    {},
    circle(cx, cy, r * 1.3, C.ink),
    circle(cx, cy, r, C.s300),
    circle(cx, cy, r * 0.8, C.s500),
    circle(cx, cy, r * 0.42, '#d9b36a'),
    circle(cx, cy, r * 0.2, C.ink),
    ...pins,
  );
}

/** Small button (rounded rectangle) with optional LED. */
export function button(x, y, w, h, { fill = C.s700, led } = {}) {
  return g(
    {},
    rect(x, y + 2, w, h, C.ink, { rx: h * 0.25, opacity: 0.5 }),
    rect(x, y, w, h, fill, { rx: h * 0.25 }),
    led ? circle(x + w / 2, y - h * 0.45, Math.max(2, h * 0.14), led) : '',
  );
}

/** Segment-style display with a number or word. */
export function display(doc, x, y, w, h, value, { color = C.amber, bezel = C.ink } = {}) {
  const screen = doc.lin([
    [0, '#1c2129'],
    [1, '#0b0d11'],
  ]);
  return g(
    {},
    rect(x - 6, y - 6, w + 12, h + 12, bezel, { rx: 6 }),
    rect(x, y, w, h, screen, { rx: 3 }),
    text(x + w / 2, y + h * 0.74, value, {
      size: h * 0.66,
      family: FONT_MONO,
      weight: 'bold',
      fill: color,
      anchor: 'middle',
    }),
    rect(x, y, w, h * 0.35, '#fff', { rx: 3, opacity: 0.05 }),
  );
}

/** Colour touch display for premium models: header, big value, waveform and bars. */
export function colourDisplay(doc, x, y, w, h, value) {
  const screen = doc.lin([
    [0, '#1d2a3a'],
    [1, '#0d131c'],
  ]);
  const wave = [];
  for (let i = 0; i <= 40; i++) {
    const t = i / 40;
    const pulse = Math.sin(t * Math.PI * 6) > 0.55 ? 1 : 0.25;
    wave.push([x + w * 0.08 + t * w * 0.84, y + h * 0.86 - pulse * h * 0.2]);
  }
  const bars = [0.6, 0.8, 0.45].map((v, i) =>
    g(
      {},
      rect(x + w * 0.62, y + h * (0.26 + i * 0.12), w * 0.3, h * 0.06, '#fff', {
        opacity: 0.1,
        rx: 2,
      }),
      rect(
        x + w * 0.62,
        y + h * (0.26 + i * 0.12),
        w * 0.3 * v,
        h * 0.06,
        i === 1 ? C.amber : C.arcBlue,
        {
          rx: 2,
        },
      ),
    ),
  );
  return g(
    {},
    rect(x - 8, y - 8, w + 16, h + 16, C.ink, { rx: 10 }),
    rect(x, y, w, h, screen, { rx: 4 }),
    rect(x, y, w, h * 0.13, C.amber, { rx: 4 }),
    rect(x, y + h * 0.08, w, h * 0.05, C.amber),
    text(x + w * 0.08, y + h * 0.55, value, {
      size: h * 0.3,
      family: FONT,
      weight: 'bold',
      fill: '#fff',
    }),
    ...bars,
    el('polyline', {
      points: wave.map((p) => p.join(',')).join(' '),
      fill: 'none',
      stroke: C.arcBlue,
      'stroke-width': Math.max(2, h * 0.025),
      'stroke-linejoin': 'round',
    }),
  );
}

/** A cable along a path: dark body with a soft highlight. */
export function cable(d, { w = 14, color = C.ink2, hi = C.s500 } = {}) {
  return g(
    {},
    path(d, 'none', {
      stroke: color,
      'stroke-width': w,
      'stroke-linecap': 'round',
      'stroke-linejoin': 'round',
    }),
    path(d, 'none', {
      stroke: hi,
      'stroke-width': w * 0.22,
      'stroke-linecap': 'round',
      opacity: 0.55,
      transform: `translate(${-w * 0.18} ${-w * 0.22})`,
    }),
  );
}

/** Wheel on a side face (draw inside sideT so it becomes an ellipse). */
export function wheel(cx, cy, r, { tyre = C.ink, hub = C.s300 } = {}) {
  return g(
    {},
    circle(cx, cy, r, tyre),
    circle(cx, cy, r * 0.62, C.s700),
    circle(cx, cy, r * 0.5, hub),
    circle(cx, cy, r * 0.16, C.s600),
  );
}

/** Front-facing wheel seen edge-on-ish (a flattened ellipse) used for casters. */
export function caster(cx, cy, r) {
  return g(
    {},
    rect(cx - r * 0.2, cy - r * 1.6, r * 0.4, r * 0.9, C.s500),
    ellipse(cx, cy, r * 0.55, r, C.ink),
    ellipse(cx, cy, r * 0.3, r * 0.6, C.s600),
  );
}

/** The Fortarc mark (square + chevron + dot), `size` is the square edge. */
export function mark(x, y, size, { square = C.ink, chevron = C.amber, dot = C.white } = {}) {
  const k = size / 32;
  return g(
    { transform: `translate(${x} ${y}) scale(${k})` },
    rect(0, 0, 32, 32, square, { rx: 3 }),
    path('M7 24 L16 7 L25 24', 'none', {
      stroke: chevron,
      'stroke-width': 3.2,
      'stroke-linejoin': 'round',
    }),
    circle(16, 19, 2.6, dot),
  );
}

/** Mark followed by the FORTARC word. (x, y) is the top-left of the mark; returns markup. */
export function brand(
  x,
  y,
  size,
  { word = C.ink, square = C.ink, chevron = C.amber, dot = C.white } = {},
) {
  return g(
    {},
    mark(x, y, size, { square, chevron, dot }),
    text(x + size * 1.3, y + size * 0.8, 'FORTARC', {
      size: size * 0.86,
      weight: 'bold',
      fill: word,
      ls: size * 0.06,
    }),
  );
}

/** Vent slots (horizontal rounded bars). */
export function vents(x, y, w, n, gap, fill = C.ink, opacity = 0.55, h = 6) {
  const out = [];
  for (let i = 0; i < n; i++) out.push(rect(x, y + i * gap, w, h, fill, { rx: h / 2, opacity }));
  return out.join('');
}

/** Glow: radial gradient disc, bright centre fading out. */
export function glow(doc, cx, cy, r, color = C.amber, strength = 0.9) {
  const fill = doc.rad(
    [
      [0, '#ffffff', strength],
      [0.12, color, strength * 0.8],
      [0.45, color, strength * 0.22],
      [1, color, 0],
    ],
    { cx, cy, r, user: true },
  );
  return circle(cx, cy, r, fill);
}

/** A spray of sparks from (x, y): angles in degrees (0 = right, 90 = down). */
export function sparks(
  rnd,
  { x, y, n = 60, a0 = 180, a1 = 360, l0 = 20, l1 = 140, w = 2.4, gravity = 0.4 },
) {
  const cols = [C.amberLight, '#fff3c4', C.amber, '#ffffff', C.amberLight];
  const out = [];
  for (let i = 0; i < n; i++) {
    const a = (rnd.range(a0, a1) * Math.PI) / 180;
    const len = rnd.range(l0, l1) * (0.4 + rnd() * 0.6);
    const start = rnd.range(0, len * 0.8);
    const sx = x + Math.cos(a) * start;
    const sy = y + Math.sin(a) * start;
    const ex = sx + Math.cos(a) * len;
    const ey = sy + Math.sin(a) * len + gravity * len * 0.5;
    const mx = sx + Math.cos(a) * len * 0.5;
    const my = sy + Math.sin(a) * len * 0.5;
    out.push(
      path(
        `M${sx.toFixed(1)} ${sy.toFixed(1)} Q${mx.toFixed(1)} ${my.toFixed(1)} ${ex.toFixed(1)} ${ey.toFixed(1)}`,
        'none',
        {
          stroke: cols[i % cols.length],
          'stroke-width': (w * rnd.range(0.5, 1.2)).toFixed(2),
          'stroke-linecap': 'round',
          opacity: rnd.range(0.55, 1).toFixed(2),
        },
      ),
    );
  }
  return out.join('');
}

/** Soft floor shadow under an object. */
export function floorShadow(doc, cx, cy, rx, ry, opacity = 0.28) {
  const fill = doc.rad([
    [0, C.ink, opacity],
    [0.6, C.ink, opacity * 0.45],
    [1, C.ink, 0],
  ]);
  return ellipse(cx, cy, rx, ry, fill);
}
