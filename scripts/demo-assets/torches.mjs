// Torches, electrode holder and earth clamp, drawn pointing right with the cable leaving at (0, 0).
import { C } from './palette.mjs';
import { circle, ellipse, g, path, rect } from './svg.mjs';

/** Place a part: translate, rotate (deg) and scale. */
export const place = (x, y, rot = 0, s = 1, ...children) =>
  g({ transform: `translate(${x} ${y}) rotate(${rot}) scale(${s})` }, ...children);

function steel(doc) {
  return doc.lin([
    [0, '#e9ecef'],
    [0.45, C.s300],
    [1, C.s500],
  ]);
}

/** MIG/MAG gun: ~330 long, nozzle pointing down-right. `water` draws the bigger water-cooled gun. */
export function migTorch(doc, { water = false } = {}) {
  const k = water ? 1.12 : 1;
  const handle = doc.lin([
    [0, C.s600],
    [0.5, C.s700],
    [1, C.ink],
  ]);
  const nozzle = steel(doc);
  return g(
    { transform: `scale(${k})` },
    rect(-6, -13, 46, 26, C.ink, { rx: 10 }),
    rect(6, -10, 6, 20, C.s600, { rx: 2 }),
    rect(22, -10, 6, 20, C.s600, { rx: 2 }),
    path(
      'M38 -18 C80 -26 150 -28 196 -20 L204 -4 C206 10 200 18 190 20 C150 26 80 24 38 18 Z',
      handle,
    ),
    path('M70 -22 C110 -27 150 -26 180 -22 L182 -14 C150 -18 110 -19 72 -15 Z', C.amber),
    path('M112 20 C116 40 132 46 146 40 L140 22 Z', water ? C.amber : C.s500),
    water ? rect(150, -8, 30, 10, C.amber, { rx: 4 }) : '',
    path('M196 -12 C236 -14 262 -4 280 22', 'none', {
      stroke: C.ink,
      'stroke-width': 20,
      'stroke-linecap': 'round',
    }),
    path('M196 -12 C236 -14 262 -4 280 22', 'none', {
      stroke: C.s300,
      'stroke-width': 13,
      'stroke-linecap': 'round',
    }),
    g(
      { transform: 'translate(280 22) rotate(58)' },
      rect(-4, -16, 62, 32, nozzle, { rx: 6 }),
      rect(50, -12, 14, 24, C.s600, { rx: 4 }),
      rect(62, -5, 10, 10, C.copper, { rx: 2 }),
    ),
  );
}

/** TIG torch: slim ribbed handle, angled head, ceramic cup, back cap. */
export function tigTorch(doc) {
  const handle = doc.lin([
    [0, C.s600],
    [0.5, C.s700],
    [1, C.ink],
  ]);
  const cup = doc.lin(
    [
      [0, '#f4e7d6'],
      [1, '#cdb79c'],
    ],
    { x2: 1, y2: 0 },
  );
  const ribs = [];
  for (let i = 0; i < 7; i++)
    ribs.push(rect(70 + i * 16, -15, 5, 30, C.ink, { rx: 2, opacity: 0.55 }));
  return g(
    {},
    rect(-6, -10, 40, 20, C.ink, { rx: 8 }),
    path('M30 -14 L200 -17 C208 -17 212 -12 212 -6 L212 6 C212 12 208 17 200 17 L30 14 Z', handle),
    ...ribs,
    rect(40, -4, 24, 8, C.amber, { rx: 3 }),
    g(
      { transform: 'translate(226 0) rotate(-70)' },
      rect(-90, -16, 86, 32, C.ink, { rx: 14 }),
      rect(-8, -22, 40, 44, C.s700, { rx: 8 }),
      rect(30, -18, 44, 36, cup, { rx: 5 }),
      rect(74, -14, 6, 28, '#b9a286', { rx: 2 }),
      rect(80, -3, 22, 6, C.s300, { rx: 2 }),
    ),
  );
}

/** Plasma cutting torch: chunky handle, 75-degree head, shield cup. */
export function plasmaTorch(doc) {
  const handle = doc.lin([
    [0, C.s600],
    [0.5, C.s700],
    [1, C.ink],
  ]);
  const shield = doc.lin(
    [
      [0, '#e7b98b'],
      [1, '#9d6434'],
    ],
    { x2: 1, y2: 0 },
  );
  return g(
    {},
    rect(-6, -14, 44, 28, C.ink, { rx: 10 }),
    path('M36 -22 L190 -26 C206 -26 214 -16 214 0 C214 16 206 26 190 26 L36 22 Z', handle),
    rect(60, -26, 100, 10, C.amber, { rx: 5 }),
    path('M100 24 L104 44 C118 52 134 46 136 38 L132 25 Z', C.amber),
    rect(126, 34, 12, 8, C.s500, { rx: 3 }),
    g(
      { transform: 'translate(214 0) rotate(75)' },
      rect(-10, -30, 56, 60, C.ink, { rx: 12 }),
      rect(44, -24, 34, 48, C.s600, { rx: 6 }),
      path('M78 -22 L112 -14 L118 -6 L118 6 L112 14 L78 22 Z', shield),
      rect(116, -5, 10, 10, C.s500, { rx: 3 }),
    ),
  );
}

/** MMA electrode holder with a stick electrode. */
export function electrodeHolder(doc) {
  const body = doc.lin([
    [0, C.s600],
    [1, C.ink],
  ]);
  return g(
    {},
    rect(-6, -12, 40, 24, C.ink, { rx: 8 }),
    path('M30 -20 L190 -22 C204 -22 210 -14 210 0 C210 14 204 22 190 22 L30 20 Z', body),
    rect(70, -22, 80, 44, C.amber, { rx: 10 }),
    rect(80, -22, 6, 44, C.amberStrong),
    rect(100, -22, 6, 44, C.amberStrong),
    rect(120, -22, 6, 44, C.amberStrong),
    path('M208 -16 L268 -30 L276 -18 L214 -2 Z', C.ink),
    path('M208 14 L270 26 L266 38 L206 26 Z', C.s700),
    circle(212, 0, 10, C.s300),
    rect(254, -8, 150, 8, '#8f7f6c', { rx: 3, transform: 'rotate(-24 254 -4)' }),
    rect(254, -8, 30, 8, C.s300, { rx: 2, transform: 'rotate(-24 254 -4)' }),
  );
}

/** Spring earth clamp with copper jaws. */
export function earthClamp(doc) {
  const jaw = doc.lin([
    [0, '#e1a26a'],
    [1, '#9d6434'],
  ]);
  return g(
    {},
    rect(-6, -10, 40, 20, C.ink, { rx: 8 }),
    path('M30 -6 L120 -34 L200 -30 L210 -18 L124 -16 L40 8 Z', C.amber),
    path('M30 6 L120 34 L200 30 L210 18 L124 16 L40 -8 Z', C.amberStrong),
    circle(112, 0, 16, C.s600),
    circle(112, 0, 7, C.s300),
    path('M196 -30 L250 -14 L250 -4 L200 -16 Z', jaw),
    path('M196 30 L250 14 L250 4 L200 16 Z', jaw),
  );
}

/** Helper: ellipse highlight used on rounded parts. */
export const sheen = (cx, cy, rx, ry) => ellipse(cx, cy, rx, ry, '#fff', { opacity: 0.18 });
